import { asLanguage, type Language } from "@sondar/core/i18n/languages";
import type { MailMessage } from "../../adapters/mail/mail-adapter";
import { escapeHtml, mailLayout } from "../../adapters/mail/mail-layout";
import { WEEKLY_SUMMARY_TEXTS, type Count } from "./weekly-summary-mail-texts";

/** One survey's week, as counted in SQL (weekly-summaries.ts). */
export interface SurveyWeek {
  title: string;
  /** Responses completed during the week. */
  newResponses: number;
  /** Completion rate, 0–100, of the responses started during the week; null when none was started. */
  completionRate: number | null;
  url: string;
}

/** Surveys listed by name; the rest are one "and N more" line, so a mail stays readable. */
export const WEEKLY_SUMMARY_MAX_SURVEYS = 20;

/** The weekly summary in the user's language (English when unknown): each survey's week, a link to its responses. */
export function weeklySummaryMail(input: {
  language: string | null;
  product: string;
  to: string;
  /** Monday 00:00 UTC of the week, and the Monday after it. */
  weekStart: Date;
  weekEnd: Date;
  /** Every survey with activity, busiest first; `totalNewResponses` counts them all. */
  surveys: SurveyWeek[];
  totalNewResponses: number;
  dashboardUrl: string;
}): MailMessage {
  const language: Language = asLanguage(input.language);
  const text = WEEKLY_SUMMARY_TEXTS[language];
  const plurals = new Intl.PluralRules(language);
  const numbers = new Intl.NumberFormat(language);
  const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 });
  const count = (n: number): Count => ({ n: numbers.format(n), plural: plurals.select(n) === "one" ? "one" : "other" });
  const lastDay = new Date(input.weekEnd.getTime() - 1);
  const period = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).formatRange(
    input.weekStart,
    lastDay,
  );
  const total = count(input.totalNewResponses);

  const listed = input.surveys.slice(0, WEEKLY_SUMMARY_MAX_SURVEYS);
  const left = input.surveys.length - listed.length;
  const lines = listed.map((survey) => ({
    survey,
    line: text.survey({
      responses: count(survey.newResponses),
      rate: survey.completionRate === null ? null : percent.format(survey.completionRate / 100),
    }),
  }));
  const more = left > 0 ? text.more({ surveys: count(left) }) : null;
  const intro = text.intro({ period, total });
  const footer = text.footer({ product: input.product });

  const textList = lines.map(({ survey, line }) => `"${survey.title}": ${line}\n${survey.url}`);
  const htmlList = lines.map(
    ({ survey, line }) =>
      `<strong>${escapeHtml(survey.title)}</strong>: ${escapeHtml(line)}<br><a href="${escapeHtml(survey.url)}" style="color:#4f46e5">${escapeHtml(text.viewResponses)}</a>`,
  );
  const moreLines = more ? [more] : [];
  return {
    to: input.to,
    subject: text.subject({ product: input.product, total }),
    text: [text.heading, intro, ...textList, ...moreLines, text.rateNote, `${text.button}: ${input.dashboardUrl}`, footer].join(
      "\n\n",
    ),
    html: mailLayout(
      input.product,
      text.heading,
      [escapeHtml(intro), ...htmlList, ...[...moreLines, text.rateNote, footer].map(escapeHtml)].join("<br><br>"),
      { url: input.dashboardUrl, label: text.button },
    ),
  };
}
