import { Loader2, SearchX, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { t } from "./i18n";
import { RespondentButton } from "./respondent-button";

function Screen({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md text-center">
        {icon}
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function LoadingScreen() {
  return (
    <main className="flex min-h-screen items-center justify-center" aria-busy="true">
      <p role="status" className="flex items-center gap-3 text-slate-600 dark:text-slate-300">
        <Loader2 aria-hidden className="h-6 w-6 animate-spin text-brand-600 dark:text-brand-400" />
        {t("loading")}
      </p>
    </main>
  );
}

export function NotFoundScreen() {
  return (
    <Screen icon={<SearchX aria-hidden className="mx-auto h-12 w-12 text-slate-400" />} title={t("notFoundTitle")}>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t("notFoundIntro")}</p>
      <ul className="mt-4 list-inside list-disc text-left text-sm text-slate-600 dark:text-slate-400">
        <li>{t("reasonUnpublished")}</li>
        <li>{t("reasonInvalid")}</li>
        <li>{t("reasonDeleted")}</li>
      </ul>
    </Screen>
  );
}

/** When the survey could not be loaded (server or network trouble). */
export function LoadErrorScreen() {
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else window.location.assign("/");
  };
  return (
    <Screen icon={<TriangleAlert aria-hidden className="mx-auto h-12 w-12 text-amber-500" />} title={t("errorTitle")}>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t("errorText")}</p>
      <div className="mt-6 flex justify-center gap-3">
        <RespondentButton onClick={() => window.location.reload()}>{t("tryAgain")}</RespondentButton>
        <RespondentButton variant="secondary" onClick={goBack}>
          {t("goBack")}
        </RespondentButton>
      </div>
    </Screen>
  );
}

/** The creator's closed message, else the page's own words (docs/product/respondent.md#closed-surveys). */
export const closedText = (closedMessage: string) => closedMessage.trim() || t("closedDefault");

/** A survey that stopped collecting (its closing time passed or its limit was reached). */
export function ClosedScreen({ closedMessage }: { closedMessage: string }) {
  return (
    <Screen icon={null} title={t("closedTitle")}>
      <p className="mt-2 whitespace-pre-line text-slate-600 dark:text-slate-400">{closedText(closedMessage)}</p>
    </Screen>
  );
}

/** A preview page that heard no draft: the editor that opened it is gone. */
export function PreviewUnavailableScreen() {
  return (
    <Screen icon={<SearchX aria-hidden className="mx-auto h-12 w-12 text-slate-400" />} title={t("previewUnavailableTitle")}>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t("previewUnavailableText")}</p>
    </Screen>
  );
}
