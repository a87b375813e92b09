/** Output chunk size: few writes to the socket, little memory held. */
const CHUNK_BYTES = 256 * 1024;
const MAX_UTF8_BYTES_PER_UNIT = 3;

/**
 * Collects text as UTF-8 bytes written in place into fixed-size chunks. Encoding each line into
 * its chunk costs less than concatenating a batch into one large string and copying it again.
 * Writers hand on full chunks as soon as there are any (`hasFull`/`takeFull`), so what is held
 * stays under a chunk plus one text, however large the rows.
 */
export function createByteChunks() {
  let buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  const full: Buffer[] = [];
  const flush = () => {
    if (used) full.push(buffer.subarray(0, used));
    buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    used = 0;
  };
  return {
    /** Appends `text`; a text too large for any chunk becomes a chunk of its own. */
    write(text: string): void {
      if (text.length * MAX_UTF8_BYTES_PER_UNIT > CHUNK_BYTES - used) {
        flush();
        if (text.length * MAX_UTF8_BYTES_PER_UNIT > CHUNK_BYTES) {
          full.push(Buffer.from(text, "utf8"));
          return;
        }
      }
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
