import { getBillingState, getBillingView } from "@sondar/core/plans/billing-view";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertCircle, FlaskConical } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { PageHeader } from "../../components/ui/page-header";
import { Spinner } from "../../components/ui/spinner";
import { ApiError } from "../../lib/api-client";
import { billingKey, getBillingData } from "../../lib/billing-api";
import { describeApiError } from "../../lib/describe-api-error";
import { SESSION_QUERY_KEY, useSession } from "../../lib/session";
import { InvoiceList } from "./invoice-list";
import { SubscriptionCard } from "./subscription-card";
import { TrialBanner } from "./trial-banner";
import { UsagePanel } from "./usage-panel";
import { useBillingActions } from "./use-billing-actions";
import { useCheckoutReturn } from "./use-checkout-return";

/** A refusal (integrity, no session) is final; a network or provider hiccup is tried once more. */
const retryOnce = (count: number, error: unknown) =>
  count < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
const POLL_MS = 2000;

/**
 * The billing screen (docs/product/billing.md#what-each-state-shows): it draws what core's
 * getBillingView decides from the subscription and invoices the server sends.
 */
export default function BillingPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data: me } = useSession();
  const { awaitingPayment } = useCheckoutReturn();
  const actions = useBillingActions();
  const query = useQuery({
    queryKey: billingKey,
    queryFn: ({ signal }) => getBillingData(signal),
    retry: retryOnce,
    // Back from checkout the provider's event may still be on its way: look again until the plan is paid.
    refetchInterval: (q) => {
      const state = q.state.data ? getBillingState(q.state.data.subscription, new Date()) : null;
      return awaitingPayment && state !== "active" && state !== "cancelled" ? POLL_MS : false;
    },
  });

  // What the billing data says about the plan, the session's rights must say too (the builder reads them).
  const dataUpdatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (dataUpdatedAt) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [dataUpdatedAt, client]);

  const header = (
    <PageHeader
      title={t("billing.title")}
      description={t("billing.subtitle")}
      actions={
        query.data?.testMode ? (
          <Badge tone="amber" className="px-3 py-1 text-sm">
            <FlaskConical aria-hidden className="h-4 w-4" />
            {t("billing.testMode")}
          </Badge>
        ) : undefined
      }
    />
  );

  if (query.isPending) {
    return (
      <>
        {header}
        <Card className="flex flex-col items-center px-6 py-16 text-center">
          <Spinner className="h-8 w-8" />
          <h2 className="mt-4 text-lg font-semibold">{t("billing.loadingTitle")}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("billing.loadingBody")}</p>
          {me?.user.email && <p className="mt-2 text-sm font-medium">{me.user.email}</p>}
        </Card>
      </>
    );
  }

  if (query.isError) {
    return (
      <>
        {header}
        <Card role="alert" className="flex flex-col items-center px-6 py-16 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-300">
            <AlertCircle aria-hidden className="h-6 w-6" />
          </span>
          <h2 className="mt-4 text-lg font-semibold">{t("billing.errorTitle")}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {describeApiError(query.error, t, t("errors.BILLING_LOAD_FAILED"))}
          </p>
          {/* Retry starts over: earlier results are dropped, then loaded again for the signed-in user. */}
          <Button className="mt-6" onClick={() => void client.resetQueries({ queryKey: billingKey })}>
            {t("billing.retry")}
          </Button>
        </Card>
      </>
    );
  }

  const data = query.data;
  const view = getBillingView(data.subscription, data.invoices, new Date());
  return (
    <>
      {header}
      <div className="space-y-6">
        {view.showTrialBanner && <TrialBanner daysLeft={view.trialDaysLeft} actions={actions} />}
        <div className="grid gap-6 lg:grid-cols-3">
          <SubscriptionCard
            className="lg:col-span-2"
            subscription={data.subscription}
            view={view}
            actions={actions}
            refreshing={query.isFetching}
            onRefresh={() => void query.refetch()}
          />
          <UsagePanel usage={data.usage} unlimitedSurveys={view.unlimitedSurveys} loading={query.isFetching} />
        </div>
        <InvoiceList invoices={data.invoices} />
        {data.provider === "local" && (
          <Notice tone="info" title={t("billing.local.noticeTitle")}>
            <p>{t("billing.local.noticeBody")}</p>
            <Link
              to="/billing/local/portal"
              className="mt-2 inline-block font-semibold underline underline-offset-2 hover:no-underline"
            >
              {t("billing.local.openPortal")}
            </Link>
          </Notice>
        )}
      </div>
    </>
  );
}
