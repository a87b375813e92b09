import type { IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import type { Context } from "hono";
import { AppError } from "../lib/app-error";
import { readAtMost } from "../lib/read-limited-body";

/** The largest JSON body the API reads (image and respondent uploads have their own limits). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** The Node request behind the context when @hono/node-server serves it; undefined under `app.request()`. */
export function nodeRequest(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof Readable ? (incoming as IncomingMessage) : undefined;
}

const utf8 = new TextDecoder();

/**
 * The body as text, read once and at most `limit` bytes, straight from the Node stream when
 * there is one (no web-stream Request is built for it). PAYLOAD_TOO_LARGE when the declared
 * length or the bytes read pass the limit; the rest is left unread.
 */
export async function readBodyText(c: Context, limit: number): Promise<string> {
  const incoming = nodeRequest(c);
  const declared = incoming ? incoming.headers["content-length"] : c.req.header("content-length");
  if (declared !== undefined && Number(declared) > limit) throw new AppError("PAYLOAD_TOO_LARGE");
  if (incoming) return readNodeBodyText(incoming, limit);
  const { bytes, overflow } = await readAtMost(c.req.raw.body, limit);
  if (overflow) throw new AppError("PAYLOAD_TOO_LARGE");
  return utf8.decode(bytes);
}

/** readBodyText for a Node request, its length as declared checked against `limit` too. */
export async function readNodeBodyText(incoming: IncomingMessage, limit: number): Promise<string> {
  const declared = incoming.headers["content-length"];
  if (declared !== undefined && Number(declared) > limit) throw new AppError("PAYLOAD_TOO_LARGE");
  return utf8.decode(await readNodeBody(incoming, limit));
}

function readNodeBody(incoming: IncomingMessage, limit: number): Promise<Buffer> {
  if (incoming.readableEnded) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const done = (error: unknown, body?: Buffer) => {
      incoming.off("data", onData).off("end", onEnd).off("error", done).off("close", onClose);
      if (body) resolve(body);
      else reject(error instanceof Error ? error : new Error("request body not read"));
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      chunks.push(chunk);
      if (total <= limit) return;
      // The server drains or closes the connection after the reply (@hono/node-server).
      incoming.pause();
      done(new AppError("PAYLOAD_TOO_LARGE"));
    };
    const onEnd = () => done(null, Buffer.concat(chunks, total));
    const onClose = () => done(new Error("request closed before its body was read"));
    incoming.on("data", onData).on("end", onEnd).on("error", done).on("close", onClose);
  });
}
