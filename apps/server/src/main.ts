import type { ServerType } from "@hono/node-server";
import { loadConfig } from "./config/config";
import { openDatabase } from "./db/open-database";
import { serveApp } from "./serve-app";
import { buildServer } from "./build-server";
import { describeStartupFailure } from "./describe-startup-failure";
import { drainHttpServer } from "./lib/drain-http-server";
import { createLogger } from "./lib/logger";
import { seedSampleSurveys } from "./modules/sample-survey/seed-sample-survey";
import { SWEEP_MAIL_OUTBOX_JOB } from "./modules/mail-outbox/mail-outbox-jobs";

const loaded = loadConfig(process.env);
if (!loaded.ok) {
  for (const line of loaded.errors) console.error(`Invalid configuration: ${line}`);
  process.exit(1);
}
const { config } = loaded;
const logger = createLogger(config.logLevel);

/** Runs a start-up step; a failure ends the process with one line naming its cause. */
async function orExit<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    console.error(`Sondar could not start: ${describeStartupFailure(error, config)}`);
    // The whole error for whoever asks for it; the line above is what an operator reads.
    logger.debug({ err: error }, "start-up failure");
    process.exit(1);
  }
}

const started = performance.now();
const { database, app, jobs } = await orExit(async () => {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    logger,
    timeouts: config.databaseTimeouts,
  });
  await database.migrate();
  // The landing page's "Try a sample survey" (docs/decisions/104-sample-survey-seeded-once.md).
  // A nicety: a seed that cannot be made is logged and retried at the next start, never fatal.
  await seedSampleSurveys(database.db, config.productName).catch((error: unknown) =>
    logger.warn({ err: error }, "the sample survey was not seeded"),
  );
  const { app, jobs } = await buildServer({ config, database, logger });
  // Background jobs (owner alerts, file expiry); every process may run them, pg-boss shares the work.
  await jobs.start();
  // Mail a process ended while sending goes out again now, not at the sweep's next minute.
  await jobs.send(SWEEP_MAIL_OUTBOX_JOB, {});
  return { database, app, jobs };
});
if (!config.smtpUrl) {
  logger.warn(
    config.devMailbox
      ? `SMTP_URL is not set: mail goes to the outbox, readable at ${config.publicUrl}/dev/mailbox`
      : "SMTP_URL is not set: mail goes to the outbox table and nobody receives it",
  );
}

const server = await orExit(
  () =>
    new Promise<ServerType>((resolve, reject) => {
      const listening = serveApp(app, { port: config.port, hostname: config.host }, () => {
        listening.off("error", reject);
        resolve(listening);
      });
      listening.once("error", reject);
    }),
);
logger.info(
  { url: config.publicUrl, database: database.kind, readyMs: Math.round(performance.now() - started) },
  `Sondar is listening on ${config.publicUrl}`,
);

let closing = false;
/**
 * SIGTERM or SIGINT: no new connections, the requests and jobs in hand finish within
 * SHUTDOWN_GRACE_MS (those still running then are cut), the database closes, and the process
 * exits 0 (docs/decisions/270-graceful-shutdown.md).
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const graceMs = config.shutdownGraceMs;
  logger.info({ signal, graceMs }, "shutting down: finishing the requests and jobs in hand");
  const [drained] = await Promise.all([
    drainHttpServer(server, graceMs),
    jobs
      .stop({ timeoutMs: graceMs })
      .catch((error: unknown) => logger.warn({ err: error }, "the job runner did not stop cleanly")),
  ]);
  if (drained.forced) logger.warn({ graceMs }, "requests still running after the grace period were cut");
  await database.close().catch((error: unknown) => logger.warn({ err: error }, "the database did not close cleanly"));
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
