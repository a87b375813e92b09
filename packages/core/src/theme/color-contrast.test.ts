import { describe, expect, it } from "vitest";
import { contrastRatio, isHexColor, pickMostContrasting, relativeLuminance } from "./color-contrast";

describe("contrastRatio", () => {
  it("gives 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#4f46e5", "#4f46e5")).toBe(1);
  });

  it("matches the published WCAG figures for common pairs, in either order", () => {
    // #767676 is the lightest grey that passes AA on white (4.54:1).
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#ffffff", "#777777")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#ffffff", "#4f46e5")).toBeCloseTo(6.29, 1);
  });

  it("reads upper-case hex like lower-case", () => {
    expect(relativeLuminance("#FFAA00")).toBe(relativeLuminance("#ffaa00"));
  });

  it("refuses what is not #rrggbb", () => {
    expect(() => relativeLuminance("red")).toThrow();
    expect(isHexColor("#abc")).toBe(false);
    expect(isHexColor("#a1b2c3")).toBe(true);
    expect(isHexColor("#a1b2c3;}body{")).toBe(false);
  });
});

describe("pickMostContrasting", () => {
  it("puts dark text on yellow and white text on navy", () => {
    expect(pickMostContrasting("#facc15", ["#ffffff", "#0f172a"])).toBe("#0f172a");
    expect(pickMostContrasting("#1e3a8a", ["#ffffff", "#0f172a"])).toBe("#ffffff");
  });
});
