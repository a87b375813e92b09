import { ERROR_MESSAGES, type ErrorCode } from "@sondar/core/errors/error-codes";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { findDatabaseUnavailable } from "../db/database-unavailable";
import { AppError, statusForCode } from "../lib/app-error";
import type { Logger } from "../lib/logger";

/** Seconds a client is told to wait before it retries while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export interface ErrorReply {
  status: ContentfulStatusCode;
  body: { error: { code: ErrorCode; message: string; fields?: Record<string, string[]> } };
  headers?: Record<string, string>;
}

/** How an error that is not the client's fault was classed, for the caller's log line. */
export type ServerFailure = { kind: "unexpected"; error: unknown } | { kind: "unavailable"; cause: Error };

/**
 * The one error shape of the API: an AppError as its code says, a framework's client error as
 * VALIDATION_FAILED, a database that cannot serve right now as DATABASE_UNAVAILABLE (503 with
 * Retry-After: the client may send the same request again), anything else as INTERNAL without
 * details. `failed` hears of the last two, for the log.
 */
export function errorReply(error: unknown, failed: (failure: ServerFailure) => void): ErrorReply {
  if (error instanceof AppError) {
    return {
      status: statusForCode(error.code),
      body: { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } },
      ...(error.headers ? { headers: error.headers } : {}),
    };
  }
  if (error instanceof HTTPException && error.status < 500) {
    return {
      status: error.status as ContentfulStatusCode,
      body: { error: { code: "VALIDATION_FAILED", message: error.message } },
    };
  }
  const unavailable = findDatabaseUnavailable(error);
  if (unavailable) {
    failed({ kind: "unavailable", cause: unavailable });
    return {
      status: statusForCode("DATABASE_UNAVAILABLE"),
      body: { error: { code: "DATABASE_UNAVAILABLE", message: ERROR_MESSAGES.DATABASE_UNAVAILABLE } },
      headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
    };
  }
  failed({ kind: "unexpected", error });
  return { status: 500, body: { error: { code: "INTERNAL", message: ERROR_MESSAGES.INTERNAL } } };
}

/** Logs a failure errorReply reported: an outage as one short warning, anything else with its stack. */
export function logServerFailure(logger: Logger, failure: ServerFailure, context: Record<string, unknown>) {
  if (failure.kind === "unavailable") {
    const { cause } = failure;
    const code = (cause as { code?: unknown }).code;
    logger.warn({ ...context, cause: cause.message, ...(typeof code === "string" ? { code } : {}) }, "database unavailable");
  } else {
    logger.error({ ...context, err: failure.error }, "unhandled error");
  }
}
