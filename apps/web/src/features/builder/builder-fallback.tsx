import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { describeApiError } from "../../lib/describe-api-error";

/** What the editor shows while the survey loads, or when it cannot be opened. */
export function BuilderFallback({ loading, error }: { loading: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t("builder.loading")} />
      </div>
    );
  }
  return (
    <Notice tone="error" title={t("builder.notFoundTitle")}>
      <p>{describeApiError(error, t, t("builder.notFound"))}</p>
      <Link to="/dashboard" className="mt-3 inline-block font-medium text-brand-600 hover:underline dark:text-brand-400">
        {t("common.backToDashboard")}
      </Link>
    </Notice>
  );
}
