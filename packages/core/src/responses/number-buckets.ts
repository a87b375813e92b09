/** Number questions are drawn with at most this many bars. */
export const MAX_NUMBER_BUCKETS = 20;

/**
 * Equal-width buckets covering `min`..`max`: bucket i holds values in
 * [(first + i) × width, (first + i + 1) × width). The width is a round number (1, 2 or 5 × 10^k)
 * so bars read well; whole numbers spanning fewer than `maxBuckets` values get one bucket each.
 */
export interface NumberBuckets {
  /** Index of the first bucket on the number line: it starts at first × width. */
  first: number;
  count: number;
  /** The width as exact decimal text (e.g. "0.2"), so SQL can bucket numerics without binary rounding. */
  widthText: string;
  width: number;
}

function decimalText(mantissa: number, exponent: number): string {
  if (exponent >= 0) return String(mantissa * 10 ** exponent);
  return (mantissa / 10 ** -exponent).toFixed(-exponent);
}

export const BUCKET_NUDGE = 1e-9;

/**
 * The bucket of `value`: floor(value / width), nudged so that binary noise (1.5 / 0.05 is
 * 29.999999999999996) cannot move a value off its bucket's start. The server computes exactly
 * this in float8 (IEEE doubles, like JavaScript's), so the buckets of the smallest and largest
 * answers agree on both sides and every answer falls in `first`..`first + count - 1`.
 */
export function bucketIndexOf(value: number, width: number): number {
  return Math.floor(value / width + BUCKET_NUDGE);
}

/** The smallest round width that spans `min`..`max` in at most `maxBuckets` buckets. */
export function numberBucketsFor(min: number, max: number, maxBuckets = MAX_NUMBER_BUCKETS): NumberBuckets {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  const range = high - low;
  // Start one decade below the ideal width, so the search finds the smallest round width that fits.
  let exponent = range > 0 ? Math.floor(Math.log10(range / maxBuckets)) - 1 : 0;
  for (;;) {
    for (const mantissa of [1, 2, 5]) {
      const widthText = decimalText(mantissa, exponent);
      const width = Number(widthText);
      const first = bucketIndexOf(low, width);
      const last = bucketIndexOf(high, width);
      if (last - first + 1 <= maxBuckets) return { first, count: last - first + 1, widthText, width };
    }
    exponent += 1;
  }
}

/** Where bucket `index` starts, without binary noise (0.30000000000000004 → 0.3). */
export function bucketStart(buckets: NumberBuckets, index: number): number {
  const decimals = buckets.widthText.split(".")[1]?.length ?? 0;
  return Number(((buckets.first + index) * buckets.width).toFixed(decimals));
}
