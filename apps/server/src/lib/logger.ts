import pino, { type Logger } from "pino";

export type { Logger };

/** Structured JSON logs on stdout, one object a line. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: "sondar" },
    redact: ["req.headers.cookie", "req.headers.authorization", "*.password", "*.token"],
  });
}
