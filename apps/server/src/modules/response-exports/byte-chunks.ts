/** Output chunk size: few writes to the socket, little memory held. */
const CHUNK_BYTES = 256 * 1024;
const MAX_UTF8_BYTES_PER_UNIT = 3;

/**
 * Collects text as UTF-8 bytes written in place into fixed-size chunks. Encoding each line into
 * its chunk costs less than concatenating a batch into one large string and copying it again.
 * Writers hand on full chunks as soon as there are any (`hasFull`/`takeFull`), so what is held
 * stays under a chunk plus one text, however large the rows. Every chunk owns its memory (none
 * comes from Node's shared pool), so a worker thread can hand it over without a copy.
 */
export function createByteChunks() {
  // Allocated on the first write after a flush: a writer that flushes at its end leaves none unused.
  let buffer: Buffer | null = null;
  let used = 0;
  const full: Buffer[] = [];
  const flush = () => {
    if (buffer && used) full.push(buffer.subarray(0, used));
    buffer = null;
    used = 0;
  };
  return {
    /** Appends `text`; a text too large for any chunk becomes a chunk of its own. */
    write(text: string): void {
      if (text.length * MAX_UTF8_BYTES_PER_UNIT > CHUNK_BYTES - used) {
        flush();
        if (text.length * MAX_UTF8_BYTES_PER_UNIT > CHUNK_BYTES) {
          const own = Buffer.allocUnsafeSlow(Buffer.byteLength(text, "utf8"));
          own.write(text, 0, "utf8");
          full.push(own);
          return;
        }
      }
      buffer ??= Buffer.allocUnsafeSlow(CHUNK_BYTES);
      used += buffer.write(text, used, "utf8");
    },
    /** Whether a chunk is complete and waiting to be taken. */
    hasFull(): boolean {
      return full.length > 0;
    },
    /** The complete chunks; the partly filled one goes on filling. */
    takeFull(): Buffer[] {
      return full.splice(0);
    },
    /** The chunks written so far, the partly filled one included; writing goes on in a fresh chunk. */
    take(): Buffer[] {
      flush();
      return full.splice(0);
    },
  };
}
