const LINE_FEED = 0x0a;

/**
 * Bytes of whole COPY lines handed on at once: enough rows (a thousand or so) to amortise each
 * hand-over, to a worker thread or to an encoder, and little memory held.
 */
export const COPY_BLOCK_BYTES = 256 * 1024;

/**
 * A COPY text stream regrouped into blocks of whole lines: each block ends with a line end and
 * holds about `blockBytes`, up to one network chunk more (a line longer than that makes a block
 * with at most the rest of its last chunk). The network's chunks split lines anywhere; a line
 * split across chunks is joined only once its end has arrived, so a very long line is copied
 * once, not once per chunk. Each block is a copy that owns all its memory (none from Node's
 * shared pool), so it can move to a worker thread without another copy (csv-workers.ts).
 */
export async function* copyLineBlocks(
  chunks: AsyncIterable<Buffer>,
  blockBytes: number = COPY_BLOCK_BYTES,
): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  // Bytes of `pending` up to and including the last line end seen in it (0: none yet).
  let wholeLines = 0;
  for await (const chunk of chunks) {
    pending.push(chunk);
    size += chunk.length;
    const lastEnd = chunk.lastIndexOf(LINE_FEED);
    if (lastEnd !== -1) wholeLines = size - chunk.length + lastEnd + 1;
    if (size < blockBytes || wholeLines === 0) continue;
    const block = Buffer.allocUnsafeSlow(wholeLines);
    let at = 0;
    let rest: Buffer[] = [];
    for (let i = 0; i < pending.length; i += 1) {
      const part = pending[i] as Buffer;
      const taken = Math.min(part.length, wholeLines - at);
      part.copy(block, at, 0, taken);
      at += taken;
      if (at === wholeLines) {
        // The lines not ended yet stay views of their chunks until their end arrives.
        rest = taken < part.length ? [part.subarray(taken), ...pending.slice(i + 1)] : pending.slice(i + 1);
        break;
      }
    }
    yield block;
    pending = rest;
    size -= wholeLines;
    wholeLines = 0;
  }
  if (size) {
    const block = Buffer.allocUnsafeSlow(size);
    let at = 0;
    for (const part of pending) at += part.copy(block, at);
    yield block;
  }
}

/**
 * The values of a block of COPY text lines with one column each. Ours are JSON text, which never
 * holds a raw line break, tab or other control character (JSON escapes them), so the only escape
 * COPY adds is a doubled backslash. Each line is decoded on its own: JSON.parse reads such a
 * string faster than a slice of one string decoded for the whole block.
 */
export function copyBlockValues(block: Uint8Array): string[] {
  const bytes = Buffer.from(block.buffer, block.byteOffset, block.byteLength);
  const values: string[] = [];
  let start = 0;
  for (let end = bytes.indexOf(LINE_FEED); end !== -1; end = bytes.indexOf(LINE_FEED, start)) {
    const value = bytes.toString("utf8", start, end);
    values.push(value.includes("\\") ? value.replaceAll("\\\\", "\\") : value);
    start = end + 1;
  }
  // COPY ends every row with a line end: bytes after the last one are a row cut short.
  if (start < bytes.length) throw new Error("COPY data ended inside a row");
  return values;
}

/** COPY's text format writes these control characters as a backslash and a letter. */
const COPY_ESCAPES: Record<string, string> = { b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" };
const COPY_ESCAPE = /\\(.)/gs;

/**
 * One field of a COPY text line as its value: null for `\N`, else the text with COPY's escapes
 * undone. PostgreSQL writes a backslash before a backslash, before the delimiter, and before the
 * letter standing for \b \f \n \r \t \v; COPY TO writes no octal or hex escapes.
 */
export function copyFieldValue(field: string): string | null {
  if (field === "\\N") return null;
  return field.includes("\\") ? field.replace(COPY_ESCAPE, (_, c: string) => COPY_ESCAPES[c] ?? c) : field;
}
