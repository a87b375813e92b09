import { ERROR_MESSAGES, type ErrorCode } from "./error-codes";

/** An error's message with its `{name}` placeholders filled in ('File "cv.pdf" exceeds 1MB limit'). */
export function formatErrorMessage(code: ErrorCode, values: Record<string, string | number>): string {
  return ERROR_MESSAGES[code].replace(/\{(\w+)\}/g, (placeholder, key: string) =>
    key in values ? String(values[key]) : placeholder,
  );
}
