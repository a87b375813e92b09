/**
 * Survey, short-survey, embed and preview pages: respondents, and creators trying the respondent
 * page, never get the support chat (docs/decisions/105-chat-widget.md).
 */
const RESPONDENT_PATH = /^\/(?:survey|s|embed|preview)(?:\/|$)/;

/**
 * Whether the support chat widget may load on `pathname`: every page but the respondent's. The
 * browser loads it by this rule and the server allows its origin in the page's CSP by it.
 */
export function isChatWidgetAllowedOn(pathname: string): boolean {
  return !RESPONDENT_PATH.test(pathname);
}
