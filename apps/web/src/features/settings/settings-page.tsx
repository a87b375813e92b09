import { Tabs } from "radix-ui";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/ui/page-header";
import { ApiTab } from "./api-tab";
import { AppearanceTab } from "./appearance-tab";
import { NotificationsTab } from "./notifications-tab";
import { ProfileTab } from "./profile-tab";
import { WebhooksTab } from "./webhooks-tab";

const tabClass =
  "rounded-lg px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-400 dark:data-[state=active]:bg-slate-800 dark:data-[state=active]:text-white";

const TABS = ["profile", "notifications", "appearance", "webhooks", "api"];

/** `/settings?tab=webhooks` (the link in the mail about a switched-off webhook) opens that tab. */
function initialTab(): string {
  const asked = new URLSearchParams(window.location.search).get("tab");
  return asked && TABS.includes(asked) ? asked : "profile";
}

export default function SettingsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("settings.title")} description={t("settings.subtitle")} />
      <Tabs.Root defaultValue={initialTab()} className="max-w-3xl">
        <Tabs.List
          aria-label={t("settings.title")}
          className="mb-6 inline-flex max-w-full flex-wrap gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-900"
        >
          <Tabs.Trigger value="profile" className={tabClass}>
            {t("settings.tabs.profile")}
          </Tabs.Trigger>
          <Tabs.Trigger value="notifications" className={tabClass}>
            {t("settings.tabs.notifications")}
          </Tabs.Trigger>
          <Tabs.Trigger value="appearance" className={tabClass}>
            {t("settings.tabs.appearance")}
          </Tabs.Trigger>
          <Tabs.Trigger value="webhooks" className={tabClass}>
            {t("settings.tabs.webhooks")}
          </Tabs.Trigger>
          <Tabs.Trigger value="api" className={tabClass}>
            {t("settings.tabs.api")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileTab />
        </Tabs.Content>
        <Tabs.Content value="notifications">
          <NotificationsTab />
        </Tabs.Content>
        <Tabs.Content value="appearance">
          <AppearanceTab />
        </Tabs.Content>
        <Tabs.Content value="webhooks">
          <WebhooksTab />
        </Tabs.Content>
        <Tabs.Content value="api">
          <ApiTab />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
