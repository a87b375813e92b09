/** Trial length in days, the same in every text (docs/decisions/016-seven-day-trial.md). */
export const TRIAL_DAYS = 7;

/** Non-archived, non-deleted surveys a trial user may hold. */
export const TRIAL_SURVEY_CAP = 3;

export const MONTHLY_PRICE_USD = 19;
export const YEARLY_PRICE_USD = 190;

export type BillingPeriod = "monthly" | "yearly";

const PERIOD_MONTHS: Record<BillingPeriod, number> = { monthly: 1, yearly: 12 };

/** Whether `to` bills over a shorter interval than `from` (yearly → monthly): such a switch waits for the term's end. */
export function isShorterPeriod(to: BillingPeriod, from: BillingPeriod): boolean {
  return PERIOD_MONTHS[to] < PERIOD_MONTHS[from];
}

export interface Plan {
  id: string;
  period: BillingPeriod;
  priceUsd: number;
}

/** Turns the product name into the slug used in plan ids ('Sondar' → 'sondar'). */
export function productSlug(productName: string): string {
  return productName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The two Pro plans, with ids as the billing provider knows them. */
export function listPlans(productName: string): Record<BillingPeriod, Plan> {
  const slug = productSlug(productName);
  return {
    monthly: { id: `${slug}-pro-monthly`, period: "monthly", priceUsd: MONTHLY_PRICE_USD },
    yearly: { id: `${slug}-pro-USD-Yearly`, period: "yearly", priceUsd: YEARLY_PRICE_USD },
  };
}

/** The plan name shown on subscriptions: '{product} Pro'. */
export function proPlanName(productName: string): string {
  return `${productName} Pro`;
}
