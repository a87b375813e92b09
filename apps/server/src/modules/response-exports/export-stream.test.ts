import { expect, it, vi } from "vitest";
import { toResponseStream } from "./export-stream";

const bytes = (text: string) => new TextEncoder().encode(text);

it("pulls a chunk only when the reader asks for one", async () => {
  const produced: string[] = [];
  async function* chunks() {
    for (const text of ["a", "b", "c"]) {
      produced.push(text);
      yield bytes(text);
    }
  }
  const reader = toResponseStream(chunks(), { error: vi.fn() }, {}).getReader();
  expect((await reader.read()).value).toEqual(bytes("a"));
  // The stream keeps at most one chunk ready beyond what was read.
  expect(produced.length).toBeLessThanOrEqual(2);
  await reader.cancel();
  expect(produced).not.toContain("c");
});

it("a failure after the first bytes is logged and fails the body instead of throwing out of the server", async () => {
  const logger = { error: vi.fn() };
  async function* chunks() {
    yield bytes("header\r\n");
    throw new Error("connection lost");
  }
  const reader = toResponseStream(chunks(), logger, { surveyId: "s1" }).getReader();
  expect((await reader.read()).value).toEqual(bytes("header\r\n"));
  await expect(reader.read()).rejects.toThrow("connection lost");
  expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ surveyId: "s1" }), "response export failed");
});

it("a cancelled download runs the source's clean-up", async () => {
  let cleanedUp = false;
  async function* chunks() {
    try {
      for (;;) yield bytes("row\r\n");
    } finally {
      cleanedUp = true;
    }
  }
  const reader = toResponseStream(chunks(), { error: vi.fn() }, {}).getReader();
  await reader.read();
  await reader.cancel();
  expect(cleanedUp).toBe(true);
});
