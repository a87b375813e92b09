/**
 * The share of responses that were completed, as a percentage with one decimal: complete out of
 * complete plus partial. Null when there is none of either.
 */
export function getCompletionRate(complete: number, partial: number): number | null {
  const started = complete + partial;
  return started > 0 ? Math.round((complete / started) * 1000) / 10 : null;
}
