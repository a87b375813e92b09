import { AppError } from "../../lib/app-error";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import type { ResponseExportService } from "../response-exports/response-export-service";
import { apiKeyAuth } from "./api-key-auth";
import { idempotency } from "./idempotency";
import { renderApiDocs, type ApiDocument } from "./render-api-docs";
import { createV1App } from "./v1-openapi";
import { v1ResponsesRoutes } from "./v1-responses-routes";
import { v1SurveysRoutes } from "./v1-surveys-routes";
import { v1WebhooksRoutes } from "./v1-webhooks-routes";

export interface ApiV1Deps {
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
  now: () => Date;
  exports: ResponseExportService;
  productName: string;
  rateLimitPerMinute: number;
  /** Starts delivery of what a request queued (webhooks/deliver-webhooks.ts). */
  kickWebhooks: () => void;
}

const API_DESCRIPTION =
  "Send an API key from Settings → API as `Authorization: Bearer sondar_…`. Errors are `{ error: { code, message } }`. " +
  "Each key may make a number of requests a minute (RateLimit-* headers). A POST with an `Idempotency-Key` header runs once; " +
  "the same key again within 24 hours gets the first reply.";

/**
 * The public REST API (docs/product/api.md): API keys only, with a per-key rate limit and
 * Idempotency-Key on POSTs; its OpenAPI 3.1 document is built from the routes' core schemas and
 * served with a reference page, both public.
 */
export function apiV1Routes(deps: ApiV1Deps) {
  const app = createV1App();
  // Built on the first request, when every route below is declared, then kept: the routes never
  // change while the process runs, and generating the document walks every schema.
  let built: { json: string; page: ReturnType<typeof renderApiDocs> } | undefined;
  const reference = () => {
    if (!built) {
      const document = app.getOpenAPI31Document({
        openapi: "3.1.0",
        info: { title: `${deps.productName} API`, version: "1", description: API_DESCRIPTION },
      });
      // The generator's types are wider than the page reads; the page reads only documented fields.
      built = { json: JSON.stringify(document), page: renderApiDocs(document as unknown as ApiDocument) };
    }
    return built;
  };

  app.get("/api/v1/openapi.json", (c) => c.body(reference().json, 200, { "Content-Type": "application/json" }));
  app.get("/api/v1/docs", (c) => c.html(reference().page));

  app.use("/api/v1/*", apiKeyAuth({ db: deps.db, now: deps.now, perMinute: deps.rateLimitPerMinute }));
  app.use("/api/v1/*", idempotency({ db: deps.db, now: deps.now }));
  v1SurveysRoutes(app, deps);
  v1ResponsesRoutes(app, deps);
  v1WebhooksRoutes(app, deps);
  app.all("/api/v1/*", () => {
    throw new AppError("NOT_FOUND");
  });
  return app;
}
