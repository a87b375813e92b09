import { BarChart3 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";

export default function ResponsesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("responses.title")} />
      <EmptyState icon={BarChart3} title={t("responses.emptyTitle")}>
        <p>{t("responses.emptyBody")}</p>
        <Link to="/dashboard" className="mt-3 inline-block font-medium text-brand-600 hover:underline dark:text-brand-400">
          {t("common.backToDashboard")}
        </Link>
      </EmptyState>
    </>
  );
}
