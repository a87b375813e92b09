import { asLanguage, type Language } from "@sondar/core/i18n/languages";
import type { MailMessage } from "../../adapters/mail/mail-adapter";
import { escapeHtml } from "../../adapters/mail/mail-layout";
import { RESPONSE_ALERT_TEXTS, type Count } from "./response-alert-mail-texts";

export interface SurveyAlert {
  surveyTitle: string;
  newResponses: number;
  url: string;
}

/** The owner's alert, in their language (English when unknown): every survey with responses since the last one, and how many each has. */
export function responseAlertMail(input: {
  language: string | null;
  product: string;
  to: string;
  windowMinutes: number;
  surveys: SurveyAlert[];
}): MailMessage {
  const { product, surveys } = input;
  const language: Language = asLanguage(input.language);
  const text = RESPONSE_ALERT_TEXTS[language];
  const plurals = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  const count = (n: number): Count => ({
    n: numbers.format(n),
    plural: plurals.select(n) === "one" ? "one" : "other",
    single: n === 1,
  });
  const [first] = surveys;
  const total = count(surveys.reduce((sum, survey) => sum + survey.newResponses, 0));
  const single = surveys.length === 1 && first ? first : null;
  const subject = single
    ? text.subjectOne({ title: single.surveyTitle, total })
    : text.subjectMany({ total, surveys: count(surveys.length) });
  const intro = single ? text.introOne({ title: single.surveyTitle, total }) : text.introMany;
  const footer = text.footer({ product, minutes: count(input.windowMinutes) });
  const textList = single
    ? `${text.seeResponses}\n${single.url}`
    : surveys
        .map((survey) => `"${survey.surveyTitle}": ${text.responses({ total: count(survey.newResponses) })}\n${survey.url}`)
        .join("\n\n");
  const htmlList = surveys
    .map(
      (survey) =>
        `<p style="line-height:1.5"><strong>${escapeHtml(survey.surveyTitle)}</strong>: ${escapeHtml(text.responses({ total: count(survey.newResponses) }))}<br><a href="${escapeHtml(survey.url)}" style="color:#4f46e5">${escapeHtml(text.viewResponses)}</a></p>`,
    )
    .join("\n");
  return {
    to: input.to,
    subject,
    text: `${intro}\n\n${textList}\n\n${footer}`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;background:#f6f7fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${htmlList}
<p style="color:#667;font-size:13px">${escapeHtml(footer)}</p></div></body></html>`,
  };
}
