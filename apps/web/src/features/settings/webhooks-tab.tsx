import { can } from "@sondar/core/teams/team-permissions";
import type { WebhookEndpoint } from "@sondar/core/webhooks/webhook-replies";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Notice } from "../../components/ui/notice";
import { Select } from "../../components/ui/select";
import { Spinner } from "../../components/ui/spinner";
import { describeApiError } from "../../lib/describe-api-error";
import { useOrganizations } from "../../lib/organizations-api";
import { listSurveys } from "../../lib/surveys-api";
import { showToast } from "../../lib/toast-store";
import { WebhookDeliveries } from "./webhook-deliveries";
import { WebhookForm } from "./webhook-form";
import { webhookSurveyOptions } from "./webhook-survey-options";
import {
  createWebhook,
  deleteWebhook,
  deliveriesKey,
  listWebhooks,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
  webhooksKey,
  type WebhookInput,
} from "./webhooks-api";

/** Settings → Webhooks (docs/product/webhooks.md): a workspace's endpoints, their secrets and delivery logs. */
export function WebhooksTab() {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const organizations = useOrganizations();
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const manageable = (organizations.data ?? []).filter((organization) => can(organization.role, "webhooks.manage"));
  const webhooks = useQuery({ queryKey: webhooksKey(organizationId), queryFn: () => listWebhooks(organizationId) });
  const surveys = useQuery({
    queryKey: ["webhook-surveys", organizationId],
    queryFn: () =>
      listSurveys({ organizationId }).then((reply) => reply.surveys.map(({ id: surveyId, title }) => ({ id: surveyId, title }))),
  });
  const refresh = () => client.invalidateQueries({ queryKey: webhooksKey(organizationId) });
  const failed = (error: unknown) =>
    showToast({
      type: "error",
      title: t("settings.webhooks.failed"),
      message: describeApiError(error, t, t("settings.tryAgain")),
    });
  const create = useMutation({
    mutationFn: (input: WebhookInput) => createWebhook(organizationId, input),
    onSuccess: () => {
      void refresh();
      setFormKey((key) => key + 1);
      showToast({ type: "success", title: t("settings.webhooks.added") });
    },
    onError: failed,
  });
  const [formKey, setFormKey] = useState(0);

  return (
    <div className="space-y-6">
      <Card className="p-6">
        <h2 className="text-lg font-semibold">{t("settings.webhooks.title")}</h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("settings.webhooks.intro")}</p>
        {manageable.length > 0 && (
          <div className="mt-4 max-w-sm">
            <Label htmlFor={`${id}-workspace`}>{t("settings.webhooks.workspace")}</Label>
            <Select
              id={`${id}-workspace`}
              className="mt-1"
              value={organizationId ?? ""}
              onChange={(event) => setOrganizationId(event.target.value || null)}
            >
              <option value="">{t("settings.webhooks.personal")}</option>
              {manageable.map((organization) => (
                <option key={organization.id} value={organization.id}>
                  {organization.name}
                </option>
              ))}
            </Select>
          </div>
        )}
        <h3 className="mt-6 text-base font-semibold">{t("settings.webhooks.add")}</h3>
        <div className="mt-3">
          <WebhookForm
            key={`${organizationId ?? "personal"}-${formKey}`}
            initial={{ url: "", events: ["response.completed"], surveyId: null }}
            surveys={surveys.data ?? []}
            submitLabel={create.isPending ? t("settings.webhooks.adding") : t("settings.webhooks.addButton")}
            busy={create.isPending}
            onSubmit={(input) => create.mutate(input)}
          />
        </div>
      </Card>
      {webhooks.isPending ? (
        <Spinner label={t("settings.webhooks.loading")} />
      ) : webhooks.isError ? (
        <Notice tone="error" title={t("settings.webhooks.loadFailed")}>
          {describeApiError(webhooks.error, t, t("settings.refreshPage"))}
        </Notice>
      ) : webhooks.data.length === 0 ? (
        <p className="text-sm text-slate-500">{t("settings.webhooks.none")}</p>
      ) : (
        <ul className="space-y-4" aria-label={t("settings.webhooks.listLabel")}>
          {webhooks.data.map((webhook) => (
            <li key={webhook.id}>
              <WebhookCard webhook={webhook} surveys={surveys.data ?? []} onChanged={refresh} onFailed={failed} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WebhookCard({
  webhook,
  surveys,
  onChanged,
  onFailed,
}: {
  webhook: WebhookEndpoint;
  surveys: { id: string; title: string }[];
  onChanged: () => Promise<void>;
  onFailed: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const [showLog, setShowLog] = useState(false);
  const done = (message: string) => () => {
    void onChanged();
    showToast({ type: "success", title: message });
  };
  const update = useMutation({
    mutationFn: (patch: Partial<WebhookInput> & { enabled?: boolean }) => updateWebhook(webhook.id, patch),
    onSuccess: () => {
      setEditing(false);
      done(t("settings.webhooks.saved"))();
    },
    onError: onFailed,
  });
  const rotate = useMutation({
    mutationFn: () => rotateWebhookSecret(webhook.id),
    onSuccess: done(t("settings.webhooks.rotated")),
    onError: onFailed,
  });
  const remove = useMutation({
    mutationFn: () => deleteWebhook(webhook.id),
    onSuccess: done(t("settings.webhooks.deleted")),
    onError: onFailed,
  });
  const test = useMutation({
    mutationFn: () => sendTestEvent(webhook.id),
    onSuccess: () => {
      setShowLog(true);
      void client.invalidateQueries({ queryKey: deliveriesKey(webhook.id) });
      showToast({ type: "success", title: t("settings.webhooks.testSent") });
    },
    onError: onFailed,
  });

  // Every card has the same buttons: each names its endpoint to a screen reader, as the heading does.
  const forEndpoint = (
    <>
      {" "}
      <span className="sr-only">({webhook.url})</span>
    </>
  );
  const statusBadge = webhook.enabled ? (
    <Badge tone="green">{t("settings.webhooks.enabled")}</Badge>
  ) : (
    <Badge tone="amber">
      {webhook.disabledReason === "failing" ? t("settings.webhooks.disabledFailing") : t("settings.webhooks.disabled")}
    </Badge>
  );

  return (
    <Card className="p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-all text-base font-medium">{webhook.url}</h3>
          <p className="mt-1 text-sm text-slate-500">
            {webhook.surveyTitle
              ? t("settings.webhooks.forSurvey", { title: webhook.surveyTitle })
              : t("settings.webhooks.allSurveys")}
            {" · "}
            {webhook.events.join(", ")}
          </p>
        </div>
        {statusBadge}
      </div>
      {editing ? (
        <div className="mt-4">
          <WebhookForm
            initial={{ url: webhook.url, events: webhook.events, surveyId: webhook.surveyId }}
            surveys={webhookSurveyOptions(surveys, webhook)}
            submitLabel={t("settings.webhooks.save")}
            busy={update.isPending}
            onSubmit={(input) => update.mutate(input)}
            onCancel={() => setEditing(false)}
          />
        </div>
      ) : (
        <>
          <div className="mt-4 max-w-xl">
            <Label htmlFor={`${id}-secret`}>
              {t("settings.webhooks.secret")}
              {forEndpoint}
            </Label>
            <div className="mt-1 flex gap-2">
              <Input
                id={`${id}-secret`}
                readOnly
                value={webhook.secret}
                className="font-mono text-xs"
                onFocus={(event) => event.target.select()}
              />
              <Button
                variant="secondary"
                className="shrink-0 whitespace-nowrap"
                onClick={() => setConfirmRotate(true)}
                disabled={rotate.isPending}
              >
                {t("settings.webhooks.rotate")}
                {forEndpoint}
              </Button>
            </div>
            <p className="mt-1 text-xs text-slate-500">{t("settings.webhooks.secretHint")}</p>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => test.mutate()} disabled={test.isPending || !webhook.enabled}>
              {t("settings.webhooks.sendTest")}
              {forEndpoint}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setShowLog((shown) => !shown)} aria-expanded={showLog}>
              {showLog ? t("settings.webhooks.hideDeliveries") : t("settings.webhooks.showDeliveries")}
              {forEndpoint}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              {t("settings.webhooks.edit")}
              {forEndpoint}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => update.mutate({ enabled: !webhook.enabled })}
              disabled={update.isPending}
            >
              {webhook.enabled ? t("settings.webhooks.switchOff") : t("settings.webhooks.switchOn")}
              {forEndpoint}
            </Button>
            <Button size="sm" variant="danger" onClick={() => setConfirmDelete(true)}>
              {t("settings.webhooks.delete")}
              {forEndpoint}
            </Button>
          </div>
        </>
      )}
      {showLog && <WebhookDeliveries endpointId={webhook.id} />}
      <ConfirmDialog
        open={confirmRotate}
        onOpenChange={setConfirmRotate}
        title={t("settings.webhooks.rotateTitle")}
        confirmLabel={t("settings.webhooks.rotate")}
        busyLabel={t("settings.webhooks.rotating")}
        cancelLabel={t("settings.webhooks.cancel")}
        closeLabel={t("settings.webhooks.close")}
        busy={rotate.isPending}
        onConfirm={() => rotate.mutate(undefined, { onSettled: () => setConfirmRotate(false) })}
      >
        {t("settings.webhooks.rotateBody", { url: webhook.url })}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t("settings.webhooks.deleteTitle")}
        confirmLabel={t("settings.webhooks.delete")}
        busyLabel={t("settings.webhooks.deleting")}
        cancelLabel={t("settings.webhooks.cancel")}
        closeLabel={t("settings.webhooks.close")}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirmDelete(false) })}
      >
        {t("settings.webhooks.deleteBody", { url: webhook.url })}
      </ConfirmDialog>
    </Card>
  );
}
