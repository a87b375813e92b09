import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";

export default function TeamsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("teams.title")} description={t("teams.subtitle")} />
      <EmptyState icon={Users} title={t("teams.emptyTitle")}>
        {t("teams.emptyBody")}
      </EmptyState>
    </>
  );
}
