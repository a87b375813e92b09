import type { BillingSubscription } from "@sondar/core/plans/billing-replies";
import type { BillingView } from "@sondar/core/plans/billing-view";
import { getPlanPrices } from "@sondar/core/plans/plan-prices";
import { CheckCircle2, CreditCard, Loader2, RefreshCw, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { cn } from "../../components/ui/cn";
import { Notice } from "../../components/ui/notice";
import { Tooltip } from "../../components/ui/tooltip";
import { formatMoney } from "../../lib/format-money";
import { PlanChoices } from "./plan-choices";
import type { BillingActions } from "./use-billing-actions";

/** Current Subscription: plan, status, price and the actions of its state, as the view says. */
export function SubscriptionCard({
  subscription,
  view,
  actions,
  refreshing,
  onRefresh,
  className,
}: {
  subscription: BillingSubscription | null;
  view: BillingView;
  actions: BillingActions;
  refreshing: boolean;
  onRefresh: () => void;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const usd = (amount: number) => formatMoney(amount, language);
  const prices = getPlanPrices();
  const busy = actions.pending !== null;
  const date = (value: Date) => new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(value);

  return (
    <Card className={cn("p-6", className)}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold">{t("billing.currentSubscription")}</h2>
        <div className="flex items-center gap-2">
          {view.showActiveBadge && (
            <Badge tone="green">
              <CheckCircle2 aria-hidden className="h-3.5 w-3.5" />
              {t("billing.activeBadge")}
            </Badge>
          )}
          <Tooltip label={t("billing.refresh")}>
            <button
              type="button"
              onClick={onRefresh}
              disabled={refreshing}
              aria-label={t("billing.refresh")}
              className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-60 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <RefreshCw aria-hidden className={cn("h-4 w-4", refreshing && "animate-spin")} />
            </button>
          </Tooltip>
        </div>
      </div>

      {subscription && view.state !== "none" && (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-xl font-bold">{subscription.planName}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="billing-status">
              {t(`billing.status.${view.state}`)}
            </p>
          </div>
          {view.price && (
            <div className="flex flex-wrap items-center gap-2 sm:justify-end">
              <p className="text-2xl font-bold tracking-tight" data-testid="billing-price">
                {view.price.kind === "free"
                  ? t("billing.free")
                  : t(`billing.pricePer.${view.price.period}`, { price: usd(view.price.amountUsd) })}
              </p>
              {view.showYearlySavingBadge && (
                <Badge tone="green">{t("billing.yearlySavingBadge", { amount: usd(prices.yearlySavingUsd) })}</Badge>
              )}
            </div>
          )}
        </div>
      )}

      {view.scheduledSwitch && (
        <Notice tone="info" className="mt-4">
          {t(`billing.switchesOn.${view.scheduledSwitch.period}`, { date: date(view.scheduledSwitch.at) })}
        </Notice>
      )}

      {view.paymentFailed && (
        <Notice tone="error" title={t("billing.paymentFailedTitle")} className="mt-4">
          {t("billing.paymentFailed")}
        </Notice>
      )}

      <div className="mt-6">
        {view.actions === "manage" && (
          <Button onClick={actions.openPortal} disabled={busy}>
            {actions.pending === "portal" ? (
              <Loader2 aria-hidden className="h-4 w-4 animate-spin" />
            ) : (
              <CreditCard aria-hidden className="h-4 w-4" />
            )}
            {t("billing.manage")}
          </Button>
        )}

        {view.actions === "reactivate" && (
          <div className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100">
            <div className="flex gap-3">
              <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
              <div>
                <h3 className="font-semibold">{t("billing.cancelledTitle")}</h3>
                <p className="mt-1 text-sm">
                  {view.activeUntil ? t("billing.cancelledUntil", { date: date(view.activeUntil) }) : null}
                </p>
                <Button className="mt-3" onClick={actions.openPortal} disabled={busy}>
                  {actions.pending === "portal" && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
                  {t("billing.reactivate")}
                </Button>
              </div>
            </div>
          </div>
        )}

        {view.actions === "upgrade-from-trial" && (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={() => actions.checkout("yearly")} disabled={busy}>
              {actions.pending === "yearly" && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
              {t("billing.trialYearly", { perMonth: usd(prices.yearlyPerMonthUsd) })}
            </Button>
            <Button variant="secondary" onClick={() => actions.checkout("monthly")} disabled={busy}>
              {actions.pending === "monthly" && <Loader2 aria-hidden className="h-4 w-4 animate-spin" />}
              {t("billing.trialMonthly", { price: usd(prices.monthlyUsd) })}
            </Button>
          </div>
        )}

        {view.actions === "choose-plan" && <PlanChoices actions={actions} />}
      </div>

      {view.allFeatures && (
        <p className="mt-6 flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          <CheckCircle2 aria-hidden className="h-4 w-4 shrink-0" />
          {view.allFeatures === "trial" ? t("billing.allFeaturesTrial") : t("billing.allFeatures")}
        </p>
      )}
    </Card>
  );
}
