import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import { Copy, Inbox, Pencil } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { EmptyState } from "../../components/ui/empty-state";
import { copyText } from "../../lib/copy-text";
import { publicSurveyUrl } from "../../lib/surveys-api";
import { showToast } from "../../lib/toast-store";

/** Nothing has come in yet: share the link, or publish first. */
export function NoResponsesYet({ survey }: { survey: SurveyDto }) {
  const { t } = useTranslation();
  const url = survey.status === "published" && survey.shareId ? publicSurveyUrl(survey.shareId) : null;

  async function copy(link: string) {
    if (await copyText(link)) showToast({ type: "success", title: t("responses.empty.copied") });
    else showToast({ type: "error", title: t("builder.copyFailedTitle"), message: t("builder.copyFailed") });
  }

  return (
    <EmptyState icon={Inbox} title={t("responses.empty.title")}>
      {url ? (
        <>
          <p>{t("responses.empty.shareHint")}</p>
          <div className="mt-4 flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
            <input
              readOnly
              value={url}
              aria-label={t("responses.empty.linkLabel")}
              onFocus={(e) => e.currentTarget.select()}
              className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
            />
            <Button variant="secondary" onClick={() => void copy(url)}>
              <Copy aria-hidden className="h-4 w-4" />
              {t("responses.empty.copy")}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{t("responses.empty.publishHint")}</p>
          <Button asChild variant="secondary" className="mt-4">
            <Link to={`/surveys/${survey.id}/edit`}>
              <Pencil aria-hidden className="h-4 w-4" />
              {t("responses.empty.openEditor")}
            </Link>
          </Button>
        </>
      )}
    </EmptyState>
  );
}
