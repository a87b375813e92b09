import type { SurveyPayload, ThemeOverride } from "./survey-types";

const SHARE_PATH = /^\/(?:embed\/)?(?:survey|s)\/([^/]+)\/?$/;

/** The share id in /survey/:id, /s/:id, /embed/survey/:id or /embed/s/:id. */
export function readShareId(pathname: string): string | null {
  return readPathId(SHARE_PATH, pathname);
}

const PREVIEW_PATH = /^\/preview\/([^/]+)\/?$/;

/**
 * The survey id in /preview/:surveyId (preview-channel.ts's `previewPath`), or null on any other
 * page; here, not beside the channel, so the channel stays off the respondents' first paint.
 */
export function readPreviewId(pathname: string): string | null {
  return readPathId(PREVIEW_PATH, pathname);
}

/** The decoded id `pattern` captures in `pathname`, or null when it does not match. */
export function readPathId(pattern: RegExp, pathname: string): string | null {
  const match = pattern.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** `?theme=light|dark` from an embed snippet; anything else leaves the survey's own theme. */
export function readThemeOverride(search: string): ThemeOverride {
  const theme = new URLSearchParams(search).get("theme");
  return theme === "light" || theme === "dark" ? theme : undefined;
}

/**
 * The survey the server wrote into the page, read synchronously so the first question paints
 * without a request. `undefined` when the tag is missing (the Vite dev server) or the server
 * could not read its database just then ("unavailable"): the page then asks the API itself.
 */
export function readEmbeddedSurvey(doc: Document): SurveyPayload | undefined {
  const text = doc.getElementById("survey-data")?.textContent;
  if (!text) return undefined;
  try {
    const data = JSON.parse(text) as Partial<Extract<SurveyPayload, { survey: unknown }>> & { error?: string };
    if (data.error === "unavailable") return undefined;
    if (data.error || !data.survey) return { error: "not_found" };
    return {
      survey: data.survey,
      showPoweredBy: data.showPoweredBy === true,
      productName: data.productName ?? "Sondar",
      collecting: data.collecting ?? { kind: "open" },
      startToken: data.startToken,
    };
  } catch {
    return undefined;
  }
}
