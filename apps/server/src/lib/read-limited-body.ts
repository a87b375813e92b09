import { escapePattern } from "@sondar/core/text/escape-pattern";
/** Reads a body up to `limit` bytes; `overflow` says there was more (the rest is not read). */
export async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number) {
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (body) {
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel();
        return { bytes: Buffer.concat(chunks), overflow: true };
      }
    }
  }
  return { bytes: Buffer.concat(chunks), overflow: false };
}

/**
 * A multipart text field that came before the file, read from the raw start of a body too
 * large to parse: it lets a refusal name the right limit.
 */
export function multipartFieldInPrefix(bytes: Buffer, name: string): string | null {
  const head = bytes.subarray(0, 64 * 1024).toString("latin1");
  const escaped = escapePattern(name);
  return new RegExp(`name="${escaped}"\\r\\n(?:[^\\r\\n]+\\r\\n)*\\r\\n([^\\r\\n]{1,200})\\r\\n`).exec(head)?.[1] ?? null;
}
