/** Progress percentages that earn an encouraging toast (docs/product/respondent.md#flow). */
export const MILESTONES = [25, 50, 75] as const;

/** Whole percent of `position` out of `total`, rounded down so a milestone is never shown early; 0–100. */
export function progressPercent(position: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(position)) return 0;
  // position * 100 first: 29 / 100 * 100 is 28.999… in floating point.
  const percent = Math.floor((position * 100) / total);
  return Math.min(100, Math.max(0, percent));
}

/**
 * The milestone passed when progress moves from `prevPercent` to `nextPercent`, or null.
 * Only moving forward counts; when a jump passes several, the highest is the one to celebrate.
 */
export function crossedMilestone(prevPercent: number, nextPercent: number): number | null {
  const passed = MILESTONES.filter((m) => prevPercent < m && m <= nextPercent);
  return passed.length > 0 ? Math.max(...passed) : null;
}
