import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_NUMBER_BUCKETS, bucketIndexOf, bucketStart, numberBucketsFor } from "./number-buckets";

const RUNS = { numRuns: 2000 };
const anyDouble = fc.double({ noNaN: true, noDefaultInfinity: true });

/**
 * Answers of every scale: any doubles (fast-check favours 0, ±MAX_VALUE, MIN_VALUE and the like),
 * and clusters around any centre spread by a power of ten from 10^-323 to 10^308, down to adjacent doubles.
 */
const answersArb: fc.Arbitrary<number[]> = fc.oneof(
  fc.array(anyDouble, { minLength: 1, maxLength: 8 }),
  fc
    .tuple(
      anyDouble,
      fc.integer({ min: -323, max: 308 }),
      fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 8 }),
    )
    .map(([centre, exponent, steps]) => steps.map((step) => centre + step * 10 ** exponent))
    .filter((values) => values.every(Number.isFinite)),
);

describe("numberBucketsFor on any finite answers", () => {
  it("never throws, and puts every answer in exactly one of at most 20 ascending buckets", () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const buckets = numberBucketsFor(Math.min(...answers), Math.max(...answers));
        const { first, count, width } = buckets;
        expect(Number.isInteger(count) && count >= 1 && count <= MAX_NUMBER_BUCKETS).toBe(true);
        expect(Number.isFinite(width) && width > 0).toBe(true);
        // The server reads widthText as float8: it must be this very double.
        expect(Number(buckets.widthText)).toBe(width);

        const starts = Array.from({ length: count + 1 }, (_, i) => bucketStart(buckets, i));
        expect(starts.every(Number.isFinite)).toBe(true);
        for (let i = 1; i <= count; i += 1) expect(starts[i]).toBeGreaterThan(starts[i - 1]!);

        for (const answer of answers) {
          // One index per answer, inside the buckets; and the bucket drawn at that index holds it
          // (up to the nudge and rounding, a thousandth of a width).
          const bucket = bucketIndexOf(answer, width) - first;
          expect(bucket).toBeGreaterThanOrEqual(0);
          expect(bucket).toBeLessThan(count);
          expect(answer).toBeGreaterThanOrEqual(starts[bucket]! - width / 1000);
          expect(answer).toBeLessThan(starts[bucket + 1]! + width / 1000);
        }
      }),
      RUNS,
    );
  });
});
