import { isUploadUrl } from "@sondar/core/uploads/upload-url";
import type { PublicSurvey } from "@sondar/core/respondent/public-survey-replies";
import { CheckCircle2 } from "lucide-react";

import { t } from "./i18n";
import { buttonClass, RespondentButton } from "./respondent-button";

/** The surface every screen of the flow sits on: the page itself, or a card over a background image (respondent.css). */
const cardClass = "survey-surface";

/** The survey's logo; only ever one of our own uploads, never an address elsewhere. */
export function SurveyLogo({ url }: { url: string | null }) {
  if (!isUploadUrl(url)) return null;
  return <img src={url} alt={t("surveyLogo")} className="mx-auto mb-6 max-h-20 max-w-full object-contain" />;
}

/** Turns recall tokens into the text they stand for (core's respondent/recall.ts). */
export type Recall = (text: string) => string;

/** Shown first when the survey has a welcome message or a logo; the welcome message may recall hidden values. */
export function WelcomePage({ survey, recall, onBegin }: { survey: PublicSurvey; recall: Recall; onBegin: () => void }) {
  const { settings } = survey;
  const text = settings.welcomeMessage ? recall(settings.welcomeMessage) : settings.hideDescription ? "" : survey.description;
  return (
    <section className={`${cardClass} text-center`} aria-labelledby="welcome-title">
      <SurveyLogo url={settings.logoUrl} />
      <h1 id="welcome-title" className={settings.hideTitle ? "sr-only" : "text-2xl font-bold sm:text-3xl lg:text-4xl"}>
        {survey.title}
      </h1>
      {text && <p className="mt-4 whitespace-pre-line text-slate-600 lg:text-lg dark:text-slate-300">{text}</p>}
      <RespondentButton className="mt-8 h-12 px-8 text-base" onClick={onBegin}>
        {t("beginSurvey")}
      </RespondentButton>
    </section>
  );
}

/** Only http(s) addresses become the redirect link, whatever was stored. */
function safeRedirectUrl(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The thanks, whose message may recall answers and hidden values. */
export function CompletionPage({ survey, recall }: { survey: PublicSurvey; recall: Recall }) {
  const { settings } = survey;
  const redirect = settings.showRedirectButton ? safeRedirectUrl(settings.redirectUrl) : null;
  const framed = window.self !== window.top;
  return (
    <section className={`${cardClass} text-center`} aria-labelledby="completed-title">
      <SurveyLogo url={settings.logoUrl} />
      <CheckCircle2 aria-hidden className="mx-auto h-14 w-14 text-brand-600 dark:text-brand-400" />
      <h1 id="completed-title" tabIndex={-1} className="mt-4 text-2xl font-bold outline-none sm:text-3xl lg:text-4xl">
        {t("completedTitle")}
      </h1>
      <p className="mt-3 whitespace-pre-line text-slate-600 lg:text-lg dark:text-slate-300">
        {recall(settings.completionMessage) || t("completedDefault")}
      </p>
      {redirect && (
        <a
          href={redirect}
          rel="noopener noreferrer"
          // Inside an embed the creator's page stays open; the link opens beside it.
          {...(framed ? { target: "_blank" } : {})}
          className={`${buttonClass()} mt-8`}
        >
          {settings.redirectButtonText || t("continue")}
        </a>
      )}
    </section>
  );
}

export function PoweredBy({ productName }: { productName: string }) {
  return (
    <footer className="survey-on-page mt-8 text-center text-sm text-slate-600 dark:text-slate-400">
      <a href="/" target="_blank" rel="noopener" className="hover:text-brand-600 hover:underline dark:hover:text-brand-400">
        {t("poweredBy", { product: productName })}
      </a>
    </footer>
  );
}

export { cardClass };
