import { describe, expect, it } from "vitest";
import { bucketRangeAt, bucketStart, numberBucketsFor } from "./number-buckets";

describe("numberBucketsFor", () => {
  it("gives whole numbers spanning fewer than 20 values one bucket each", () => {
    expect(numberBucketsFor(3, 17)).toEqual({ first: 3, count: 15, widthText: "1", width: 1, mantissa: 1, exponent: 0 });
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

  it("buckets ranges below 10^-98 with exact starts (a 0 and a 1e-100 answer)", () => {
    const buckets = numberBucketsFor(0, 1e-100);
    expect(buckets).toMatchObject({ widthText: "1e-101", width: 1e-101, first: 0, count: 11 });
    expect(bucketStart(buckets, 3)).toBe(3e-101);
    expect(bucketStart(buckets, 10)).toBe(1e-100);
  });

  it("buckets the widest doubles with finite starts", () => {
    const buckets = numberBucketsFor(-1e308, 1e308);
    expect(buckets).toMatchObject({ widthText: "2e+307", first: -5, count: 11 });
    expect(bucketStart(buckets, 0)).toBe(-1e308);
    // The first bucket would start at -1.8e308, below the doubles: it starts at the lowest one.
    const widest = numberBucketsFor(-Number.MAX_VALUE, Number.MAX_VALUE);
    expect(widest).toMatchObject({ widthText: "2e+307", first: -9, count: 18 });
    expect(bucketStart(widest, 0)).toBe(-Number.MAX_VALUE);
  });

  it("gives answers agreeing to 12 significant digits one bucket", () => {
    const buckets = numberBucketsFor(1e20, 1e20 + 16384);
    expect(buckets.count).toBe(1);
    expect(bucketStart(buckets, 0)).toBe(1e20);
  });
});

describe("bucketRangeAt", () => {
  it("names a bucket of whole numbers by its first and last whole number", () => {
    // Answers 10, 17, 31 and 99: buckets 5 wide, so 17 is one of 15–19, not "15".
    const buckets = numberBucketsFor(10, 99);
    expect(buckets.width).toBe(5);
    const rangeOf = (value: number) => bucketRangeAt(buckets, Math.floor(value / 5) - buckets.first, true);
    expect(rangeOf(10)).toEqual({ kind: "whole", from: 10, to: 14 });
    expect(rangeOf(17)).toEqual({ kind: "whole", from: 15, to: 19 });
    expect(rangeOf(31)).toEqual({ kind: "whole", from: 30, to: 34 });
    expect(rangeOf(99)).toEqual({ kind: "whole", from: 95, to: 99 });
  });

  it("names a bucket that can hold one whole number by that number", () => {
    const ones = numberBucketsFor(-2, 12);
    expect(bucketRangeAt(ones, 0, true)).toEqual({ kind: "value", value: -2 });
    // 10..12 is bucketed 0.2 wide: each whole number still has a bucket of its own.
    const narrow = numberBucketsFor(10, 12);
    expect(narrow.width).toBeLessThan(1);
    expect(bucketRangeAt(narrow, 5, true)).toEqual({ kind: "value", value: 11 });
  });

  it("names a bucket of decimals by its start and the next bucket's start, which it stops below", () => {
    const buckets = numberBucketsFor(1, 1.5);
    expect(bucketRangeAt(buckets, 0, false)).toEqual({ kind: "below", from: 1, below: 1.05 });
    expect(bucketRangeAt(buckets, 4, false)).toEqual({ kind: "below", from: 1.2, below: 1.25 });
    expect(bucketRangeAt(numberBucketsFor(10, 99), 1, false)).toEqual({ kind: "below", from: 15, below: 20 });
  });
});
