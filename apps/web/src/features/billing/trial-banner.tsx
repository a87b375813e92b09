import { getPlanPrices } from "@sondar/core/plans/plan-prices";
import { Loader2, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { formatMoney } from "../../lib/format-money";
import type { BillingActions } from "./use-billing-actions";

/** 'Free Trial Active': days left, what the yearly plan saves, and the two upgrades. */
export function TrialBanner({ daysLeft, actions }: { daysLeft: number; actions: BillingActions }) {
  const { t, i18n } = useTranslation();
  const prices = getPlanPrices();
  const usd = (amount: number) => formatMoney(amount, i18n.resolvedLanguage);
  return (
    <section
      aria-labelledby="trial-banner-title"
      className="rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white p-6 shadow-sm dark:border-brand-900 dark:from-brand-950 dark:to-slate-900"
    >
      <div className="flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
            <Sparkles aria-hidden className="h-5 w-5" />
          </span>
          <div>
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="trial-banner-title" className="text-lg font-semibold">
                {t("billing.trialBanner.title")}
              </h2>
              <span className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-xs font-semibold text-white dark:bg-emerald-500 dark:text-emerald-950">
                {t("billing.saveBadge", { amount: usd(prices.yearlySavingUsd) })}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
              {t("billing.trialBanner.daysLeft", { count: daysLeft })} {t("billing.trialBanner.body")}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row md:shrink-0">
          <Button onClick={() => actions.checkout("yearly")} disabled={actions.pending !== null}>
            {actions.pending === "yearly" && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
            {t("billing.trialBanner.upgradeYearly", { perMonth: usd(prices.yearlyPerMonthUsd) })}
          </Button>
          <Button variant="secondary" onClick={() => actions.checkout("monthly")} disabled={actions.pending !== null}>
            {actions.pending === "monthly" && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
            {t("billing.trialBanner.upgradeMonthly", { price: usd(prices.monthlyUsd) })}
          </Button>
        </div>
      </div>
    </section>
  );
}
