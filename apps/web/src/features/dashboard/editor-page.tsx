import { PencilRuler } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../components/ui/empty-state";
import { PageHeader } from "../../components/ui/page-header";

export default function EditorPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("editor.title")} />
      <EmptyState icon={PencilRuler} title={t("editor.emptyTitle")}>
        <p>{t("editor.emptyBody")}</p>
        <Link to="/dashboard" className="mt-3 inline-block font-medium text-brand-600 hover:underline dark:text-brand-400">
          {t("common.backToDashboard")}
        </Link>
      </EmptyState>
    </>
  );
}
