import { jsonForScript } from "@sondar/core/html/embed-json";

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
