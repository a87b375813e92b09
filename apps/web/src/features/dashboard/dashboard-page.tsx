import { ClipboardList } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/ui/empty-state";
import { Notice } from "../../components/ui/notice";
import { PageHeader } from "../../components/ui/page-header";
import { useSession } from "../../lib/session";

export default function DashboardPage() {
  const { t } = useTranslation();
  const { data: me } = useSession();
  const entitlements = me?.entitlements;
  return (
    <>
      <PageHeader title={t("dashboard.title")} description={t("dashboard.subtitle")} />
      {entitlements?.isTrialActive && (
        <Notice tone="info" className="mb-6" title={t("dashboard.trialTitle")}>
          {t("dashboard.trialDaysLeft", { count: entitlements.trialDaysLeft })}
        </Notice>
      )}
      {entitlements && !entitlements.canCreateSurveys && (
        <Notice tone="warning" className="mb-6" title={t("dashboard.noSubscriptionTitle")}>
          {t("dashboard.noSubscription")}
        </Notice>
      )}
      <EmptyState icon={ClipboardList} title={t("dashboard.emptyTitle")}>
        {t("dashboard.emptyBody")}
      </EmptyState>
    </>
  );
}
