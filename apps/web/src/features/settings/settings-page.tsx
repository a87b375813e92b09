import { Tabs } from "radix-ui";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/ui/page-header";
import { AccountTab } from "./account-tab";
import { ApiTab } from "./api-tab";
import { AppearanceTab } from "./appearance-tab";
import { NotificationsTab } from "./notifications-tab";
import { ProfileTab } from "./profile-tab";
import { SecurityTab } from "./security-tab";
import { WebhooksTab } from "./webhooks-tab";

const tabClass =
  "rounded-lg px-4 py-2 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-400 dark:data-[state=active]:bg-slate-800 dark:data-[state=active]:text-white";

/** The tabs in their order; each names its label `settings.tabs.<id>`. */
const TABS = [
  { id: "profile", Panel: ProfileTab },
  { id: "security", Panel: SecurityTab },
  { id: "notifications", Panel: NotificationsTab },
  { id: "appearance", Panel: AppearanceTab },
  { id: "webhooks", Panel: WebhooksTab },
  { id: "api", Panel: ApiTab },
  { id: "account", Panel: AccountTab },
] as const;

/** `/settings?tab=webhooks` (the link in the mail about a switched-off webhook) opens that tab. */
function initialTab(): string {
  const asked = new URLSearchParams(window.location.search).get("tab");
  return TABS.find((tab) => tab.id === asked)?.id ?? "profile";
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
          {TABS.map(({ id }) => (
            <Tabs.Trigger key={id} value={id} className={tabClass}>
              {t(`settings.tabs.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TABS.map(({ id, Panel }) => (
          <Tabs.Content key={id} value={id}>
            <Panel />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}
