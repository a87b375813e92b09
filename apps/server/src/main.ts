import { serve } from "@hono/node-server";
import { loadConfig } from "./config/config";
import { openDatabase } from "./db/open-database";
import { buildServer } from "./build-server";
import { createLogger } from "./lib/logger";

const loaded = loadConfig(process.env);
if (!loaded.ok) {
  for (const line of loaded.errors) console.error(`Invalid configuration: ${line}`);
  process.exit(1);
}
const { config } = loaded;
const logger = createLogger(config.logLevel);

const started = performance.now();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const { app, jobs } = await buildServer({ config, database, logger });
// Background jobs (owner alerts, file expiry); every process may run them, pg-boss shares the work.
await jobs.start();
if (!config.smtpUrl) {
  logger.warn(
    config.devMailbox
      ? `SMTP_URL is not set: mail goes to the outbox, readable at ${config.publicUrl}/dev/mailbox`
      : "SMTP_URL is not set: mail goes to the outbox table and nobody receives it",
  );
}

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
  logger.info(
    { url: config.publicUrl, database: database.kind, readyMs: Math.round(performance.now() - started) },
    `Sondar is listening on ${config.publicUrl}`,
  );
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info({ signal }, "shutting down");
  server.close();
  await jobs.stop();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
