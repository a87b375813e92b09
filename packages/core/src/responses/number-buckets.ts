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
  /** The width as exact decimal text (e.g. "0.2", "1e-101"), so SQL reads the same double as `width`. */
  widthText: string;
  width: number;
  /** width = mantissa × 10^exponent, kept so bucket starts are written without binary noise. */
  mantissa: number;
  exponent: number;
}

const MANTISSAS = [1, 2, 5] as const;
/** Below 10^-300 a width would near the subnormal doubles, where division loses its precision. */
const MIN_EXPONENT = -300;
/** 10^308 is the last finite power of ten. */
const MAX_EXPONENT = 308;
/**
 * Bucket indices (value / width) stay below 2^40, so index arithmetic and index × mantissa are exact
 * integers in a double, and the server's float8 division cannot overflow: values that agree to 12
 * significant digits share a bucket rather than being told apart by the width.
 */
const MAX_INDEX_DIGITS = 40 * Math.log10(2);

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

/** Non-finite input (never a stored answer) is held to the doubles' range, so the search ends. */
const finite = (value: number) => (Number.isNaN(value) ? 0 : Math.min(Math.max(value, -Number.MAX_VALUE), Number.MAX_VALUE));

function bucketsOf(low: number, high: number, mantissa: number, exponent: number): NumberBuckets {
  const width = Number(`${mantissa}e${exponent}`);
  const first = bucketIndexOf(low, width);
  // String(width) is the shortest text that reads back as this double: mantissa × 10^exponent itself.
  return { first, count: bucketIndexOf(high, width) - first + 1, widthText: String(width), width, mantissa, exponent };
}

/**
 * The smallest round width that spans `min`..`max` in at most `maxBuckets` buckets, for any doubles
 * (with at least 4 buckets allowed, every finite range fits: width 10^308 puts ±1.8 × 10^308 in -2..1).
 */
export function numberBucketsFor(min: number, max: number, maxBuckets = MAX_NUMBER_BUCKETS): NumberBuckets {
  const low = finite(Math.min(min, max));
  const high = finite(Math.max(min, max));
  // Halves, so that the range of -1e308..1e308 does not overflow to Infinity.
  const halfRange = high / 2 - low / 2;
  // Start one decade below the ideal width, so the search finds the smallest round width that fits.
  const ideal = halfRange > 0 ? Math.floor(Math.log10(halfRange) + Math.log10(2 / maxBuckets)) - 1 : 0;
  const magnitude = Math.max(Math.abs(low), Math.abs(high));
  const smallest = magnitude > 0 ? Math.ceil(Math.log10(magnitude) - MAX_INDEX_DIGITS) : MIN_EXPONENT;
  for (let exponent = Math.max(ideal, smallest, MIN_EXPONENT); exponent <= MAX_EXPONENT; exponent += 1) {
    for (const mantissa of MANTISSAS) {
      // 2 and 5 × 10^308 overflow; 10^308 itself is tried.
      if (exponent === MAX_EXPONENT && mantissa > 1) break;
      const buckets = bucketsOf(low, high, mantissa, exponent);
      if (buckets.count <= maxBuckets) return buckets;
    }
  }
  // Only reached when fewer than 4 buckets are allowed: the widest finite width.
  return bucketsOf(low, high, 1, MAX_EXPONENT);
}

/**
 * Where bucket `index` starts, without binary noise (0.30000000000000004 → 0.3): the exact decimal
 * (first + index) × mantissa × 10^exponent, read as the nearest double. A first bucket reaching
 * below the doubles (-2 × 10^308) starts at the lowest double.
 */
export function bucketStart(buckets: NumberBuckets, index: number): number {
  const start = Number(`${(buckets.first + index) * buckets.mantissa}e${buckets.exponent}`);
  return finite(start);
}

/**
 * Which answers a number bucket holds, for its label (docs/product/responses-and-exports.md#summaries):
 * one value ("7"), whole numbers from–to ("15–19"), or a start and the value it stops below
 * ("1.5 to under 2").
 */
export type BucketRange =
  { kind: "value"; value: number } | { kind: "whole"; from: number; to: number } | { kind: "below"; from: number; below: number };

/**
 * What bucket `index` holds. With only whole-number answers (`wholeNumbers`), a bucket at most 1
 * wide holds one whole number, its start, and a wider one (2, 5, 10… wide) the whole numbers from
 * its start to the next bucket's start minus one; otherwise it runs from its start up to, not
 * including, the next bucket's start.
 */
export function bucketRangeAt(buckets: NumberBuckets, index: number, wholeNumbers: boolean): BucketRange {
  const from = bucketStart(buckets, index);
  const next = bucketStart(buckets, index + 1);
  if (!wholeNumbers) return { kind: "below", from, below: next };
  return buckets.width <= 1 ? { kind: "value", value: from } : { kind: "whole", from, to: next - 1 };
}
