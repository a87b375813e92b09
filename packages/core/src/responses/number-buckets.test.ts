import { describe, expect, it } from "vitest";
import { bucketStart, numberBucketsFor } from "./number-buckets";

describe("numberBucketsFor", () => {
  it("gives whole numbers spanning fewer than 20 values one bucket each", () => {
    expect(numberBucketsFor(3, 17)).toEqual({ first: 3, count: 15, widthText: "1", width: 1 });
  });

  it("picks the smallest round width that fits in 20 buckets", () => {
    // 18..80 spans 63 values: width 5 from 15 gives 15–20 … 80–85.
    expect(numberBucketsFor(18, 80)).toMatchObject({ first: 3, count: 14, widthText: "5" });
    expect(numberBucketsFor(0, 100_000)).toMatchObject({ widthText: "10000", first: 0, count: 11 });
    expect(numberBucketsFor(-7, 7)).toMatchObject({ widthText: "1", first: -7, count: 15 });
  });

  it("buckets decimals with a decimal width written exactly", () => {
    const buckets = numberBucketsFor(1, 1.5);
    expect(buckets).toMatchObject({ widthText: "0.05", first: 20, count: 11 });
    expect(bucketStart(buckets, 10)).toBe(1.5);
    expect(numberBucketsFor(0.1, 0.3).widthText).toBe("0.02");
    expect(bucketStart(numberBucketsFor(0.1, 0.3), 1)).toBe(0.12);
  });

  it("gives a single bucket when every answer is the same", () => {
    const buckets = numberBucketsFor(42, 42);
    expect(buckets.count).toBe(1);
    expect(bucketStart(buckets, 0)).toBe(42);
  });

  it("never makes more than 20 buckets", () => {
    for (const [min, max] of [
      [0, 1],
      [-1e9, 1e9],
      [0.001, 0.0029],
      [123.456, 98765.4321],
    ] as const) {
      const buckets = numberBucketsFor(min, max);
      expect(buckets.count).toBeLessThanOrEqual(20);
      expect(bucketStart(buckets, 0)).toBeLessThanOrEqual(min);
      expect(bucketStart(buckets, buckets.count)).toBeGreaterThan(max);
    }
  });
});
