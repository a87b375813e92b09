import pino, { type DestinationStream, type Logger } from "pino";
import { loggableError } from "./loggable-error";

export type { Logger };

/**
 * Structured JSON logs, one object a line, on stdout unless a destination is given (tests read
 * their lines back). Errors are logged without the values a failed statement carried
 * (loggable-error.ts).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: "sondar" },
      redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
      serializers: { err: serializeError },
    },
    destination,
  );
}

/** An error as the log shows it: pino's form of it, without the values a failed statement carried. */
export function serializeError(error: unknown): unknown {
  return pino.stdSerializers.err(loggableError(error) as Error);
}
