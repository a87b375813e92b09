import { describe, expect, it } from "vitest";
import { crossedMilestone, progressPercent } from "./progress";

describe("progressPercent", () => {
  it("is the whole percent done, rounded down", () => {
    expect(progressPercent(0, 4)).toBe(0);
    expect(progressPercent(1, 4)).toBe(25);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(29, 100)).toBe(29);
    expect(progressPercent(4, 4)).toBe(100);
  });

  it("stays within 0–100 and is 0 for an empty survey", () => {
    expect(progressPercent(5, 4)).toBe(100);
    expect(progressPercent(-1, 4)).toBe(0);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(3, Number.NaN)).toBe(0);
  });
});

describe("crossedMilestone", () => {
  it("celebrates 25, 50 and 75 percent", () => {
    expect(crossedMilestone(20, 25)).toBe(25);
    expect(crossedMilestone(40, 60)).toBe(50);
    expect(crossedMilestone(74, 75)).toBe(75);
  });

  it("celebrates nothing else on the way from 0 to 100", () => {
    const celebrated = [];
    for (let p = 1; p <= 100; p += 1) celebrated.push(crossedMilestone(p - 1, p));
    expect(celebrated.filter((m) => m !== null)).toEqual([25, 50, 75]);
  });

  it("returns null when no milestone is passed or progress goes back", () => {
    expect(crossedMilestone(25, 30)).toBeNull();
    expect(crossedMilestone(76, 100)).toBeNull();
    expect(crossedMilestone(60, 40)).toBeNull();
    expect(crossedMilestone(50, 50)).toBeNull();
  });

  it("returns only the highest milestone of a jump", () => {
    expect(crossedMilestone(0, 100)).toBe(75);
    expect(crossedMilestone(10, 60)).toBe(50);
  });

  it("does not celebrate a milestone early on a survey of three", () => {
    expect(crossedMilestone(progressPercent(0, 3), progressPercent(1, 3))).toBe(25);
    expect(crossedMilestone(progressPercent(1, 3), progressPercent(2, 3))).toBe(50);
    expect(crossedMilestone(progressPercent(2, 3), progressPercent(3, 3))).toBe(75);
  });
});
