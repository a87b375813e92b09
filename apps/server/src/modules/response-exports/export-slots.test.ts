import { afterEach, expect, it, vi } from "vitest";
import { AppError } from "../../lib/app-error";
import { createExportSlots } from "./export-slots";

const limits = { perUser: 2, total: 4, waitMs: 2_000 };

afterEach(() => {
  vi.useRealTimers();
});

it("lets a user run two exports at once; the third waits, then gets EXPORT_BUSY", async () => {
  vi.useFakeTimers();
  const slots = createExportSlots(limits);
  await slots.acquire("ana");
  await slots.acquire("ana");
  const third = slots.acquire("ana");
  const outcome = expect(third).rejects.toSatisfy((error) => error instanceof AppError && error.code === "EXPORT_BUSY");
  await vi.advanceTimersByTimeAsync(limits.waitMs);
  await outcome;
  expect(slots.running()).toBe(2);
});

it("gives a waiting request the slot an ending export frees", async () => {
  vi.useFakeTimers();
  const slots = createExportSlots(limits);
  const release = await slots.acquire("ana");
  await slots.acquire("ana");
  const third = slots.acquire("ana");
  await vi.advanceTimersByTimeAsync(limits.waitMs / 2);
  release();
  // Releasing twice (a download that both finished and was cancelled) frees one slot only.
  release();
  await expect(third).resolves.toBeTypeOf("function");
  expect(slots.running()).toBe(2);
});

it("runs at most four exports in the process, whoever asks", async () => {
  vi.useFakeTimers();
  const slots = createExportSlots(limits);
  const releases = [await slots.acquire("ana"), await slots.acquire("ana"), await slots.acquire("bo"), await slots.acquire("cy")];
  const fifth = slots.acquire("dee");
  const sixth = slots.acquire("eve");
  (releases[2] as () => void)();
  await expect(fifth).resolves.toBeTypeOf("function");
  const outcome = expect(sixth).rejects.toThrow("Too many exports are running");
  await vi.advanceTimersByTimeAsync(limits.waitMs);
  await outcome;
  expect(slots.running()).toBe(4);
});

it("does not hold up other users behind one at their own limit", async () => {
  vi.useFakeTimers();
  const slots = createExportSlots(limits);
  await slots.acquire("ana");
  await slots.acquire("ana");
  const anaWaits = slots.acquire("ana");
  anaWaits.catch(() => undefined);
  await expect(slots.acquire("bo")).resolves.toBeTypeOf("function");
  expect(slots.running()).toBe(3);
  await vi.advanceTimersByTimeAsync(limits.waitMs);
});
