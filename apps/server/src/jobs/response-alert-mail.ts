import type { MailMessage } from "../adapters/mail/mail-adapter";

export interface SurveyAlert {
  surveyTitle: string;
  newResponses: number;
  url: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const responses = (n: number) => `${n} new ${n === 1 ? "response" : "responses"}`;

/** The owner's alert: every survey with responses since the last one, and how many each has. */
export function responseAlertMail(input: {
  product: string;
  to: string;
  windowMinutes: number;
  surveys: SurveyAlert[];
}): MailMessage {
  const { product, surveys } = input;
  const [first] = surveys;
  const total = surveys.reduce((sum, survey) => sum + survey.newResponses, 0);
  const subject =
    surveys.length === 1 && first
      ? total === 1
        ? `New response to "${first.surveyTitle}"`
        : `${total} new responses to "${first.surveyTitle}"`
      : `${total} new responses to ${surveys.length} surveys`;
  const intro =
    surveys.length === 1 && first
      ? `Your survey "${first.surveyTitle}" has ${total === 1 ? "a new response" : responses(total)}.`
      : "Your surveys have new responses:";
  const footer = `You get this mail because survey response alerts are on in your ${product} settings; responses that arrive close together are told in one mail, at most one every ${input.windowMinutes} minutes.`;
  const textList =
    surveys.length === 1 && first
      ? `See the responses:\n${first.url}`
      : surveys.map((survey) => `"${survey.surveyTitle}": ${responses(survey.newResponses)}\n${survey.url}`).join("\n\n");
  const htmlList = surveys
    .map(
      (survey) =>
        `<p style="line-height:1.5"><strong>${escapeHtml(survey.surveyTitle)}</strong>: ${responses(survey.newResponses)}<br><a href="${escapeHtml(survey.url)}" style="color:#4f46e5">View responses</a></p>`,
    )
    .join("\n");
  return {
    to: input.to,
    subject,
    text: `${intro}\n\n${textList}\n\n${footer}`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f7fb;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>
${htmlList}
<p style="color:#667;font-size:13px">${escapeHtml(footer)}</p></div></body></html>`,
  };
}
