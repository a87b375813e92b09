import { afterEach, expect, it, vi } from "vitest";
import { AppError } from "../../lib/app-error";
import { createExportSlots, EXPORT_RETRY_AFTER_SECONDS } from "./export-slots";

const limits = { total: 4, keptForFirst: 2, waitMs: 2_000 };

const isBusy = (error: unknown) =>
  error instanceof AppError &&
  error.code === "EXPORT_BUSY" &&
  error.headers?.["Retry-After"] === String(EXPORT_RETRY_AFTER_SECONDS);

afterEach(() => {
  vi.useRealTimers();
});

it("runs at most `total` exports in the process; the next waits, then gets EXPORT_BUSY with Retry-After", async () => {
  vi.useFakeTimers();
  const slots = createExportSlots(limits);
  for (const account of ["a", "b", "c", "d"]) await slots.acquire(account);
  const next = slots.acquire("e");
  const outcome = expect(next).rejects.toSatisfy(isBusy);
  await vi.advanceTimersByTimeAsync(limits.waitMs);
  await outcome;
  expect(slots.running()).toBe(limits.total);
});

it("gives waiting requests, first come first served, the slots ending exports free", async () => {
  vi.useFakeTimers();
  const slots = createExportSlots(limits);
  const releases = [await slots.acquire("a"), await slots.acquire("b"), await slots.acquire("c"), await slots.acquire("d")];
  const first = slots.acquire("e");
  const second = slots.acquire("f");
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

it("keeps `keptForFirst` slots for accounts with no export running: a further export waits for them in vain, a first one takes them", async () => {
  vi.useFakeTimers();
  const slots = createExportSlots(limits);
  // More than the kept slots free: an account's second export runs at once.
  await slots.acquire("a");
  await slots.acquire("a");
  await slots.acquire("b");
  const secondOfB = slots.acquire("b");
  const thirdOfA = slots.acquire("a");
  await slots.acquire("c");
  expect(slots.running()).toBe(4);
  const outcome = Promise.all([expect(secondOfB).rejects.toSatisfy(isBusy), expect(thirdOfA).rejects.toSatisfy(isBusy)]);
  await vi.advanceTimersByTimeAsync(limits.waitMs);
  await outcome;
});

it("gives a freed slot to a waiting account with none running before an account that has one, whichever asked first", async () => {
  vi.useFakeTimers();
  const slots = createExportSlots(limits);
  const [first] = [await slots.acquire("a"), await slots.acquire("b"), await slots.acquire("c"), await slots.acquire("d")];
  const secondOfB = slots.acquire("b");
  const firstOfE = slots.acquire("e");
  first?.();
  await expect(firstOfE).resolves.toBeTypeOf("function");
  const outcome = expect(secondOfB).rejects.toSatisfy(isBusy);
  await vi.advanceTimersByTimeAsync(limits.waitMs);
  await outcome;
});
