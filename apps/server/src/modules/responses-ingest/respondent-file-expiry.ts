import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { deleteUnreferencedFiles, UNREFERENCED_FILE_GRACE_MS } from "./delete-unreferenced-files";
import type { JobDefinition } from "../../jobs/create-job-runner";

export const EXPIRE_RESPONDENT_FILES_JOB = "respondent-files-expire";

/** Every hour: deletes respondents' files no response links to once they are a day old. */
export function createRespondentFileExpiryJob(deps: {
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
  now: () => Date;
}): JobDefinition {
  return {
    name: EXPIRE_RESPONDENT_FILES_JOB,
    cron: "17 * * * *",
    singleton: true,
    retryLimit: 2,
    expireInSeconds: 60 * 60,
    run: async () => {
      const deleted = await deleteUnreferencedFiles(deps, new Date(deps.now().getTime() - UNREFERENCED_FILE_GRACE_MS));
      if (deleted) deps.logger.info({ deleted }, "deleted respondents' files no response links to");
    },
  };
}
