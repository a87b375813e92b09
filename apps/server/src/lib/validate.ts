import type { z } from "zod";
import { AppError } from "./app-error";

/** Parses `input` with a shared schema, or throws VALIDATION_FAILED listing each field's problems. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "_";
    (fields[key] ??= []).push(issue.message);
  }
  throw new AppError("VALIDATION_FAILED", { fields });
}
