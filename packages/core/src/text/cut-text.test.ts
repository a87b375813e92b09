import { describe, expect, it } from "vitest";
import { cutText } from "./cut-text";

describe("cutText", () => {
  it("keeps text that fits and cuts longer text to the limit with an ellipsis", () => {
    expect(cutText("a".repeat(10), 10)).toBe("a".repeat(10));
    const cut = cutText("b".repeat(11), 10);
    expect(cut).toBe(`${"b".repeat(9)}…`);
    expect(cut.length).toBe(10);
  });

  it("drops the space before the ellipsis", () => {
    expect(cutText("late delivery again", 10)).toBe("late deli…");
    expect(cutText("late      delivery", 10)).toBe("late…");
  });

  it("never splits a surrogate pair", () => {
    // "😀" is two UTF-16 units; a cut at 9 units would fall between them.
    const cut = cutText(`${"a".repeat(8)}😀😀😀`, 10);
    expect(cut).toBe(`${"a".repeat(8)}…`);
    expect(cut.length).toBeLessThanOrEqual(10);
    expect(cutText(`${"a".repeat(7)}😀😀😀`, 10)).toBe(`${"a".repeat(7)}😀…`);
    // No lone high surrogate before the ellipsis.
    expect(cutText(`${"a".repeat(8)}😀😀😀`, 10)).not.toMatch(/[\uD800-\uDBFF]…$/);
  });
});
