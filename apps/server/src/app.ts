import type { IncomingMessage, ServerResponse } from "node:http";
import { Hono } from "hono";
import { every } from "hono/combine";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import type { AiAdapter } from "./adapters/ai/ai-adapter";
import type { GeoAdapter } from "./adapters/geo/geo-adapter";
import type { StorageAdapter } from "./adapters/storage/storage-adapter";
import type { Config } from "./config/config";
import type { Database } from "./db/database";
import { AppError } from "./lib/app-error";
import type { Logger } from "./lib/logger";
import { apiStepsMiddleware, createApiSteps } from "./middleware/api-steps";
import type { ClientIpVariables } from "./middleware/client-ip";
import { errorReply, logServerFailure } from "./middleware/error-reply";
import { leanJsonRoutes } from "./middleware/lean-json-route";
import { JSON_BODY_LIMIT_BYTES } from "./middleware/request-body";
import { requestId, type RequestIdVariables } from "./middleware/request-id";
import { requestLog } from "./middleware/request-log";
import { securityHeaders } from "./middleware/security-headers";
import { accountRoutes } from "./modules/account/account-routes";
import { myDataRoutes } from "./modules/my-data/my-data-routes";
import { accountSecurityRoutes } from "./modules/account-security/account-security-routes";
import { aiRoutes } from "./modules/ai/ai-routes";
import { analysisRoutes } from "./modules/ai-analysis/analysis-routes";
import { themeEditRoutes } from "./modules/ai-analysis/theme-edit-routes";
import { authRoutes } from "./modules/auth/auth-routes";
import { billingRoutes } from "./modules/billing/billing-routes";
import type { Billing } from "./modules/billing/create-billing";
import type { JobRunner } from "./jobs/create-job-runner";
import { kickAfterChange } from "./modules/webhooks/kick-after-change";
import { createWebhookKick } from "./modules/webhooks/webhook-kick";
import { webhooksRoutes } from "./modules/webhooks/webhooks-routes";
import type { Auth } from "./modules/auth/create-auth";
import { contactRoutes } from "./modules/contact/contact-routes";
import { receiveContactForm } from "./modules/contact/send-contact-message";
import { mailboxRoutes } from "./modules/dev-mailbox/mailbox-routes";
import type { MailOutbox } from "./modules/mail-outbox/mail-outbox";
import { healthRoutes } from "./modules/health/health-routes";
import type { SurveyPageCache } from "./modules/public-surveys/survey-page-cache";
import { publicSurveysRoutes } from "./modules/public-surveys/public-surveys-routes";
import { responseExportRoutes } from "./modules/response-exports/export-routes";
import { createResponseExportService } from "./modules/response-exports/response-export-service";
import { apiKeysRoutes } from "./modules/api-keys/api-keys-routes";
import { apiV1Routes } from "./modules/api-v1/api-v1-routes";
import { mcpRoutes } from "./modules/mcp/mcp-routes";
import type { Metrics } from "./modules/metrics/metrics";
import { metricsRoutes } from "./modules/metrics/metrics-routes";
import { ingestRoutes } from "./modules/responses-ingest/ingest-routes";
import { resumeLinkRoutes } from "./modules/resume-links/resume-link-routes";
import { isRespondentUploadRequest } from "./modules/responses-ingest/respondent-files";
import { spamShieldRoutes } from "./modules/spam-shield/spam-shield-routes";
import { respondentWriteRoutes } from "./modules/responses-ingest/respondent-write-routes";
import { respondentRoutes } from "./modules/respondent-rights/respondent-routes";
import { responsesRoutes } from "./modules/responses/responses-routes";
import { surveysRoutes } from "./modules/surveys/surveys-routes";
import { teamsRoutes } from "./modules/teams/teams-routes";
import { auditLogRoutes } from "./modules/audit-log-reads/audit-log-routes";
import { storedFileHeaders } from "./modules/uploads/stored-file-headers";
import { isUploadRequest } from "./modules/uploads/upload-request";
import { uploadsRoutes } from "./modules/uploads/uploads-routes";
import { CONTACT_PAGE_PATHS } from "@sondar/core/site/contact-form";
import type { PublicConfig } from "@sondar/core/site/public-config";
import { webRoutes } from "./modules/web/web-routes";

export interface AppDeps {
  config: Config;
  db: Database;
  databaseKind: string;
  /** The folder of an embedded database's files (PGlite on disk); undefined otherwise. */
  embeddedDataDir?: string | undefined;
  outbox: MailOutbox;
  ai: AiAdapter;
  storage: StorageAdapter;
  geo: GeoAdapter;
  auth: Auth;
  logger: Logger;
  now: () => Date;
  billing: Billing;
  /** Signs the spam shield's start tokens and challenges (modules/spam-shield/). */
  spamShieldKey: string;
  /** The process's Prometheus metrics, served at /metrics. */
  metrics: Metrics;
  /** Published surveys' rendered pages, kept current by the database's notifications. */
  surveyPages: SurveyPageCache;
  /** The job runner, built after the app. */
  jobs: () => JobRunner;
}

