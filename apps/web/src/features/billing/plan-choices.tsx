import { getPlanPrices } from "@sondar/core/plans/plan-prices";
import type { BillingPeriod } from "@sondar/core/plans/plans";
import { Loader2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { useAppConfig } from "../../lib/app-config";
import { formatMoney } from "../../lib/format-money";
import type { BillingActions } from "./use-billing-actions";

const PERIODS: BillingPeriod[] = ["yearly", "monthly"];

/** 'No Active Subscription' and the two Pro plans, for a user with no plan running. */
export function PlanChoices({ actions }: { actions: BillingActions }) {
  const { t, i18n } = useTranslation();
  const { productName } = useAppConfig();
  const prices = getPlanPrices();
  const usd = (amount: number) => formatMoney(amount, i18n.resolvedLanguage);
  return (
    <div>
      <h3 className="font-semibold">{t("billing.noSubscription")}</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("billing.choosePlan", { product: productName })}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {PERIODS.map((period) => (
          <li
            key={period}
            className="flex flex-col rounded-xl border border-slate-200 p-4 dark:border-slate-700"
            aria-labelledby={`plan-${period}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p id={`plan-${period}`} className="font-semibold">
                {t(`billing.planNames.${period}`)}
              </p>
              {period === "yearly" && (
                <Badge tone="green">{t("billing.saveBadge", { amount: usd(prices.yearlySavingUsd) })}</Badge>
              )}
            </div>
            <p className="mt-2">
              <span className="text-2xl font-bold tracking-tight">
                {usd(period === "yearly" ? prices.yearlyPerMonthUsd : prices.monthlyUsd)}
              </span>
              <span className="text-sm text-slate-600 dark:text-slate-400">{t("billing.perMonthSuffix")}</span>
            </p>
            <p className="mt-1 flex-1 text-xs text-slate-600 dark:text-slate-400">
              {period === "yearly" ? t("billing.billedYearly", { price: usd(prices.yearlyUsd) }) : t("billing.billedMonthly")}
            </p>
            <Button
              className="mt-4 w-full"
              variant={period === "yearly" ? "primary" : "secondary"}
              onClick={() => actions.checkout(period)}
              disabled={actions.pending !== null}
            >
              {actions.pending === period && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
              {t(`billing.planNames.${period}`)}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
