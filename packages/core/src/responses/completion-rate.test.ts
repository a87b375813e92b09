import { describe, expect, it } from "vitest";
import { getCompletionRate } from "./completion-rate";

describe("getCompletionRate", () => {
  it("is complete out of complete plus partial, as a percentage with one decimal", () => {
    expect(getCompletionRate(7, 1)).toBe(87.5);
    expect(getCompletionRate(2, 1)).toBe(66.7);
    expect(getCompletionRate(3, 0)).toBe(100);
    expect(getCompletionRate(0, 4)).toBe(0);
  });

  it("is null when nothing was started", () => {
    expect(getCompletionRate(0, 0)).toBeNull();
  });
});
