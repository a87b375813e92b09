import type { WebhookDelivery } from "@sondar/core/webhooks/webhook-replies";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { describeApiError } from "../../lib/describe-api-error";
import { showToast } from "../../lib/toast-store";
import { deliveriesKey, listDeliveries, resendDelivery } from "./webhooks-api";
import { useFormatters } from "../../lib/use-formatters";

const COLUMNS = ["event", "status", "answer", "duration", "attempts", "time"] as const;
/** These give way on a phone, so the event, its outcome and "Send again" fit its width. */
const ON_WIDER_SCREENS: ReadonlySet<(typeof COLUMNS)[number]> = new Set(["duration", "attempts", "time"]);
const hiddenOnPhones = (column: (typeof COLUMNS)[number]) => (ON_WIDER_SCREENS.has(column) ? "hidden sm:table-cell " : "");
const STATUS_TONES = { delivered: "green", pending: "amber", failed: "slate" } as const;

/** An endpoint's delivery log: each delivery's event, outcome and the receiver's answer, with "Send again". */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: deliveriesKey(endpointId), queryFn: () => listDeliveries(endpointId) });
  const resend = useMutation({
    mutationFn: (delivery: WebhookDelivery) => resendDelivery(endpointId, delivery.id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: deliveriesKey(endpointId) });
      showToast({ type: "success", title: t("settings.webhooks.resent") });
    },
    onError: (error) =>
      showToast({
        type: "error",
        title: t("settings.webhooks.failed"),
        message: describeApiError(error, t, t("settings.tryAgain")),
      }),
  });
  const { dateTime } = useFormatters();

  if (query.isPending) return <Spinner label={t("settings.webhooks.loadingDeliveries")} />;
  if (query.isError)
    return (
      <Notice tone="error" title={t("settings.webhooks.loadFailed")}>
        {t("settings.refreshPage")}
      </Notice>
    );

  return (
    <div className="mt-4">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{t("settings.webhooks.deliveries")}</h4>
        <Button size="sm" variant="ghost" onClick={() => void query.refetch()}>
          {t("settings.webhooks.refresh")}
        </Button>
      </div>
      {query.data.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t("settings.webhooks.noDeliveries")}</p>
      ) : (
        // relative: the screen-reader-only labels inside are absolutely placed and would widen the page otherwise.
        <div className="relative mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("settings.webhooks.deliveries")}</caption>
            <thead className="text-xs text-slate-500">
              <tr className="align-bottom">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={`${hiddenOnPhones(column)}py-2 pr-3 font-medium`}>
                    {t(`settings.webhooks.columns.${column}`)}
                  </th>
                ))}
                <th scope="col" className="py-2 font-medium">
                  <span className="sr-only">{t("settings.webhooks.columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {query.data.map((delivery) => (
                <tr key={delivery.id} className="align-top">
                  <td className="py-2 pr-3">
                    {/* May break after its dot on a narrow screen. */}
                    <code className="font-mono text-xs">
                      {delivery.eventType.split(".").map((part, i, parts) => (
                        <Fragment key={i}>
                          {i < parts.length - 1 ? `${part}.` : part}
                          <wbr />
                        </Fragment>
                      ))}
                    </code>
                  </td>
                  <td className="py-2 pr-3">
                    <Badge tone={STATUS_TONES[delivery.status]}>{t(`settings.webhooks.status.${delivery.status}`)}</Badge>
                  </td>
                  <td className="max-w-[16rem] py-2 pr-3">
                    <span className="font-medium">{delivery.responseStatus ?? "—"}</span>
                    {delivery.responseExcerpt && (
                      <span className="block truncate text-xs text-slate-500" title={delivery.responseExcerpt}>
                        {delivery.responseExcerpt}
                      </span>
                    )}
                  </td>
                  <td className={`${hiddenOnPhones("duration")}py-2 pr-3`}>
                    {delivery.durationMs === null ? "—" : t("settings.webhooks.milliseconds", { count: delivery.durationMs })}
                  </td>
                  <td className={`${hiddenOnPhones("attempts")}py-2 pr-3`}>{delivery.attempts}</td>
                  <td className={`${hiddenOnPhones("time")}py-2 pr-3 whitespace-nowrap`}>
                    {dateTime(new Date(delivery.updatedAt))}
                  </td>
                  <td className="py-2">
                    <Button size="sm" variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate(delivery)}>
                      {t("settings.webhooks.sendAgain")}
                      <span className="sr-only"> ({delivery.eventType})</span>
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
