/** The address respondents open a published survey at: /survey/{shareId}. */
export function publicSurveyUrl(origin: string, shareId: string): string {
  return new URL(`/survey/${encodeURIComponent(shareId)}`, origin).toString();
}

/** The short form of the same address: /s/{shareId}. */
export function shortSurveyUrl(origin: string, shareId: string): string {
  return new URL(`/s/${encodeURIComponent(shareId)}`, origin).toString();
}
