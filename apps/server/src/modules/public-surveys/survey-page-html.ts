import { jsonForScript } from "@sondar/core/html/embed-json";
import { escapeHtml } from "@sondar/core/html/escape-html";

/**
 * The survey page with its data embedded as `<script type="application/json" id="survey-data">`
 * before `</head>` (not run as script, so the page's CSP needs no inline allowance), and with
 * `messages` the page's own words (`respondent` in translation.json) as `id="respondent-messages"`.
 */
export function embedSurveyData(html: string, data: unknown, messages?: { language: string; messages: unknown }): string {
  let tag = `<script type="application/json" id="survey-data">${jsonForScript(data)}</script>`;
  // The page's words in the visitor's language, so it needs no second request to speak it.
  if (messages) {
    tag += `<script type="application/json" id="respondent-messages" data-language="${messages.language}">${jsonForScript(messages.messages)}</script>`;
  }
  const at = html.indexOf("</head>");
  // Spliced, not String.replace: a replacement string would read "$&" or "$'" in survey text.
  return at < 0 ? tag + html : html.slice(0, at) + tag + html.slice(at);
}

/**
 * The survey page with the survey's own title in `<title>` (the built page says "Survey") and its
 * description as the page's description, escaped: what a link preview or a tab shows before the
 * page's script runs; with `language`, the survey as translated into it and `<html lang>` saying so.
 */
export function writeSurveyHead(html: string, survey: { title: string; description: string }, language?: string): string {
  const description = survey.description.trim();
  const head =
    `<title>${escapeHtml(survey.title)}</title>` +
    (description ? `<meta name="description" content="${escapeHtml(description)}">` : "");
  const start = html.indexOf("<title>");
  const end = html.indexOf("</title>", start);
  if (start < 0 || end < 0) return html;
  // Spliced, not String.replace: a replacement string would read "$&" or "$'" in survey text.
  const page = html.slice(0, start) + head + html.slice(end + "</title>".length);
  // The page's language as the server chose it; the page's script sets the same once it runs.
  return language ? page.replace(/<html(?:\s+lang="[^"]*")?/i, `<html lang="${escapeHtml(language)}"`) : page;
}
