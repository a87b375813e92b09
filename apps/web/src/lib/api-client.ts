import type { ApiErrorBody } from "@sondar/core/errors/api-error-body";

/** An error answered by our API (or the auth endpoints), carrying its code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string[]> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

type Body = Record<string, unknown> | undefined;

/** Our error body (core's ApiErrorBody), or the auth library's own `{ code, message }`. */
type ErrorShape = Partial<ApiErrorBody> & { code?: string; message?: string };

/** What apiFetch needs of a reply schema; core's zod schemas fit it. */
interface ReplySchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

interface FetchOptions {
  method?: string;
  body?: Body;
  signal?: AbortSignal;
}

/** Said when an answer does not have the shape core's schema gives it: the app and the server disagree. */
export const UNEXPECTED_REPLY_MESSAGE =
  "The server answered in a way this page does not understand. Reload the page and try again.";

/**
 * Calls the API with JSON in and out; throws ApiError on any non-2xx answer or network failure.
 * Every answer is parsed by `schema`, one of core's reply schemas (core's `noContentSchema` for
 * a 204), and an answer of another shape is an ApiError too, never data the screens misread
 * (docs/decisions/171-one-reply-convention.md).
 */
export async function apiFetch<T>(path: string, options: FetchOptions & { schema: ReplySchema<T> }): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? (options.body ? "POST" : "GET"),
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(options.body ? { "Content-Type": "application/json" } : {}) },
      ...(options.body ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "NETWORK", "Network error. Check your connection and try again.");
  }
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!res.ok) {
    const shape = (data ?? {}) as ErrorShape;
    const code = shape.error?.code ?? shape.code ?? `HTTP_${res.status}`;
    const message = shape.error?.message ?? shape.message ?? res.statusText;
    throw new ApiError(res.status, code, message, shape.error?.fields);
  }
  const parsed = options.schema.safeParse(data);
  if (!parsed.success) throw new ApiError(res.status, "UNEXPECTED_REPLY", UNEXPECTED_REPLY_MESSAGE);
  return parsed.data;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
