import type { Logger } from "../../lib/logger";

/**
 * A response body that pulls the next chunk only when the client has taken the previous one
 * (backpressure all the way to the database reads) and stops the source when the client goes
 * away. A failure after the headers were sent is logged and ends the body with an error, so
 * the client sees a failed download instead of a silently cut file, and the server goes on.
 */
export function toResponseStream(
  chunks: AsyncGenerator<Uint8Array>,
  logger: Pick<Logger, "error">,
  context: Record<string, unknown>,
): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (error) {
        logger.error({ err: error, ...context }, "response export failed");
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
