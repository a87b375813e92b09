import { getPlanPrices } from "@sondar/core/plans/plan-prices";
import type { BillingPeriod } from "@sondar/core/plans/plans";
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../components/ui/cn";
import { useAppConfig } from "../../lib/app-config";
import { formatMoney } from "../../lib/format-money";

const PERIODS: BillingPeriod[] = ["monthly", "yearly"];
const INCLUDED = ["surveys", "questions", "ai", "branding"] as const;

/** The monthly/yearly toggle and the Pro plan at the chosen period; its figures come from core. */
export function PricingSection({
  period,
  onPeriodChange,
  onGetStarted,
  busy,
}: {
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  onGetStarted: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { productName } = useAppConfig();
  const prices = getPlanPrices();
  const usd = (amount: number) => formatMoney(amount, i18n.resolvedLanguage);
  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-3xl px-4 pb-20 text-center sm:px-6">
      <h2 id="pricing-title" className="text-3xl font-bold tracking-tight">
        {t("landing.pricing.title")}
      </h2>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{t("landing.pricing.subtitle")}</p>
      <div
        role="group"
        aria-label={t("landing.pricing.periodLabel")}
        className="mt-8 inline-flex rounded-full border border-slate-300 p-1 dark:border-slate-700"
      >
        {PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={period === p}
            onClick={() => onPeriodChange(p)}
            className={cn(
              "rounded-full px-4 py-1.5 text-sm font-medium",
              period === p
                ? "bg-brand-600 text-white"
                : "text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
            )}
          >
            {t(`landing.pricing.${p}`)}
            {p === "yearly" && " "}
            {p === "yearly" && (
              <span
                className={cn(
                  "ml-2 rounded-full px-2 py-0.5 text-xs font-semibold",
                  period === p
                    ? "bg-white text-brand-800"
                    : "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
                )}
              >
                {t("landing.pricing.savePercent", { percent: prices.yearlySavingPercent })}
              </span>
            )}
          </button>
        ))}
      </div>
      <Card className="mx-auto mt-8 max-w-md p-8 text-left">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-lg font-semibold">{t("landing.pricing.planName", { product: productName })}</h3>
          {period === "yearly" && <Badge tone="green">{t("billing.saveBadge", { amount: usd(prices.yearlySavingUsd) })}</Badge>}
        </div>
        <p className="mt-4">
          <span className="text-4xl font-extrabold tracking-tight">
            {usd(period === "yearly" ? prices.yearlyPerMonthUsd : prices.monthlyUsd)}
          </span>
          <span className="text-slate-600 dark:text-slate-400">{t("landing.pricing.perMonth")}</span>
        </p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {period === "yearly"
            ? t("landing.pricing.billedYearly", { price: usd(prices.yearlyUsd) })
            : t("landing.pricing.billedMonthly")}
        </p>
        <ul className="mt-6 space-y-2 text-sm">
          {INCLUDED.map((key) => (
            <li key={key} className="flex gap-2">
              <Check aria-hidden className="h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
              {t(`landing.pricing.included.${key}`)}
            </li>
          ))}
        </ul>
        <Button size="lg" className="mt-8 w-full" onClick={onGetStarted} disabled={busy}>
          {t("site.getStarted")}
        </Button>
      </Card>
    </section>
  );
}
