/** The name of an exported AI analysis: survey title and generation date, safe on any file system. */
export function analysisFileName(surveyTitle: string, generatedAt: string): string {
  const slug = surveyTitle
    .normalize("NFKC")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  const date = /^\d{4}-\d{2}-\d{2}/.exec(generatedAt)?.[0];
  return [slug || "survey", "ai-analysis", date].filter(Boolean).join("-") + ".json";
}
