/** JSON text from a model, or undefined; tolerates a Markdown code fence, which some models add even in JSON mode. */
export function parseModelJson(text: string): unknown {
  const unfenced = text
    .trim()
    .replace(/^```[a-z]*\s*/i, "")
    .replace(/```$/, "");
  try {
    return JSON.parse(unfenced) as unknown;
  } catch {
    return undefined;
  }
}
