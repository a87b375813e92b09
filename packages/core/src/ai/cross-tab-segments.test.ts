import { describe, expect, it } from "vitest";
import { inBand, scoreBand } from "./cross-tab-segments";

describe("cross-tab score bands", () => {
  it("reads the bottom of a scale as low", () => {
    expect(scoreBand("low", { min: 1, max: 5 })).toEqual({ from: 1, to: 2 });
    expect(scoreBand("low", { min: 1, max: 10 })).toEqual({ from: 1, to: 4 });
    expect(scoreBand("low", { min: 1, max: 3 })).toEqual({ from: 1, to: 1 });
    expect(scoreBand("low", { min: 0, max: 10 })).toEqual({ from: 0, to: 4 });
  });

  it("counts detractors and promoters as the Net Promoter Score does", () => {
    expect(scoreBand("detractors", { min: 0, max: 10 })).toEqual({ from: 0, to: 6 });
    expect(scoreBand("promoters", { min: 0, max: 10 })).toEqual({ from: 9, to: 10 });
    expect(inBand(6, scoreBand("detractors", { min: 0, max: 10 }))).toBe(true);
    expect(inBand(7, scoreBand("detractors", { min: 0, max: 10 }))).toBe(false);
  });
});
