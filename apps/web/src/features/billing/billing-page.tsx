import { getPlanPrices } from "@sondar/core/plans/plan-prices";
import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card";
import { PageHeader } from "../../components/ui/page-header";
import { useSession } from "../../lib/session";

/** Current plan as the server knows it; checkout and the portal arrive with the billing adapter. */
export default function BillingPage() {
  const { t, i18n } = useTranslation();
  const { data: me } = useSession();
  const sub = me?.subscription;
  const status = !sub
    ? "none"
    : sub.status === "in_trial"
      ? "trial"
      : ["trial", "active", "cancelled"].includes(sub.status)
        ? sub.status
        : "inactive";
  const ends = sub?.trialEnd ? new Date(sub.trialEnd).toLocaleDateString(i18n.resolvedLanguage, { dateStyle: "long" }) : null;
  return (
    <>
      <PageHeader title={t("billing.title")} description={t("billing.subtitle")} />
      <Card className="max-w-2xl p-6">
        <h2 className="text-lg font-semibold">{t("billing.currentSubscription")}</h2>
        {sub ? (
          <>
            <p className="mt-3 text-xl font-bold">{sub.planName}</p>
            <p className="text-slate-600 dark:text-slate-400">{t(`billing.status.${status}`)}</p>
            {status === "trial" && me?.entitlements.isTrialActive && (
              <p className="mt-2 text-sm">
                {t("dashboard.trialDaysLeft", { count: me.entitlements.trialDaysLeft })}
                {ends ? ` · ${t("billing.trialEnds", { date: ends })}` : ""}
              </p>
            )}
            {me?.entitlements.canCreateSurveys && (
              <p className="mt-4 inline-flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
                <CheckCircle2 aria-hidden className="h-4 w-4" />
                {status === "trial" ? t("billing.allFeaturesTrial") : t("billing.allFeatures")}
              </p>
            )}
          </>
        ) : (
          <p className="mt-3 text-slate-600 dark:text-slate-400">{t("billing.noSubscription")}</p>
        )}
      </Card>
      {(status === "trial" || status === "none" || status === "inactive") && <ProPlans language={i18n.resolvedLanguage} />}
    </>
  );
}

/** The two Pro plans with their prices, for anyone not paying yet; the figures come from core. */
function ProPlans({ language }: { language: string | undefined }) {
  const { t } = useTranslation();
  const prices = getPlanPrices();
  const usd = (amount: number) =>
    new Intl.NumberFormat(language, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  return (
    <Card className="mt-4 max-w-2xl p-6">
      <h2 className="text-lg font-semibold">{t("billing.plansTitle")}</h2>
      <ul className="mt-3 space-y-2">
        <li>{t("billing.monthlyPlan", { price: usd(prices.monthlyUsd) })}</li>
        <li>
          {t("billing.yearlyPlan", { perMonth: usd(prices.yearlyPerMonthUsd), price: usd(prices.yearlyUsd) })}
          {prices.yearlySavingUsd > 0 && (
            <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-sm font-medium text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
              {t("billing.yearlySaving", { amount: usd(prices.yearlySavingUsd) })}
            </span>
          )}
        </li>
      </ul>
    </Card>
  );
}
