import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { JobDefinition, JobRunner } from "../../jobs/create-job-runner";
import type { Logger } from "../../lib/logger";
import { deleteExpiredResponses } from "./delete-expired-responses";

export const RESPONSE_RETENTION_JOB = "response-retention-sweep";

/**
 * Every hour: deletes responses past their survey's retention period, a bounded number per run
 * (docs/decisions/290-response-retention.md). A run that hit its bound queues the next one at
 * once rather than waiting an hour.
 */
export function createResponseRetentionJob(deps: {
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
  now: () => Date;
  jobs: () => JobRunner;
}): JobDefinition {
  return {
    name: RESPONSE_RETENTION_JOB,
    cron: "29 * * * *",
    singleton: true,
    retryLimit: 2,
    expireInSeconds: 60 * 60,
    run: async () => {
      const sweep = await deleteExpiredResponses(deps, deps.now());
      if (sweep.deleted) deps.logger.info({ deleted: sweep.deleted }, "deleted responses past their survey's retention period");
      if (sweep.more) await deps.jobs().send(RESPONSE_RETENTION_JOB, {});
    },
  };
}
