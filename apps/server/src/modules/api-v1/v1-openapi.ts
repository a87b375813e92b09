import { apiErrorSchema } from "@sondar/core/api/v1-schemas";
import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { validationFailed } from "../../lib/validate";
import type { ApiV1Variables } from "./api-key-auth";

/** The app every /api/v1 route is declared on: a bad path, query or body is VALIDATION_FAILED in the one error shape. */
export function createV1App() {
  const app = new OpenAPIHono<{ Variables: ApiV1Variables }>({
    defaultHook: (result) => {
      if (!result.success) throw validationFailed(result.error);
    },
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "apiKey", {
    type: "http",
    scheme: "bearer",
    description: "An API key from Settings → API: `Authorization: Bearer sondar_…`",
  });
  return app;
}
export type V1App = ReturnType<typeof createV1App>;

/** Every v1 route needs a key. */
export const KEY_SECURITY = [{ apiKey: [] }];

const ERROR_DESCRIPTIONS = {
  400: "The path, query or body is not valid (VALIDATION_FAILED, with `fields`)",
  401: "No API key, or one that is unknown or revoked",
  402: "The plan of the workspace does not allow this",
  403: "The key's owner may not do this by their role, or a read-only key tried to change something",
  404: "Not found, or not visible to this key",
  409: "Conflict: the Idempotency-Key's first request still runs, or too many exports",
  422: "The Idempotency-Key was used with another request, or the survey cannot be published",
  429: "Too many requests for this key; see RateLimit-Reset and Retry-After",
} as const;

/** The error answers a route may give, all in the one shape `{ error: { code, message } }`. */
export function errorResponses(...statuses: (keyof typeof ERROR_DESCRIPTIONS)[]) {
  const all = [...new Set([400, 401, 429, ...statuses] as (keyof typeof ERROR_DESCRIPTIONS)[])];
  return Object.fromEntries(
    all.map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status], content: { "application/json": { schema: apiErrorSchema } } },
    ]),
  );
}

/** A JSON success answer. */
export function jsonReply<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

export const surveyIdParams = z.object({ id: z.string().min(1).max(100).meta({ description: "The survey's id" }) });
