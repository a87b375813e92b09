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
 * once, not once per chunk.
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
    const joined = pending.length === 1 ? chunk : Buffer.concat(pending, size);
    yield joined.subarray(0, wholeLines);
    pending = wholeLines < size ? [joined.subarray(wholeLines)] : [];
    size -= wholeLines;
    wholeLines = 0;
  }
  if (size) yield Buffer.concat(pending, size);
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
