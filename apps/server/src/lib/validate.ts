import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "./app-error";

/** Parses `input` with a shared schema, or throws VALIDATION_FAILED listing each field's problems. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationFailed(result.error);
}

/** VALIDATION_FAILED listing each field's problems in `error`. */
export function validationFailed(error: z.ZodError): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  return new AppError("VALIDATION_FAILED", { fields });
}

/**
 * The JSON body, or `fallback` when there is none or it is not JSON. Other failures (a body
 * over the size limit) propagate, so they are answered as such and nothing is written.
 */
export async function readJsonBody(c: Context, fallback: unknown = null): Promise<unknown> {
  return parseJsonText(await c.req.text(), fallback);
}

/** The JSON in `text`, or `fallback` when it is blank or not JSON. */
export function parseJsonText(text: string, fallback: unknown = null): unknown {
  if (!text.trim()) return fallback;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
}
