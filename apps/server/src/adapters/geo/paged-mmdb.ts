import { readSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { createRequire } from "node:module";
import type Decoder from "mmdb-lib/lib/decoder";
import type { Cache } from "mmdb-lib/lib/types";

/**
 * An MMDB file read as docs/decisions/306-geoip-search-tree-read-by-pages.md says: the data
 * section once into memory, the search tree page by page from the file, a bounded number of
 * pages kept. mmdb-lib (the maxmind package's own reader) parses the metadata, the addresses and
 * the records; only the walk down the tree is ours, because mmdb-lib's walks a Buffer of the
 * whole file.
 */
export interface PagedMmdb<T> {
  /**
   * The record for an address, or null when the file knows nothing of it. `ip` must be a valid
   * IPv4 or IPv6 address (callers check with `isIP`); an IPv6 address in an IPv4-only file is
   * null, where mmdb-lib would look up its first 32 bits.
   */
  get: (ip: string) => T | null;
  close: () => Promise<void>;
}

export interface PagedMmdbOptions {
  /** Pages of the search tree kept at most (512 nodes, 3–4 KB, each); 2,048 by default. */
  maxPages?: number;
  /** Decoded records kept at most, by their place in the data section. */
  maxRecords?: number;
}

/** Nodes per page: a page never splits a node, whatever the record size. */
const NODES_PER_PAGE = 512;
/**
 * 2,048 pages: ~7 MB per file. Random addresses then cost ~8.5 µs a lookup against ~3.5 µs from
 * the whole file in memory; addresses from a few networks, as a survey's audience is, ~1 µs.
 */
const DEFAULT_MAX_PAGES = 2048;
/** The metadata sits in the file's last 128 KiB, after this marker (the MMDB format's rule). */
const METADATA_MARKER = Buffer.from("abcdef4d61784d696e642e636f6d", "hex");
const METADATA_MAX_BYTES = 128 * 1024;
/** Sixteen zero bytes between the search tree and the data section. */
const DATA_SECTION_SEPARATOR = 16;

interface MmdbLib {
  Decoder: typeof Decoder;
  parseMetadata: (db: Buffer) => { ipVersion: number; nodeCount: number; recordSize: number; searchTreeSize: number };
  parseAddress: (ip: string) => number[];
}

let mmdbLib: MmdbLib | undefined;
/** mmdb-lib's modules, loaded on the first file opened (the server may never locate anyone). */
function loadMmdbLib(): MmdbLib {
  if (mmdbLib) return mmdbLib;
  const require = createRequire(import.meta.url);
  mmdbLib = {
    Decoder: (require("mmdb-lib/lib/decoder.js") as { default: typeof Decoder }).default,
    parseMetadata: (require("mmdb-lib/lib/metadata.js") as Pick<MmdbLib, "parseMetadata">).parseMetadata,
    parseAddress: (require("mmdb-lib/lib/ip.js") as { default: { parse: (ip: string) => number[] } }).default.parse,
  };
  return mmdbLib;
}

/** A bounded map of decoded records; full, it starts again (hot records come back at once). */
function boundedCache(max: number): Cache {
  const entries = new Map<string | number, unknown>();
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      if (entries.size >= max) entries.clear();
      entries.set(key, value);
    },
  };
}

/** Reads one record (left for bit 0, right for bit 1) of the node at `at`, as the format lays it out. */
export function recordReader(recordSize: number): (pages: Buffer, at: number, bit: number) => number {
  switch (recordSize) {
    case 24:
      return (pages, at, bit) => (bit ? pages.readUIntBE(at + 3, 3) : pages.readUIntBE(at, 3));
    case 28:
      // The middle byte holds the high nibble of each record: the left one's top, the right one's bottom.
      return (pages, at, bit) =>
        bit
          ? (pages[at + 3]! & 0x0f) * 0x1000000 + pages.readUIntBE(at + 4, 3)
          : (pages[at + 3]! & 0xf0) * 0x100000 + pages.readUIntBE(at, 3);
    case 32:
      return (pages, at, bit) => (bit ? pages.readUInt32BE(at + 4) : pages.readUInt32BE(at));
    default:
      throw new Error(`Unsupported MMDB record size ${recordSize}`);
  }
}

/** Fills `buffer` from `position`, or throws: a file shorter than its own layout says is broken. */
async function readFully(handle: FileHandle, buffer: Buffer, position: number): Promise<void> {
  const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
  if (bytesRead !== buffer.length) throw new Error("MMDB file cut short");
}

