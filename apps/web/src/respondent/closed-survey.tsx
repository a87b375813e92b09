import type { PublicSurvey } from "@sondar/core/respondent/public-survey-replies";
import { CalendarX2 } from "lucide-react";
import { t } from "./i18n";
import { cardClass, SurveyLogo } from "./survey-pages";

/** The creator's closed message, else the page's own words (docs/product/respondent.md#closed-surveys). */
const closedText = (survey: PublicSurvey) => survey.settings.closedMessage.trim() || t("closedDefault");

/** The page of a survey that stopped collecting (its closing time passed or its limit was reached). */
export function ClosedPage({ survey }: { survey: PublicSurvey }) {
  return (
    <main className="mx-auto flex min-h-screen w-full max-w-2xl flex-col justify-center px-4 py-8 sm:px-6">
      <section className={`${cardClass} text-center`} aria-labelledby="closed-title">
        <SurveyLogo url={survey.settings.logoUrl} />
        <CalendarX2 aria-hidden className="mx-auto h-12 w-12 text-slate-400" />
        <h1 id="closed-title" className="mt-4 text-2xl font-bold sm:text-3xl">
          {t("closedTitle")}
        </h1>
        <p className="mt-3 whitespace-pre-line text-slate-600 lg:text-lg dark:text-slate-300">{closedText(survey)}</p>
      </section>
    </main>
  );
}

/**
 * Said under the question when a submit or save arrives after closing: the answers stay on
 * screen, so the respondent can still read or copy what they wrote.
 */
export function ClosedNotice({ survey }: { survey: PublicSurvey }) {
  return (
    <div role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
      <p className="font-semibold">{t("closedTitle")}</p>
      <p className="mt-1 whitespace-pre-line">{closedText(survey)}</p>
    </div>
  );
}
