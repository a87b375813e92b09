import type { LocalPortalAction, LocalPortalState, LocalSubscription } from "@sondar/core/plans/local-billing-replies";
import { fromCents } from "@sondar/core/plans/pricing";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Clock, Loader2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { useAppConfig } from "../../lib/app-config";
import { billingKey } from "../../lib/billing-api";
import { describeApiError } from "../../lib/describe-api-error";
import { formatMoney } from "../../lib/format-money";
import { SESSION_QUERY_KEY } from "../../lib/session";
import { showToast } from "../../lib/toast-store";
import { InvoiceList } from "./invoice-list";
import { actOnLocalPortal, getLocalPortal, localPortalKey } from "./local-billing-api";
import { LocalBillingFrame } from "./local-billing-frame";

const STATUS_TONES: Record<LocalSubscription["status"], "green" | "amber" | "slate"> = {
  active: "green",
  past_due: "amber",
  unpaid: "amber",
  ended: "slate",
};
const MAX_CLOCK_DAYS = 400;

/**
 * The local provider's customer portal (`/billing/local/portal`): switch plan, cancel at period
 * end, reactivate, decline the next renewal, retry a declined payment, and move this user's
 * billing clock forward (docs/product/billing.md#local-test-mode).
 */
export default function LocalPortalPage() {
  const { t, i18n } = useTranslation();
  const { productName } = useAppConfig();
  const client = useQueryClient();
  const query = useQuery({ queryKey: localPortalKey, queryFn: ({ signal }) => getLocalPortal(signal), retry: false });
  const [confirmCancel, setConfirmCancel] = useState(false);
  const switchHintId = useId();
  const [days, setDays] = useState("30");
  const language = i18n.resolvedLanguage;
  const date = (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(iso));

  const act = useMutation({
    mutationFn: actOnLocalPortal,
    onSuccess: async (state, action) => {
      const before = client.getQueryData<LocalPortalState>(localPortalKey);
      client.setQueryData(localPortalKey, state);
      showToast({ type: "success", title: describeDone(action, before?.subscription?.plan, state) });
      // The billing screen and the session's rights follow the provider's events.
      await Promise.all([
        client.invalidateQueries({ queryKey: billingKey, exact: true }),
        client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      ]);
    },
    onError: (error) =>
      showToast({
        type: "error",
        title: t("billing.local.actionFailed"),
        message: describeApiError(error, t, t("errors.INTERNAL")),
      }),
    onSettled: () => setConfirmCancel(false),
  });

  function describeDone(action: LocalPortalAction, planBefore: string | undefined, state: LocalPortalState): string {
    switch (action.action) {
      case "switch-plan": {
        const period = t(`billing.periods.${action.plan}`);
        const after = state.subscription;
        if (after?.scheduledPlan) return t("billing.local.done.switchScheduled", { period, date: date(after.currentPeriodEnd) });
        return planBefore === action.plan
          ? t("billing.local.done.keptPlan", { period })
          : t("billing.local.done.switchPlan", { period });
      }
      case "advance-clock":
        return t("billing.local.done.advanceClock", { count: action.days });
      case "fail-next-renewal":
        return action.fail ? t("billing.local.done.failNext") : t("billing.local.done.payNext");
      case "cancel":
        return t("billing.local.done.cancel");
      case "reactivate":
        return t("billing.local.done.reactivate");
      case "retry-payment":
        return t("billing.local.done.retryPayment");
    }
  }

  const daysNumber = Number(days);
  const daysValid = Number.isInteger(daysNumber) && daysNumber >= 1 && daysNumber <= MAX_CLOCK_DAYS;
  function onAdvance(event: FormEvent) {
    event.preventDefault();
    if (daysValid) act.mutate({ action: "advance-clock", days: daysNumber });
  }

  const back = (
    <Button asChild variant="secondary" className="mb-6">
      <Link to="/billing">
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {t("billing.local.backToBilling", { product: productName })}
      </Link>
    </Button>
  );

  if (query.isPending) {
    return (
      <LocalBillingFrame title={t("billing.local.portalTitle")}>
        <Spinner label={t("common.loading")} />
      </LocalBillingFrame>
    );
  }
  if (query.isError) {
    return (
      <LocalBillingFrame title={t("billing.local.portalTitle")}>
        {back}
        <Notice tone="error" title={t("billing.local.portalFailed")}>
          {describeApiError(query.error, t, t("errors.INTERNAL"))}
        </Notice>
      </LocalBillingFrame>
    );
  }

  const { subscription: sub, trialEnd, invoices } = query.data;
  const busy = act.isPending;
  const running = sub?.status === "active" || sub?.status === "past_due";
  const pendingAction = busy ? (act.variables?.action ?? null) : null;
  const spinnerFor = (action: LocalPortalAction["action"]) =>
    pendingAction === action ? <Loader2 aria-hidden className="h-4 w-4 animate-spin" /> : null;
  const otherPlan = sub?.plan === "yearly" ? "monthly" : "yearly";

  return (
    <LocalBillingFrame title={t("billing.local.portalTitle")}>
      {back}
      <div className="space-y-6">
        <Card className="p-6">
          <h2 className="text-lg font-semibold">{t("billing.local.subscription")}</h2>
          {!sub ? (
            <div className="mt-3 text-sm text-slate-600 dark:text-slate-400">
              <p>{t("billing.local.noSubscription")}</p>
              <Link to="/billing" className="mt-2 inline-block font-semibold text-brand-600 hover:underline dark:text-brand-400">
                {t("billing.local.choosePlan")}
              </Link>
            </div>
          ) : (
            <>
              <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div>
                  <p className="text-xl font-bold">
                    {t("landing.pricing.planName", { product: productName })} · {t(`billing.periods.${sub.plan}`)}
                  </p>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                    {sub.status === "ended"
                      ? t("billing.local.ended")
                      : sub.cancelAtPeriodEnd
                        ? t("billing.local.cancelsOn", { date: date(sub.currentPeriodEnd) })
                        : t("billing.local.renewsOn", { date: date(sub.currentPeriodEnd) })}
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    {t("billing.local.period", { start: date(sub.currentPeriodStart), end: date(sub.currentPeriodEnd) })}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
                  <p className="text-2xl font-bold tracking-tight">
                    {t(`billing.pricePer.${sub.plan}`, { price: formatMoney(fromCents(sub.priceCents), language) })}
                  </p>
                  <Badge tone={STATUS_TONES[sub.status]}>{t(`billing.local.status.${sub.status}`)}</Badge>
                </div>
              </div>

              {sub.scheduledPlan && (
                <Notice tone="info" className="mt-4">
                  {t(`billing.switchesOn.${sub.scheduledPlan}`, { date: date(sub.currentPeriodEnd) })}
                </Notice>
              )}

              {sub.status === "past_due" && (
                <Notice tone="warning" className="mt-4">
                  {t("billing.local.pastDue")}
                </Notice>
              )}

              {sub.status === "active" && !sub.cancelAtPeriodEnd && !sub.scheduledPlan && (
                <p id={switchHintId} className="mt-4 text-sm text-slate-600 dark:text-slate-400">
                  {t(`billing.local.switchHint.${otherPlan}`)}
                </p>
              )}

              <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                {sub.status === "active" && !sub.cancelAtPeriodEnd && (
                  // With a switch scheduled, the button takes it back; else it switches (a shorter period waits, decision 136).
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-describedby={sub.scheduledPlan ? undefined : switchHintId}
                    onClick={() => act.mutate({ action: "switch-plan", plan: sub.scheduledPlan ? sub.plan : otherPlan })}
                  >
                    {spinnerFor("switch-plan")}
                    {sub.scheduledPlan
                      ? t("billing.local.keepPlan", { period: t(`billing.periods.${sub.plan}`) })
                      : t("billing.local.switchTo", { period: t(`billing.periods.${otherPlan}`) })}
                  </Button>
                )}
                {running && !sub.cancelAtPeriodEnd && (
                  <Button variant="danger" disabled={busy} onClick={() => setConfirmCancel(true)}>
                    {t("billing.local.cancel")}
                  </Button>
                )}
                {running && sub.cancelAtPeriodEnd && (
                  <Button disabled={busy} onClick={() => act.mutate({ action: "reactivate" })}>
                    {spinnerFor("reactivate")}
                    {t("billing.local.reactivate")}
                  </Button>
                )}
                {(sub.status === "past_due" || sub.status === "unpaid") && (
                  <Button disabled={busy} onClick={() => act.mutate({ action: "retry-payment" })}>
                    {spinnerFor("retry-payment")}
                    {t("billing.local.retryPayment")}
                  </Button>
                )}
                {sub.status === "ended" && (
                  <Button asChild>
                    <Link to="/billing">{t("billing.local.subscribeAgain")}</Link>
                  </Button>
                )}
              </div>

              {running && (
                <label className="mt-5 flex items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                  <input
                    type="checkbox"
                    className="mt-0.5 h-4 w-4 accent-brand-600"
                    checked={sub.failNextRenewal}
                    disabled={busy}
                    onChange={(e) => act.mutate({ action: "fail-next-renewal", fail: e.target.checked })}
                  />
                  <span>
                    <span className="font-medium">{t("billing.local.failNext")}</span>
                    <span className="block text-slate-600 dark:text-slate-400">{t("billing.local.failNextHint")}</span>
                  </span>
                </label>
              )}
            </>
          )}
        </Card>

        <Card className="p-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Clock aria-hidden className="h-5 w-5 text-brand-600 dark:text-brand-400" />
            {t("billing.local.clockTitle")}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("billing.local.clockHint")}</p>
          {/* The trial matters only until a plan is bought. */}
          {trialEnd && !sub && (
            <p className="mt-2 text-sm">
              {new Date(trialEnd).getTime() > Date.now()
                ? t("billing.local.trialEnds", { date: date(trialEnd) })
                : t("billing.local.trialEnded", { date: date(trialEnd) })}
            </p>
          )}
          <form onSubmit={onAdvance} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
            <div className="sm:w-40">
              <Label htmlFor="clock-days">{t("billing.local.days")}</Label>
              <Input
                id="clock-days"
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_CLOCK_DAYS}
                value={days}
                aria-invalid={!daysValid}
                aria-describedby="clock-days-hint"
                onChange={(e) => setDays(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={busy || !daysValid}>
              {spinnerFor("advance-clock")}
              {t("billing.local.advance")}
            </Button>
          </form>
          <p id="clock-days-hint" className="mt-2 text-xs text-slate-500 dark:text-slate-400">
            {t("billing.local.daysHint", { max: MAX_CLOCK_DAYS })}
          </p>
        </Card>

        <InvoiceList invoices={invoices} />
      </div>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t("billing.local.cancelTitle")}
        confirmLabel={t("billing.local.cancelConfirm")}
        busyLabel={t("billing.local.cancelling")}
        cancelLabel={t("billing.local.keep")}
        closeLabel={t("common.close")}
        busy={busy}
        onConfirm={() => act.mutate({ action: "cancel" })}
      >
        {sub ? t("billing.local.cancelBody", { date: date(sub.currentPeriodEnd) }) : null}
      </ConfirmDialog>
    </LocalBillingFrame>
  );
}
