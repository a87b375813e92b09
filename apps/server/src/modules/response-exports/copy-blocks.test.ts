import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { copyBlockValues, copyLineBlocks } from "./copy-blocks";

async function* chunksOf(bytes: Buffer, cuts: number[]): AsyncGenerator<Buffer> {
  let start = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    if (cut <= start || cut >= bytes.length) continue;
    yield bytes.subarray(start, cut);
    start = cut;
  }
  if (start < bytes.length) yield bytes.subarray(start);
}

async function collect(blocks: AsyncIterable<Buffer>): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for await (const block of blocks) out.push(Buffer.from(block));
  return out;
}

/** A value as COPY's text format writes it: every backslash doubled. */
const asCopyText = (value: string) => value.replaceAll("\\", "\\\\");

// JSON-like text with backslashes, quotes and characters of 2, 3 and 4 UTF-8 bytes, which a
// network chunk can split in the middle.
const valueArbitrary = fc
  .array(fc.constantFrom("a", "\\", '"', "é", "€", "😀", "{", ",", " "), { maxLength: 40 })
  .map((parts) => parts.join(""));

describe("copyLineBlocks and copyBlockValues", () => {
  it("give back every line once, in order, whatever the chunking, in blocks of whole lines", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(valueArbitrary, { maxLength: 60 }),
        fc.array(fc.nat({ max: 4000 }), { maxLength: 30 }),
        fc.integer({ min: 1, max: 300 }),
        async (values, cuts, blockBytes) => {
          const stream = Buffer.from(values.map((v) => `${asCopyText(v)}\n`).join(""), "utf8");
          const blocks = await collect(copyLineBlocks(chunksOf(stream, cuts), blockBytes));
          expect(Buffer.concat(blocks).equals(stream)).toBe(true);
          for (const block of blocks) expect(block.at(-1)).toBe(0x0a);
          expect(blocks.flatMap((block) => copyBlockValues(block))).toEqual(values);
        },
      ),
    );
  });

  it("hands a block on once it holds about blockBytes, not only at the end", async () => {
    const line = `${"x".repeat(99)}\n`;
    const stream = Buffer.from(line.repeat(50));
    // Chunks of 70 bytes: lines are split across chunks.
    const cuts = Array.from({ length: 80 }, (_, i) => (i + 1) * 70);
    const blocks = await collect(copyLineBlocks(chunksOf(stream, cuts), 1000));
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    // A block closes at the last line end of the chunk that took it past 1,000 bytes.
    for (const block of blocks.slice(0, -1)) expect(block.length).toBeLessThan(1000 + 2 * line.length);
  });

  it("keeps a line longer than a block whole, as a block of its own", async () => {
    const long = "y".repeat(5000);
    const stream = Buffer.from(`short\n${long}\nafter\n`);
    const cuts = Array.from({ length: 60 }, (_, i) => (i + 1) * 97);
    const blocks = await collect(copyLineBlocks(chunksOf(stream, cuts), 512));
    expect(blocks.flatMap((block) => copyBlockValues(block))).toEqual(["short", long, "after"]);
    expect(blocks.some((block) => copyBlockValues(block).includes(long))).toBe(true);
  });
});

describe("copyBlockValues", () => {
  it("refuses a block whose last row has no line end: a row cut short is not exported as if whole", () => {
    expect(() => copyBlockValues(Buffer.from('["a"]\n["b"'))).toThrow("COPY data ended inside a row");
  });
});
