import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { asLanguage } from "@sondar/core/i18n/languages";
import { eq } from "drizzle-orm";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { users } from "../../db/schema/auth";
import type { JobDefinition, JobRunner } from "../../jobs/create-job-runner";
import type { Logger } from "../../lib/logger";
import { getMailLanguage } from "../auth/mail-language";
import type { MailOutbox } from "../mail-outbox/mail-outbox";
import { recordPrivacyAction } from "../privacy-log/record-privacy-action";
import { buildMyDataArchive } from "./build-my-data-archive";
import { MY_DATA_LINK_DAYS, myDataStorageKey, myDataTokenExpiry, newMyDataToken } from "./my-data-link";
import { myDataMail } from "./my-data-mail";

/** Builds one user's archive and mails the link; data { userId }. */
export const MY_DATA_EXPORT_JOB = "my-data-export";
/** Deletes one archive once its link has expired; data { userId, token }. */
export const MY_DATA_PRUNE_JOB = "my-data-prune";

/** The download route of a token (modules/my-data/my-data-routes.ts). */
export const myDataPath = (token: string) => `/api/account/data-export/${token}`;

/**
 * The jobs of "Download my data" (docs/decisions/294-download-my-data.md). The export job queues
 * the archive's own prune for the link's expiry before storing it, so no stored archive outlives
 * its link, even when a later step fails and the job runs again.
 */
export function createMyDataJobs(deps: {
  db: Database;
  storage: StorageAdapter;
  outbox: MailOutbox;
  logger: Logger;
  productName: string;
  publicUrl: string;
  jobs: () => JobRunner;
  now: () => Date;
}): JobDefinition[] {
  const { db, storage } = deps;
  return [
    {
      name: MY_DATA_EXPORT_JOB,
      // A big account takes a while; a second run would only build a second archive.
      expireInSeconds: 60 * 60,
      retryLimit: 3,
      run: async (data) => {
        const userId = typeof data.userId === "string" ? data.userId : "";
        const now = deps.now();
        const folder = await mkdtemp(path.join(tmpdir(), "sondar-my-data-"));
        const file = path.join(folder, "archive.json.gz");
        let archive: { responseCount: number } | null;
        const token = newMyDataToken(now);
        try {
          archive = await buildMyDataArchive(db, userId, now, deps.publicUrl, file);
          // The account was deleted in the meantime: nothing to send.
          if (!archive) return;
          await deps.jobs().send(MY_DATA_PRUNE_JOB, { userId, token }, { startAfter: myDataTokenExpiry(token) ?? now });
          await storage.putFile(myDataStorageKey(userId, token), file, "application/gzip");
        } finally {
          await rm(folder, { recursive: true, force: true });
        }
        const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
        if (!user) return;
        const language = asLanguage(await getMailLanguage(db, userId));
        const mail = myDataMail({
          to: user.email,
          url: `${deps.publicUrl.replace(/\/$/, "")}${myDataPath(token)}`,
          language,
          days: MY_DATA_LINK_DAYS,
          product: deps.productName,
        });
        await deps.outbox.enqueue(db, { kind: "data-export", lang: language, ...mail });
        await recordPrivacyAction(deps, { action: "account.export", actorUserId: userId, responseCount: archive.responseCount });
      },
    },
    {
      name: MY_DATA_PRUNE_JOB,
      run: async (data) => {
        const userId = typeof data.userId === "string" ? data.userId : "";
        const token = typeof data.token === "string" ? data.token : "";
        if (!myDataTokenExpiry(token)) return;
        await storage.delete(myDataStorageKey(userId, token));
      },
    },
  ];
}

/** Queues the building of the user's archive. */
export async function requestMyData(jobs: JobRunner, userId: string): Promise<void> {
  await jobs.send(MY_DATA_EXPORT_JOB, { userId });
}
