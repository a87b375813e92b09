import { describe, expect, it } from "vitest";
import { pageWindow, type PageSlot } from "./page-window";

/** The slots as a compact string: numbers, and … for a gap. */
const show = (slots: PageSlot[]) => slots.map((s) => (s.type === "page" ? String(s.page) : "…")).join(" ");

describe("pageWindow", () => {
  it("shows every page when they fit", () => {
    expect(show(pageWindow(1, 1, 5))).toBe("1");
    expect(show(pageWindow(3, 5, 5))).toBe("1 2 3 4 5");
    expect(show(pageWindow(2, 3, 3))).toBe("1 2 3");
  });

  it("keeps first and last with a run around the current page and gaps on both sides", () => {
    expect(show(pageWindow(6, 12, 5))).toBe("1 … 5 6 7 … 12");
    expect(show(pageWindow(6, 12, 3))).toBe("1 … 6 … 12");
  });

  it("slides the run against either end instead of showing fewer numbers", () => {
    expect(show(pageWindow(1, 12, 5))).toBe("1 2 3 4 … 12");
    expect(show(pageWindow(2, 12, 5))).toBe("1 2 3 4 … 12");
    expect(show(pageWindow(12, 12, 5))).toBe("1 … 9 10 11 12");
    expect(show(pageWindow(1, 12, 3))).toBe("1 2 … 12");
    expect(show(pageWindow(12, 12, 3))).toBe("1 … 11 12");
  });

  it("never shows more numbers than allowed, and always the current page, first and last", () => {
    for (const max of [3, 5]) {
      for (let total = 1; total <= 30; total++) {
        for (let current = 1; current <= total; current++) {
          const pages = pageWindow(current, total, max).flatMap((s) => (s.type === "page" ? [s.page] : []));
          expect(pages.length).toBeLessThanOrEqual(max);
          expect(pages).toContain(current);
          expect(pages[0]).toBe(1);
          expect(pages.at(-1)).toBe(total);
          expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        }
      }
    }
  });

  it("puts a gap exactly where pages are left out", () => {
    for (let current = 1; current <= 20; current++) {
      const slots = pageWindow(current, 20, 5);
      slots.forEach((slot, i) => {
        const before = slots[i - 1];
        const after = slots[i + 1];
        if (slot.type === "gap" && before?.type === "page" && after?.type === "page") {
          expect(after.page - before.page).toBeGreaterThan(1);
        }
        if (slot.type === "page" && after?.type === "page") expect(after.page).toBe(slot.page + 1);
      });
    }
  });

  it("clamps a current page outside 1..total", () => {
    expect(show(pageWindow(99, 12, 5))).toBe("1 … 9 10 11 12");
    expect(show(pageWindow(0, 12, 5))).toBe("1 2 3 4 … 12");
    expect(show(pageWindow(1, 0, 5))).toBe("1");
  });
});
