export type NpsBand = "world-class" | "excellent" | "good" | "needs attention";

/**
 * The usual reading of a Net Promoter Score: above 0 good, 50 and above excellent, 70 and
 * above world class (CustomerGauge, "What is a good Net Promoter Score?",
 * https://customergauge.com/what-is-a-good-net-promoter-score, after Bain & Company's
 * benchmarks). 0 and below means as many detractors as promoters or more.
 */
export function npsBand(score: number): NpsBand {
  if (score >= 70) return "world-class";
  if (score >= 50) return "excellent";
  if (score > 0) return "good";
  return "needs attention";
}
