const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "but",
  "by",
  "for",
  "in",
  "nor",
  "of",
  "on",
  "or",
  "per",
  "the",
  "to",
  "vs",
  "via",
  "with",
]);

function capitalize(part: string): string {
  // Acronyms and brand casing (CRM, iPhone, McDonald's) stay as written.
  if (/[A-Z]/.test(part.slice(1)) || /^[a-z]+[A-Z]/.test(part)) return part;
  return part.charAt(0).toUpperCase() + part.slice(1);
}

/** "coffee shop customer satisfaction survey" → "Coffee Shop Customer Satisfaction Survey". */
export function titleCase(text: string): string {
  const parts = text.trim().split(/\s+/);
  return parts
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && index < parts.length - 1 && SMALL_WORDS.has(lower) && !/:$/.test(parts[index - 1] ?? "")) return lower;
      return word.split("-").map(capitalize).join("-");
    })
    .join(" ");
}
