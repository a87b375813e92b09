import { asLanguage } from "@sondar/core/i18n/languages";
import { RESUME_LINK_TTL_DAYS } from "@sondar/core/respondent/resume-link";
import type { MailAdapter } from "../../adapters/mail/mail-adapter";
import type { Database } from "../../db/database";
import type { JobDefinition, JobRunner } from "../../jobs/create-job-runner";
import { resumeMail } from "./resume-mail";

/** Mails one "Continue on another device" link; data { to, url, surveyTitle, language }. */
export const RESUME_LINK_MAIL_JOB = "resume-link-mail";

export interface ResumeMailData extends Record<string, unknown> {
  to: string;
  url: string;
  surveyTitle: string;
  language: string;
}

/**
 * Queues the mail. The address and the link live only in the job (docs/decisions/238-resume-link-mail.md):
 * never with the answers, and gone with the job once pg-boss drops it after completion.
 */
export async function queueResumeMail(db: Database, jobs: JobRunner, data: ResumeMailData): Promise<void> {
  await jobs.send(RESUME_LINK_MAIL_JOB, data, { db });
}

/**
 * Sends it; a failed send fails the job, so pg-boss tries again (a few times: the link is worth
 * little once it is hours late, and the respondent still has the copyable one).
 */
export function createResumeMailJob(deps: { mail: MailAdapter; productName: string }): JobDefinition {
  return {
    name: RESUME_LINK_MAIL_JOB,
    retryLimit: 3,
    run: async (data) => {
      const text = (key: string) => (typeof data[key] === "string" ? data[key] : "");
      if (!text("to") || !text("url")) return;
      await deps.mail.send(
        resumeMail({
          to: text("to"),
          url: text("url"),
          surveyTitle: text("surveyTitle"),
          language: asLanguage(data.language),
          days: RESUME_LINK_TTL_DAYS,
          product: deps.productName,
        }),
      );
    },
  };
}
