import { createAiAdapter } from "./adapters/ai/create-ai-adapter";
import { createOfflineGeo } from "./adapters/geo/offline-geo";
import { createMailAdapter } from "./adapters/mail/create-mail-adapter";
import { createStorageAdapter } from "./adapters/storage/create-storage-adapter";
import { createApp, type AppOptions } from "./app";
import type { Config } from "./config/config";
import type { DatabaseHandle } from "./db/database";
import { createJobRunner, type JobRunner } from "./jobs/create-job-runner";
import { createBillingLifecycleJob } from "./modules/billing/billing-lifecycle";
import { createBillingNoticeJob } from "./modules/billing/billing-notices";
import { createLocalBillingRenewalsJob } from "./modules/billing/local-billing-renewals";
import { createPruneAuditLogJob } from "./modules/audit-log/prune-audit-log";
import { createPruneLimitCountersJob } from "./modules/rate-limit/prune-limit-counters";
import { createPruneIdempotentRepliesJob } from "./modules/api-v1/idempotency";
import { createResponseRetentionJob } from "./modules/response-retention/response-retention-job";
import { createRespondentFileExpiryJob } from "./modules/responses-ingest/respondent-file-expiry";
import { createResponseAlertJobs } from "./modules/response-alerts/response-alerts";
import { createWeeklySummaryJobs } from "./modules/weekly-summaries/weekly-summaries";
import type { Logger } from "./lib/logger";
import { createAuth } from "./modules/auth/create-auth";
import { getAuthSecret } from "./modules/auth/get-auth-secret";
import { createContactMessageJob } from "./modules/contact/contact-mail-job";
import { createBilling } from "./modules/billing/create-billing";
import { deriveSpamShieldKey } from "./modules/spam-shield/spam-shield-key";
import { createWebhookDeliveryJobs } from "./modules/webhooks/deliver-webhooks";
import { createMailOutbox, messageIdDomain } from "./modules/mail-outbox/mail-outbox";
import { createMailOutboxJobs } from "./modules/mail-outbox/mail-outbox-jobs";
import { createPruneMailOutboxJob } from "./modules/mail-outbox/prune-mail-outbox";
import { createMyDataJobs } from "./modules/my-data/my-data-jobs";
import { createMetrics } from "./modules/metrics/metrics";
import { createSurveyPageCache, SURVEY_PAGE_CHANNEL } from "./modules/public-surveys/survey-page-cache";

/** Wires config, database and adapters into the app; shared by main.ts and the tests. */
export async function buildServer(options: {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  now?: () => Date;
  appOptions?: AppOptions;
}) {
  const { config, database, logger } = options;
  const now = options.now ?? (() => new Date());
  const mail = createMailAdapter(config);
  // Every mail is written to the outbox in the transaction that causes it and sent by its job.
  const outbox = createMailOutbox({ jobs: () => jobs, domain: messageIdDomain(config.mailFrom, config.publicUrl) });
  const ai = createAiAdapter(config);
  const storage = createStorageAdapter(config);
  const geo = createOfflineGeo(undefined, {
    onOpenError: (file, error) =>
      logger.error({ err: error, file }, "GeoIP database could not be opened; respondents are not located"),
  });
  const secret = await getAuthSecret(database.db, config.authSecret);
  const auth = createAuth({ config, db: database.db, outbox, secret, logger, now });
  const billing = createBilling({ config, db: database.db, logger, now, jobs: () => jobs });
  const spamShieldKey = deriveSpamShieldKey(secret);
  const surveyPages = createSurveyPageCache(database.db, { now, productName: config.productName, spamShieldKey });
  // Every process hears of every change to a survey's row (the surveys table's trigger), so
  // none serves a page the owner has unpublished, edited or closed elsewhere.
  await database.listen(SURVEY_PAGE_CHANNEL, surveyPages.invalidate, surveyPages.clear);
  const app = createApp(
    {
      config,
      db: database.db,
      databaseKind: database.kind,
      embeddedDataDir: database.dataDir,
      outbox,
      ai,
      storage,
      geo,
      auth,
      logger,
      now,
      billing,
      spamShieldKey,
      surveyPages,
      metrics: createMetrics({ db: database.db, poolUse: database.poolUse }),
      jobs: () => jobs,
    },
    options.appOptions,
  );
  // Not started here: main.ts starts it, tests call runDue().
  const jobs: JobRunner = createJobRunner({
    db: database.db,
    logger,
    definitions: [
      ...createMailOutboxJobs({ db: database.db, mail, logger, leaseSeconds: config.mailSendLeaseSeconds, jobs: () => jobs }),
      createPruneMailOutboxJob({ db: database.db, logger, now }),
      ...createResponseAlertJobs({
        db: database.db,
        outbox,
        logger,
        productName: config.productName,
        publicUrl: config.publicUrl,
        jobs: () => jobs,
        now,
      }),
      ...createMyDataJobs({
        db: database.db,
        storage,
        outbox,
        logger,
        productName: config.productName,
        publicUrl: config.publicUrl,
        jobs: () => jobs,
        now,
      }),
      createRespondentFileExpiryJob({ db: database.db, storage, logger, now }),
      createResponseRetentionJob({ db: database.db, storage, logger, now, jobs: () => jobs }),
      createPruneLimitCountersJob({ db: database.db, logger, now }),
      createPruneAuditLogJob({ db: database.db, logger, now }),
      createPruneIdempotentRepliesJob({ db: database.db, logger, now }),
      createBillingLifecycleJob({ db: database.db, logger, now, jobs: () => jobs }),
      createBillingNoticeJob({ db: database.db, outbox, productName: config.productName, publicUrl: config.publicUrl, now }),
      createContactMessageJob({
        db: database.db,
        outbox,
        productName: config.productName,
        supportEmail: config.supportEmail,
        now,
      }),
      ...createWeeklySummaryJobs({
        db: database.db,
        outbox,
        logger,
        productName: config.productName,
        publicUrl: config.publicUrl,
        now,
        jobs: () => jobs,
      }),
      ...createWebhookDeliveryJobs({
        db: database.db,
        outbox,
        logger,
        jobs: () => jobs,
        now,
        productName: config.productName,
        publicUrl: config.publicUrl,
        ...config.webhooks,
      }),
      ...(billing.adapter.local ? [createLocalBillingRenewalsJob({ local: billing.adapter.local, logger })] : []),
    ],
  });
  return { app, auth, mail, outbox, storage, jobs, billing };
}
