import { notificationSettingsSchema, type NotificationSettingsReply } from "@sondar/core/notifications/notification-settings";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Switch } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Card } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { apiFetch } from "../../lib/api-client";
import { showToast } from "../../lib/toast-store";

type NotificationSettings = NotificationSettingsReply;

const KEY = ["notification-settings"] as const;
const fields: (keyof NotificationSettings)[] = ["emailNotifications", "surveyResponseAlerts", "weeklySummary"];

export function NotificationsTab() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: () => apiFetch("/api/me/notification-settings", { schema: notificationSettingsSchema }),
  });
  const mutation = useMutation({
    mutationFn: (patch: Partial<NotificationSettings>) =>
      apiFetch("/api/me/notification-settings", { method: "PATCH", body: patch, schema: notificationSettingsSchema }),
    // The switch moves at once; a failed save puts the earlier values back.
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: KEY });
      const previous = client.getQueryData<NotificationSettings>(KEY);
      if (previous) client.setQueryData(KEY, { ...previous, ...patch });
      return { previous };
    },
    onError: (_error, _patch, context) => {
      if (context?.previous) client.setQueryData(KEY, context.previous);
      showToast({ type: "error", title: t("settings.notifications.failedTitle"), message: t("settings.tryAgain") });
    },
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      showToast({
        type: "success",
        title: t("settings.notifications.savedTitle"),
        message: t("settings.notifications.savedMessage"),
      });
    },
  });

  if (query.isPending) return <Spinner label={t("settings.notifications.loading")} />;
  if (query.isError)
    return (
      <Notice tone="error" title={t("settings.notifications.loadFailed")}>
        {t("settings.refreshPage")}
      </Notice>
    );

  const settings = query.data;
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold">{t("settings.notifications.title")}</h2>
      {mutation.isPending && (
        <Notice tone="info" className="mt-4">
          {t("settings.notifications.saving")}
        </Notice>
      )}
      <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
        {fields.map((field) => (
          <li key={field} className="flex items-center justify-between gap-6 py-4">
            <div>
              <p id={`${field}-label`} className="font-medium">
                {t(`settings.notifications.${field}`)}
              </p>
              <p className="text-sm text-slate-500">{t(`settings.notifications.${field}Hint`)}</p>
            </div>
            <Switch.Root
              aria-labelledby={`${field}-label`}
              checked={settings[field]}
              disabled={mutation.isPending}
              onCheckedChange={(checked) => mutation.mutate({ [field]: checked })}
              className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-600 disabled:opacity-60 dark:bg-slate-700"
            >
              <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
            </Switch.Root>
          </li>
        ))}
      </ul>
      {settings.emailNotifications && (
        <Notice tone="success" title={t("settings.notifications.activeTitle")} className="mt-4">
          {t("settings.notifications.activeBody")}
        </Notice>
      )}
    </Card>
  );
}
