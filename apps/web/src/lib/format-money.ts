/**
 * An amount in the interface language: whole amounts without cents ('$19'), others with two
 * decimals ('$15.83'). Dollars unless another ISO currency is named (an invoice's own).
 */
export function formatMoney(amount: number, language: string | undefined, currency = "USD"): string {
  const whole = Number.isInteger(amount);
  try {
    return new Intl.NumberFormat(language, {
      style: "currency",
      currency: currency.toUpperCase(),
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(amount);
  } catch {
    // A currency code Intl does not know is still shown, after the number.
    return `${amount.toFixed(whole ? 0 : 2)} ${currency.toUpperCase()}`;
  }
}
