import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { AiAdapter } from "./adapters/ai/ai-adapter";
import type { GeoAdapter } from "./adapters/geo/geo-adapter";
import type { MailAdapter } from "./adapters/mail/mail-adapter";
import type { StorageAdapter } from "./adapters/storage/storage-adapter";
import type { Config } from "./config/config";
import type { Database } from "./db/database";
import { AppError } from "./lib/app-error";
import type { Logger } from "./lib/logger";
import { clientIp, type ClientIpVariables } from "./middleware/client-ip";
import { errorReply } from "./middleware/error-reply";
import { leanJsonRoutes } from "./middleware/lean-json-route";
import { JSON_BODY_LIMIT_BYTES } from "./middleware/request-body";
import { requestId, type RequestIdVariables } from "./middleware/request-id";
import { requestLog } from "./middleware/request-log";
import { sameOrigin } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { accountRoutes } from "./modules/account/account-routes";
import { aiRoutes } from "./modules/ai/ai-routes";
import { analysisRoutes } from "./modules/ai-analysis/analysis-routes";
import { authRoutes } from "./modules/auth/auth-routes";
import { billingRoutes } from "./modules/billing/billing-routes";
import type { Billing } from "./modules/billing/create-billing";
import type { Auth } from "./modules/auth/create-auth";
import { mailboxRoutes } from "./modules/dev-mailbox/mailbox-routes";
import { healthRoutes } from "./modules/health/health-routes";
import { getPublicSurveyPayload } from "./modules/public-surveys/published-survey";
import { publicSurveysRoutes } from "./modules/public-surveys/public-surveys-routes";
import { responseExportRoutes } from "./modules/response-exports/export-routes";
import { ingestRoutes } from "./modules/responses-ingest/ingest-routes";
import { isRespondentUploadRequest } from "./modules/responses-ingest/respondent-files";
import { respondentWriteRoutes } from "./modules/responses-ingest/respondent-write-routes";
import { responsesRoutes } from "./modules/responses/responses-routes";
import { surveysRoutes } from "./modules/surveys/surveys-routes";
import { storedFileHeaders } from "./modules/uploads/stored-file-headers";
import { isUploadRequest } from "./modules/uploads/upload-request";
import { uploadsRoutes } from "./modules/uploads/uploads-routes";
import { webRoutes } from "./modules/web/web-routes";

export interface AppDeps {
  config: Config;
  db: Database;
  databaseKind: string;
  mail: MailAdapter;
  ai: AiAdapter;
  storage: StorageAdapter;
  geo: GeoAdapter;
  auth: Auth;
  logger: Logger;
  now: () => Date;
  billing: Billing;
}

/** Builds the whole HTTP app; tests call it with `app.request()` and no port. */
export function createApp(deps: AppDeps) {
  const { config, db, auth, logger, now } = deps;
  const app = new Hono<{ Variables: ClientIpVariables & RequestIdVariables }>();
  const security = { chatWidgetUrl: config.chatWidgetUrl, isHttps: config.publicUrl.startsWith("https://") };

  // Respondents' submits and partial saves, before the middleware below: they answer on a lean
  // pipeline that applies the same rules at a fraction of the cost (middleware/lean-json-route.ts).
  const leanRoute = leanJsonRoutes({ publicUrl: config.publicUrl, trustProxyHops: config.trustProxyHops, security, logger });
  app.route("/", respondentWriteRoutes({ db, geo: deps.geo, now, limits: config.publicLimits, leanRoute }));

  app.use(requestId());
  app.use(requestLog(logger));
  app.use(compress());
  // Before the page headers, so its strict policy for stored files is the one that stays.
  app.use("/uploads/*", storedFileHeaders());
  app.use("/api/surveys/:id/response-files/*", storedFileHeaders());
  app.use(securityHeaders(security));
  app.use(clientIp(config.trustProxyHops));
  app.use("/api/*", sameOrigin(config.publicUrl));
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE");
    },
  });
  // Image uploads read their own body under a larger limit (modules/uploads/read-upload-form.ts),
  // respondents' files under their question's limit (modules/responses-ingest/respondent-files.ts).
  app.use("/api/*", (c, next) =>
    isUploadRequest(c.req.method, c.req.path) || isRespondentUploadRequest(c.req.method, c.req.path)
      ? next()
      : jsonBodyLimit(c, next),
  );

  app.get("/api/config", (c) =>
    c.json({
      productName: config.productName,
      supportEmail: config.supportEmail,
      googleSignIn: !!config.google,
      devMailbox: config.devMailbox,
      chatWidgetUrl: config.chatWidgetUrl ?? null,
    }),
  );
  app.route("/", healthRoutes(db, deps.databaseKind));
  app.route("/", authRoutes({ auth, db, logger, supportEmail: config.supportEmail, now }));
  app.route("/", accountRoutes({ auth, db, now }));
  // Before the surveys routes: its handlers answer first, with their own session check.
  app.route("/", uploadsRoutes({ auth, db, storage: deps.storage, now }));
  app.route("/", publicSurveysRoutes({ db, productName: config.productName, now }));
  app.route("/", ingestRoutes({ auth, db, storage: deps.storage, now }));
  app.route("/", responseExportRoutes({ auth, db, databaseKind: deps.databaseKind, publicUrl: config.publicUrl, logger, now }));
  app.route("/", responsesRoutes({ auth, db, storage: deps.storage, logger, now }));
  app.route("/", surveysRoutes({ auth, db, storage: deps.storage, logger, now }));
  app.route("/", aiRoutes({ auth, db, ai: deps.ai, logger, now }));
  app.route("/", analysisRoutes({ auth, db, ai: deps.ai, logger, now }));
  app.route("/", billingRoutes({ auth, billing: deps.billing }));
  if (config.devMailbox) app.route("/", mailboxRoutes(db));
  app.route(
    "/",
    webRoutes({
      webDistDir: config.webDistDir,
      localesDir: config.localesDir,
      surveyPageData: (shareId) => getPublicSurveyPayload(db, shareId, { productName: config.productName, now: now() }),
    }),
  );

  app.onError((error, c) => {
    const reply = errorReply(error, (err) =>
      logger.error({ err, reqId: c.get("requestId"), path: c.req.path }, "unhandled error"),
    );
    return c.json(reply.body, reply.status);
  });

  return app;
}
