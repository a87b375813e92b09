import { afterEach, expect, it, vi } from "vitest";
import { AppError } from "../../lib/app-error";
import { createExportSlots } from "./export-slots";

const limits = { total: 3, waitMs: 2_000 };

afterEach(() => {
  vi.useRealTimers();
});

it("runs at most `total` exports in the process; the next waits, then gets EXPORT_BUSY", async () => {
  vi.useFakeTimers();
  const slots = createExportSlots(limits);
  for (let i = 0; i < limits.total; i += 1) await slots.acquire();
  const next = slots.acquire();
  const outcome = expect(next).rejects.toSatisfy((error) => error instanceof AppError && error.code === "EXPORT_BUSY");
  await vi.advanceTimersByTimeAsync(limits.waitMs);
  await outcome;
  expect(slots.running()).toBe(limits.total);
});

it("gives waiting requests, first come first served, the slots ending exports free", async () => {
  vi.useFakeTimers();
  const slots = createExportSlots(limits);
  const releases = [await slots.acquire(), await slots.acquire(), await slots.acquire()];
  const first = slots.acquire();
  const second = slots.acquire();
  await vi.advanceTimersByTimeAsync(limits.waitMs / 2);
  releases[0]?.();
  // Releasing twice (a download that both finished and was cancelled) frees one slot only.
  releases[0]?.();
  await expect(first).resolves.toBeTypeOf("function");
  const outcome = expect(second).rejects.toThrow("Too many exports are running");
  await vi.advanceTimersByTimeAsync(limits.waitMs);
  await outcome;
  expect(slots.running()).toBe(limits.total);
});
