import type { Logger } from "../../lib/logger";

/** A client that takes nothing for this long has stalled: its export stops and lets go of its connection. */
export const EXPORT_IDLE_MS = 60_000;

export interface ResponseStreamOptions {
  /** Stop when the client has not asked for the next chunk this long after the last one (0: never). */
  idleMs?: number;
  /** Called once when the source is done with, however the download ended. */
  onClose?: () => void;
}

/**
 * A response body that pulls the next chunk only when the client has taken the previous one
 * (backpressure all the way to the database reads) and stops the source when the client goes
 * away or stops reading. A failure after the headers were sent is logged and ends the body with
 * an error, so the client sees a failed download instead of a silently cut file, and the server
 * goes on.
 */
export function toResponseStream(
  chunks: AsyncGenerator<Uint8Array>,
  logger: Pick<Logger, "error" | "warn">,
  context: Record<string, unknown>,
  options: ResponseStreamOptions = {},
): ReadableStream<Uint8Array> {
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;
  const close = () => {
    clearTimeout(idleTimer);
    if (closed) return;
    closed = true;
    options.onClose?.();
  };
  // The source is suspended at a `yield` whenever this runs, so return() runs its clean-up now.
  const stopIdle = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
    if (closed) return;
    logger.warn({ ...context, idleMs: options.idleMs }, "response export stopped: the client stopped reading");
    controller.error(new Error("response export stopped: the client stopped reading"));
    try {
      await chunks.return(undefined);
    } catch (error) {
      logger.error({ err: error, ...context }, "response export failed to stop");
    } finally {
      close();
    }
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      clearTimeout(idleTimer);
      try {
        const next = await chunks.next();
        if (next.done) {
          controller.close();
          close();
          return;
        }
        controller.enqueue(next.value);
        // unref: a stalled download never keeps the process from exiting.
        if (options.idleMs) idleTimer = setTimeout(() => void stopIdle(controller), options.idleMs).unref();
      } catch (error) {
        logger.error({ err: error, ...context }, "response export failed");
        controller.error(error);
        close();
      }
    },
    async cancel() {
      clearTimeout(idleTimer);
      try {
        await chunks.return(undefined);
      } finally {
        close();
      }
    },
  });
}
