import { describe, expect, it } from "vitest";
import { dropIndex, moveItem } from "./ranking-widget";

describe("dropIndex", () => {
  // Three other rows, 50 px tall, with their middles at 25, 75 and 125.
  const middles = [25, 75, 125];

  it("lands after every row whose middle the pointer has passed", () => {
    expect(dropIndex(middles, 10)).toBe(0);
    expect(dropIndex(middles, 26)).toBe(1);
    expect(dropIndex(middles, 100)).toBe(2);
    expect(dropIndex(middles, 400)).toBe(3);
  });

  it("stays put while the pointer is over the dragged row's own slot", () => {
    // Dragged into slot 1, it covers 50–100 and the rows after it move down by its height.
    const shifted = [25, 125, 175];
    for (const y of [51, 75, 99]) expect(dropIndex(shifted, y)).toBe(1);
  });
});

describe("moveItem", () => {
  it("moves one item and keeps the others in order", () => {
    expect(moveItem(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
  });
});
