import { MONTHLY_PRICE_USD, YEARLY_PRICE_USD } from "./plans";

/** The Pro plans' prices as the billing page advertises them, in dollars. */
export interface PlanPrices {
  monthlyUsd: number;
  yearlyUsd: number;
  /** The yearly price spread over twelve months, to the nearest cent. */
  yearlyPerMonthUsd: number;
  /** Twelve monthly payments less one yearly payment. */
  yearlySavingUsd: number;
  /** The saving as a share of the yearly price (38 / 190), rounded: the '20%' the pricing toggle shows. */
  yearlySavingPercent: number;
}

/** Derives the advertised figures from the two plan prices (ours unless given). */
export function getPlanPrices(monthlyUsd = MONTHLY_PRICE_USD, yearlyUsd = YEARLY_PRICE_USD): PlanPrices {
  return {
    monthlyUsd,
    yearlyUsd,
    // In cents first: 190 / 12 * 100 is not exactly 1583.33 in floating point.
    yearlyPerMonthUsd: Math.round((yearlyUsd * 100) / 12) / 100,
    yearlySavingUsd: Math.round((monthlyUsd * 12 - yearlyUsd) * 100) / 100,
    yearlySavingPercent: Math.round(((monthlyUsd * 12 - yearlyUsd) / yearlyUsd) * 100),
  };
}
