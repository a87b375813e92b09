import { ERROR_MESSAGES, type ErrorCode } from "@sondar/core/errors/error-codes";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError, statusForCode } from "../lib/app-error";

export interface ErrorReply {
  status: ContentfulStatusCode;
  body: { error: { code: ErrorCode; message: string; fields?: Record<string, string[]> } };
}

/**
 * The one error shape of the API: an AppError as its code says, a framework's client error as
 * VALIDATION_FAILED, anything else as INTERNAL without details (`unexpected` logs it).
 */
export function errorReply(error: unknown, unexpected: (error: unknown) => void): ErrorReply {
  if (error instanceof AppError) {
    return {
      status: statusForCode(error.code),
      body: { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } },
    };
  }
  if (error instanceof HTTPException && error.status < 500) {
    return {
      status: error.status as ContentfulStatusCode,
      body: { error: { code: "VALIDATION_FAILED", message: error.message } },
    };
  }
  unexpected(error);
  return { status: 500, body: { error: { code: "INTERNAL", message: ERROR_MESSAGES.INTERNAL } } };
}
