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

interface ErrorShape {
  error?: { code?: string; message?: string; fields?: Record<string, string[]> };
  code?: string;
  message?: string;
}

/** Calls the API with JSON in and out; throws ApiError on any non-2xx answer or network failure. */
export async function apiFetch<T>(
  path: string,
  options: { method?: string; body?: Body; signal?: AbortSignal } = {},
): Promise<T> {
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
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
