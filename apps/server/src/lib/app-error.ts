import { ERROR_MESSAGES, type ErrorCode } from "@sondar/core/errors/error-codes";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type the API throws; its code decides the HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string[]> | undefined;

  constructor(code: ErrorCode, options: { message?: string; fields?: Record<string, string[]> } = {}) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.code = code;
    this.fields = options.fields;
  }
}

const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  BAD_ORIGIN: 403,
  RATE_LIMITED: 429,
  RESET_RATE_LIMITED: 429,
  SIGN_IN_LOCKED: 429,
  NO_ACCOUNT_FOR_EMAIL: 404,
  RESET_MAIL_UNAVAILABLE: 503,
  VERIFICATION_MAIL_FAILED: 502,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  SURVEY_NOT_FOUND: 404,
  SURVEY_EDIT_FORBIDDEN: 403,
  DUPLICATE_NOT_FOUND: 404,
  TRIAL_SURVEY_LIMIT: 403,
  TRIAL_DUPLICATE_LIMIT: 403,
  TRIAL_CANNOT_DUPLICATE: 403,
  SUBSCRIPTION_REQUIRED_CREATE: 402,
  SUBSCRIPTION_REQUIRED_DUPLICATE: 402,
  SUBSCRIPTION_REQUIRED: 402,
  AI_GENERATION_FAILED: 502,
  AI_INVALID_RESPONSE: 502,
  IMAGE_TYPE_NOT_ALLOWED: 415,
  IMAGE_TOO_LARGE: 413,
  IMAGE_LIMIT_REACHED: 409,
  IMAGE_DIMENSIONS_TOO_LARGE: 400,
  INVALID_IMAGE: 400,
  LOGO_NOT_IMAGE: 415,
  LOGO_TOO_LARGE: 413,
  ALREADY_SUBMITTED: 409,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  FILE_LIMIT_REACHED: 409,
  UPLOAD_QUOTA_EXCEEDED: 429,
  RESPONSES_NOT_FOUND: 404,
  RESPONSES_DELETE_FORBIDDEN: 403,
  RESPONSE_NOT_FOUND: 404,
  EXPORT_BUSY: 429,
  NO_RESPONSES_TO_ANALYZE: 422,
  AI_CONNECTION_FAILED: 502,
  AI_NO_RESPONSE: 502,
  AI_ANALYSIS_FAILED: 502,
  DATABASE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

export function statusForCode(code: ErrorCode): ContentfulStatusCode {
  return STATUS_BY_CODE[code];
}