/** How a test mounts the route groups in another order, to prove the answers do not change. */
export interface AppOptions {
  orderRouteGroups?: <Group>(groups: Group[]) => Group[];
}

/** Each app's lean routes, served straight from Node's server (see serveApp in serve-app.ts). */
const nodeFastPaths = new WeakMap<object, (incoming: IncomingMessage, outgoing: ServerResponse) => boolean>();

/**
 * The request listener that answers an app's lean routes (respondents' submits and partial
 * saves) before @hono/node-server builds a web Request for them, false for every other request
 * (middleware/lean-json-route.ts); undefined for an app createApp did not make.
 */
export function leanNodeRoutesOf(app: object) {
  return nodeFastPaths.get(app);
}

/** Builds the whole HTTP app; tests call it with `app.request()` and no port. */
export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const { config, db, auth, logger, now } = deps;
  const app = new Hono<{ Variables: ClientIpVariables & RequestIdVariables }>();
  const security = { chatWidgetUrl: config.chatWidgetUrl, isHttps: config.publicUrl.startsWith("https://") };
  // Uploads read their own body, under their own limits: image uploads in
  // modules/uploads/read-upload-form.ts, respondents' files in modules/responses-ingest/respondent-files.ts.
  const readsOwnBody = (method: string, path: string) => isUploadRequest(method, path) || isRespondentUploadRequest(method, path);
  // One list of the API's cross-cutting rules, run by both pipelines below.
  const apiSteps = createApiSteps({
    trustedOrigins: config.trustedOrigins,
    trustProxyHops: config.trustProxyHops,
    security,
    logger,
    // Sign-in providers may post their answer as a form (OAuth form_post).
    takesForm: (method, path) =>
      readsOwnBody(method, path) || path.startsWith("/api/auth/callback/") || CONTACT_PAGE_PATHS.includes(path),
  });

  // First, so every request is counted, the lean routes' too.
  app.use(deps.metrics.middleware);
  // Respondents' submits and partial saves, before the middleware below: they answer on a lean
  // pipeline that applies the same rules at a fraction of the cost (middleware/lean-json-route.ts).
  const leanRoute = leanJsonRoutes({
    steps: apiSteps,
    logger,
    deadlineMs: config.respondentWriteDeadlineMs,
    onNodeAnswer: deps.metrics.record,
  });
  nodeFastPaths.set(app, leanRoute.serveNode);
  // Webhook events are recorded with the changes that cause them; this starts their delivery at once.
  const lookForDueDeliveries = createWebhookKick({ db, jobs: deps.jobs, logger, now });
  const kickWebhooks = () => void lookForDueDeliveries();
  app.route(
    "/",
    respondentWriteRoutes({
      db,
      geo: deps.geo,
      now,
      limits: config.publicLimits,
      spamShield: { key: deps.spamShieldKey, minAnswerMs: config.spamMinAnswerMs },
      leanRoute,
      afterWrite: kickWebhooks,
    }),
  );

  app.use(requestId());
  app.use(requestLog(logger));
  app.use(compress());
  // Before the page headers, so its strict policy for stored files is the one that stays.
  app.use("/uploads/*", storedFileHeaders());
  app.use("/api/surveys/:id/response-files/*", storedFileHeaders());
  app.use(securityHeaders(security));
  app.use("/api/*", ...apiStepsMiddleware(apiSteps));
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError("PAYLOAD_TOO_LARGE");
    },
  });
  app.use("/api/*", (c, next) => (readsOwnBody(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next)));
  // The contact form posted to its page without JavaScript passes the API's checks too: the
  // cross-site check, the trusted client address, the body limit.
  const contactPageSteps = every(...apiStepsMiddleware(apiSteps), jsonBodyLimit);
  for (const path of CONTACT_PAGE_PATHS) app.post(path, contactPageSteps);

  const publicConfig: PublicConfig = {
    productName: config.productName,
    supportEmail: config.supportEmail,
    // Named in the web app's message when the server refuses the address the app was opened at.
    publicUrl: config.publicUrl,
    googleSignIn: !!config.google,
    devMailbox: config.devMailbox,
    chatWidgetUrl: config.chatWidgetUrl ?? null,
  };
  app.get("/api/config", (c) => c.json(publicConfig));
  // One per process: the export slots and CSV workers it holds are the process's (response-export-service.ts).
  const exports = createResponseExportService({ db, databaseKind: deps.databaseKind, publicUrl: config.publicUrl, logger });
  // The route groups. No group registers middleware on a path pattern or a route that another
  // group's requests match, so which handler answers never depends on this order
  // (route-order.test.ts; docs/decisions/170-actors-and-services.md).
  const web = webRoutes({
    webDistDir: config.webDistDir,
    localesDir: config.localesDir,
    surveyPages: deps.surveyPages,
    now,
    publicConfig,
    contactForm: (clientIp, body) => receiveContactForm({ db, jobs: deps.jobs, now }, clientIp, body),
    logger,
  });
  // Survey changes that record webhook events (publish, unpublish, response delete) start
  // delivery at once; registered before every group, so it runs whatever their order.
  app.use("/api/surveys/*", kickAfterChange(kickWebhooks));
  app.use("/api/v1/surveys/*", kickAfterChange(kickWebhooks));
  const mounts: (() => void)[] = [
    () => app.route("/", metricsRoutes({ metrics: deps.metrics, token: config.metricsToken })),
    () => app.route("/", healthRoutes(db, { databaseKind: deps.databaseKind, dataDir: deps.embeddedDataDir })),
    // API keys only, never a session (docs/decisions/191-bearer-auth-for-v1.md).
    () =>
      app.route(
        "/",
        apiV1Routes({
          db,
          storage: deps.storage,
          logger,
          now,
          exports,
          productName: config.productName,
          rateLimitPerMinute: config.apiRateLimitPerMinute,
          kickWebhooks,
        }),
      ),
    // The same keys for AI assistants over MCP (docs/decisions/200-mcp-server.md).
    () =>
      app.route(
        "/",
        mcpRoutes({
          db,
          ai: deps.ai,
          logger,
          now,
          productName: config.productName,
          publicUrl: config.publicUrl,
          rateLimitPerMinute: config.apiRateLimitPerMinute,
        }),
      ),
    () => app.route("/", apiKeysRoutes({ auth, db, now })),
    () => app.route("/", authRoutes({ auth, db, logger, supportEmail: config.supportEmail, now })),
    () =>
      app.route(
        "/",
        accountRoutes({
          auth,
          db,
          storage: deps.storage,
          logger,
          billing: deps.billing,
          outbox: deps.outbox,
          productName: config.productName,
          publicUrl: config.publicUrl,
          now,
        }),
      ),
    () => app.route("/", myDataRoutes({ auth, db, storage: deps.storage, jobs: deps.jobs, now })),
    () => app.route("/", accountSecurityRoutes({ auth, db, geo: deps.geo, now })),
    () => app.route("/", uploadsRoutes({ auth, db, storage: deps.storage, now })),
    () => app.route("/", publicSurveysRoutes({ db, productName: config.productName, now, spamShieldKey: deps.spamShieldKey })),
    () => app.route("/", ingestRoutes({ auth, db, storage: deps.storage, now })),
    () =>
      app.route(
        "/",
        resumeLinkRoutes({ db, outbox: deps.outbox, productName: config.productName, publicUrl: config.publicUrl, now }),
      ),
    () => app.route("/", spamShieldRoutes({ auth, db, key: deps.spamShieldKey, now })),
    () => app.route("/", responseExportRoutes({ auth, exports, now })),
    () => app.route("/", webhooksRoutes({ auth, db, now, kick: kickWebhooks })),
    () => app.route("/", responsesRoutes({ auth, db, storage: deps.storage, logger, now })),
    () => app.route("/", respondentRoutes({ auth, db, storage: deps.storage, logger, now })),
    () => app.route("/", surveysRoutes({ auth, db, storage: deps.storage, logger, now })),
    () =>
      app.route(
        "/",
        teamsRoutes({ auth, db, outbox: deps.outbox, productName: config.productName, publicUrl: config.publicUrl, logger, now }),
      ),
    () => app.route("/", auditLogRoutes({ auth, db })),
    () => app.route("/", aiRoutes({ auth, db, ai: deps.ai, logger, now })),
    () => app.route("/", analysisRoutes({ auth, db, ai: deps.ai, logger, now })),
    () => app.route("/", themeEditRoutes({ auth, db, now })),
    () => app.route("/", billingRoutes({ auth, billing: deps.billing })),
    () => app.route("/", contactRoutes({ db, jobs: deps.jobs, now })),
    ...(config.devMailbox
      ? [() => app.route("/", mailboxRoutes(db, { trustProxyHops: config.trustProxyHops, publicUrl: config.publicUrl }))]
      : []),
    () => app.route("/", web),
  ];
  for (const mount of options.orderRouteGroups ? options.orderRouteGroups(mounts) : mounts) mount();
  app.notFound(web.pageFallback);

  app.onError((error, c) => {
    const reply = errorReply(error, (failure) =>
      logServerFailure(logger, failure, { reqId: c.get("requestId"), path: c.req.path }),
    );
    return c.json(reply.body, reply.status, reply.headers);
  });

  return app;
}
