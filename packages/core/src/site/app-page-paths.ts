/**
 * The signed-in app's page addresses and the sign-in pages: the server answers them with the
 * app shell. Any other path that is neither a public-site page nor a survey page is unknown
 * (docs/product/public-site.md#unknown-addresses). Keep in step with apps/web/src/app/router.tsx.
 */
const APP_PAGE_PATTERNS: readonly RegExp[] = [
  /^\/(?:login|register|verify-email|dashboard|billing|settings|teams)$/,
  /^\/dev\/mailbox$/,
  /^\/billing\/local\/(?:checkout|portal)$/,
  /^\/surveys\/new$/,
  /^\/surveys\/[^/]+\/(?:edit|responses)$/,
  // The preview of an editor's draft, should the server have no respondent page built to answer it.
  /^\/preview\/[^/]+$/,
];

/** Whether the app shell answers `pathname` (a trailing slash allowed). */
export function isAppPagePath(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return APP_PAGE_PATTERNS.some((pattern) => pattern.test(path));
}
