import { afterEach, expect, it, vi } from "vitest";
import { toResponseStream } from "./export-stream";

const bytes = (text: string) => new TextEncoder().encode(text);
const silent = () => ({ error: vi.fn(), warn: vi.fn() });

afterEach(() => {
  vi.useRealTimers();
});

it("pulls a chunk only when the reader asks for one", async () => {
  const produced: string[] = [];
  async function* chunks() {
    for (const text of ["a", "b", "c"]) {
      produced.push(text);
      yield bytes(text);
    }
  }
  const reader = toResponseStream(chunks(), silent(), {}).getReader();
  expect((await reader.read()).value).toEqual(bytes("a"));
  // The stream keeps at most one chunk ready beyond what was read.
  expect(produced.length).toBeLessThanOrEqual(2);
  await reader.cancel();
  expect(produced).not.toContain("c");
});

it("a failure after the first bytes is logged and fails the body instead of throwing out of the server", async () => {
  const logger = silent();
  const onClose = vi.fn();
  async function* chunks() {
    yield bytes("header\r\n");
    throw new Error("connection lost");
  }
  const reader = toResponseStream(chunks(), logger, { surveyId: "s1" }, { onClose }).getReader();
  expect((await reader.read()).value).toEqual(bytes("header\r\n"));
  await expect(reader.read()).rejects.toThrow("connection lost");
  expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ surveyId: "s1" }), "response export failed");
  expect(onClose).toHaveBeenCalledTimes(1);
});

it("a cancelled download runs the source's clean-up, then onClose once", async () => {
  const events: string[] = [];
  async function* chunks() {
    try {
      for (;;) yield bytes("row\r\n");
    } finally {
      events.push("source cleaned up");
    }
  }
  const reader = toResponseStream(chunks(), silent(), {}, { onClose: () => events.push("closed") }).getReader();
  await reader.read();
  await reader.cancel();
  expect(events).toEqual(["source cleaned up", "closed"]);
});

it("a finished download calls onClose once", async () => {
  const onClose = vi.fn();
  async function* chunks() {
    yield bytes("only\r\n");
  }
  const reader = toResponseStream(chunks(), silent(), {}, { onClose }).getReader();
  expect((await reader.read()).done).toBe(false);
  expect((await reader.read()).done).toBe(true);
  expect(onClose).toHaveBeenCalledTimes(1);
});

it("a client that stops reading is cut off after idleMs: the source is cleaned up and the body fails", async () => {
  vi.useFakeTimers();
  const logger = silent();
  const events: string[] = [];
  async function* chunks() {
    try {
      for (;;) yield bytes("row\r\n");
    } finally {
      events.push("source cleaned up");
    }
  }
  const stream = toResponseStream(chunks(), logger, { surveyId: "s1" }, { idleMs: 30_000, onClose: () => events.push("closed") });
  const reader = stream.getReader();
  await reader.read();
  // Reading on time keeps it going.
  await vi.advanceTimersByTimeAsync(20_000);
  await reader.read();
  await vi.advanceTimersByTimeAsync(20_000);
  expect(events).toEqual([]);
  await vi.advanceTimersByTimeAsync(20_000);
  expect(events).toEqual(["source cleaned up", "closed"]);
  expect(logger.warn).toHaveBeenCalledWith(
    expect.objectContaining({ surveyId: "s1" }),
    expect.stringContaining("stopped reading"),
  );
  // The download fails visibly instead of ending as if complete.
  await expect(reader.read()).rejects.toThrow("stopped reading");
});