export async function openPagedMmdb<T>(file: string, options: PagedMmdbOptions = {}): Promise<PagedMmdb<T>> {
  const { Decoder, parseMetadata, parseAddress } = loadMmdbLib();
  const maxPages = Math.max(1, Math.floor(options.maxPages ?? DEFAULT_MAX_PAGES) || DEFAULT_MAX_PAGES);
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const tailStart = Math.max(0, size - METADATA_MAX_BYTES);
    const tail = Buffer.alloc(size - tailStart);
    await readFully(handle, tail, tailStart);
    const markerAt = tail.lastIndexOf(METADATA_MARKER);
    if (markerAt < 0) throw new Error(`${file} is not an MMDB file`);
    const { ipVersion, nodeCount, recordSize, searchTreeSize } = parseMetadata(tail);
    const dataStart = searchTreeSize + DATA_SECTION_SEPARATOR;
    const dataEnd = tailStart + markerAt;
    if (dataEnd < dataStart) throw new Error(`${file} is cut short`);
    const data = Buffer.alloc(dataEnd - dataStart);
    await readFully(handle, data, dataStart);
    const records = boundedCache(options.maxRecords ?? 4096);
    const decoder = new Decoder(data, 0, records);

    const nodeBytes = recordSize / 4;
    const pageBytes = NODES_PER_PAGE * nodeBytes;
    const pageCount = Math.ceil(nodeCount / NODES_PER_PAGE);
    const slotCount = Math.min(maxPages, pageCount);
    // Pages are read into slots of one buffer allocated once, so a page read allocates nothing;
    // the operating system gives the buffer memory only as slots fill.
    const slots = Buffer.alloc(slotCount * pageBytes);
    const slotOfPage = new Int32Array(pageCount).fill(-1);
    const pageInSlot = new Int32Array(slotCount).fill(-1);
    // A clock over the slots: a page used since the hand last passed stays for another turn,
    // so the top of the tree, which every lookup walks, stays.
    const used = new Uint8Array(slotCount);
    let hand = 0;
    /** Where the page starts in `slots`, read from the file if it is not held. */
    const pageAt = (page: number): number => {
      let slot = slotOfPage[page]!;
      if (slot < 0) {
        while (used[hand]) {
          used[hand] = 0;
          hand = (hand + 1) % slotCount;
        }
        slot = hand;
        hand = (hand + 1) % slotCount;
        const evicted = pageInSlot[slot]!;
        if (evicted >= 0) slotOfPage[evicted] = -1;
        // Empty until the read has succeeded: a failed or short read leaves no page behind.
        pageInSlot[slot] = -1;
        const start = page * pageBytes;
        const length = Math.min(pageBytes, searchTreeSize - start);
        // Synchronous: a page read is a few microseconds when the file is in the operating
        // system's cache; through the thread pool it would cost more than the read itself.
        if (readSync(handle.fd, slots, slot * pageBytes, length, start) !== length) throw new Error(`${file} is cut short`);
        pageInSlot[slot] = page;
        slotOfPage[page] = slot;
      }
      used[slot] = 1;
      return slot * pageBytes;
    };
    const readRecord = recordReader(recordSize);
    const child = (node: number, bit: number) =>
      readRecord(slots, pageAt(Math.floor(node / NODES_PER_PAGE)) + (node % NODES_PER_PAGE) * nodeBytes, bit);

    // IPv4 addresses in an IPv6 tree are under 96 zero bits (::a.b.c.d).
    let ipv4Start = 0;
    if (ipVersion === 6) {
      for (let depth = 0; depth < 96 && ipv4Start < nodeCount; depth++) ipv4Start = child(ipv4Start, 0);
    }

    return {
      get: (ip) => {
        const bytes = parseAddress(ip);
        if (bytes.length === 16 && ipVersion === 4) return null;
        let node = bytes.length === 4 ? ipv4Start : 0;
        const bits = bytes.length * 8;
        for (let depth = 0; depth < bits && node < nodeCount; depth++) {
          node = child(node, (bytes[depth >> 3]! >> (7 - (depth & 7))) & 1);
        }
        // A record equal to the node count means "not in the file"; above it, a data pointer.
        if (node <= nodeCount) return null;
        return decoder.decodeFast(node - nodeCount - DATA_SECTION_SEPARATOR).value as T;
      },
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
