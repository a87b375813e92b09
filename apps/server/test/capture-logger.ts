import { Writable } from "node:stream";
import { createLogger } from "../src/lib/logger";

/** The server's logger at `info`, whose lines the test reads back as objects. */
export function captureLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    "info",
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString("utf8")) as Record<string, unknown>);
        done();
      },
    }),
  );
  return { logger, lines };
}
