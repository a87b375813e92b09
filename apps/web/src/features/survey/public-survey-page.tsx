import { SearchX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Until surveys can be published, every share link honestly leads here. */
export default function PublicSurveyPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <SearchX aria-hidden className="mx-auto h-12 w-12 text-slate-400" />
        <h1 className="mt-4 text-2xl font-bold">{t("survey.notFoundTitle")}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t("survey.notFoundIntro")}</p>
        <ul className="mt-4 list-inside list-disc text-left text-sm text-slate-600 dark:text-slate-400">
          <li>{t("survey.reasonUnpublished")}</li>
          <li>{t("survey.reasonInvalid")}</li>
          <li>{t("survey.reasonDeleted")}</li>
        </ul>
        <Link to="/" className="mt-6 inline-block font-medium text-brand-600 hover:underline dark:text-brand-400">
          {t("common.backToHome")}
        </Link>
      </div>
    </main>
  );
}
