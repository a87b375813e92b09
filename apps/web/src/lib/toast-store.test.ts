import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearToasts, dismissToast, showToast, useToasts } from "./toast-store";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  void act(() => clearToasts());
  vi.useRealTimers();
});

describe("toasts", () => {
  it("shows at most five and counts the rest", () => {
    const { result } = renderHook(() => useToasts());
    void act(() => {
      for (let i = 1; i <= 7; i += 1) showToast({ type: "info", title: `Toast ${i}` });
    });
    expect(result.current.visible.map((t) => t.title)).toEqual(["Toast 1", "Toast 2", "Toast 3", "Toast 4", "Toast 5"]);
    expect(result.current.hiddenCount).toBe(2);
  });

  it("leaves after five seconds with a 300 ms fade", () => {
    const { result } = renderHook(() => useToasts());
    void act(() => void showToast({ type: "success", title: "Saved" }));
    // The rule's own figures, not the module's constants, so changing either fails here.
    void act(() => vi.advanceTimersByTime(4999));
    expect(result.current.visible[0]?.leaving).toBe(false);
    void act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible[0]?.leaving).toBe(true);
    void act(() => vi.advanceTimersByTime(299));
    expect(result.current.visible).toHaveLength(1);
    void act(() => vi.advanceTimersByTime(1));
    expect(result.current.visible).toHaveLength(0);
  });

  it("keeps a persistent toast until it is dismissed", () => {
    const { result } = renderHook(() => useToasts());
    let id: number | null = null;
    void act(() => {
      id = showToast({ type: "warning", title: "Stay", persistent: true });
    });
    void act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.visible).toHaveLength(1);
    void act(() => dismissToast(id as unknown as number));
    void act(() => vi.advanceTimersByTime(300));
    expect(result.current.visible).toHaveLength(0);
  });

  it("does not show a toast with an empty title", () => {
    const { result } = renderHook(() => useToasts());
    void act(() => void showToast({ type: "error", title: "  ", message: "hidden" }));
    expect(result.current.visible).toHaveLength(0);
  });
});
