/** A sentence the engine wrote, with the questions it is about (to put the creator's focus first). */
export interface Line {
  text: string;
  questionIds: string[];
}

export type Tone = "mostly positive" | "mostly negative" | "mostly neutral" | "mixed";

/** The overall tone of some answers: a lead of 20 points either way, else neutral or mixed. */
export function toneOf(counts: { analyzed: number; positive: number; negative: number; neutral: number }): Tone {
  const lead = (counts.positive - counts.negative) / counts.analyzed;
  if (lead >= 0.2) return "mostly positive";
  if (lead <= -0.2) return "mostly negative";
  return counts.neutral / counts.analyzed > 0.5 ? "mostly neutral" : "mixed";
}
