import { questionSchema } from "@sondar/core/surveys/question-schema";
import { eq } from "drizzle-orm";
import type { Database } from "../src/db/database";
import { mailOutbox } from "../src/db/schema/platform";
import { surveyResponses, surveys } from "../src/db/schema/surveys";
import { DISPATCH_WEEKLY_SUMMARIES_JOB, SEND_WEEKLY_SUMMARY_JOB } from "../src/modules/weekly-summaries/weekly-summaries";
import type { JobRunner } from "../src/jobs/create-job-runner";

/** A survey of `createdBy`, written straight to the table: the summary reads only rows. */
export async function insertSurvey(db: Database, createdBy: string, title: string, status = "published"): Promise<string> {
  const [row] = await db
    .insert(surveys)
    .values({ createdBy, title, status, questions: [questionSchema.parse({ id: "q_1", type: "text", title: "Name" })] })
    .returning({ id: surveys.id });
  if (!row) throw new Error("no survey written");
  return row.id;
}

/** Responses started at `started`; complete ones completed at `completed` (default: when started). */
export async function insertResponses(
  db: Database,
  surveyId: string,
  responses: { status: "complete" | "partial"; started: string; completed?: string; count?: number }[],
) {
  const rows = responses.flatMap(({ status, started, completed, count = 1 }) =>
    Array.from({ length: count }, () => ({
      surveyId,
      status,
      answers: { q_1: "Hi" },
      createdAt: new Date(started),
      completedAt: status === "complete" ? new Date(completed ?? started) : null,
    })),
  );
  await db.insert(surveyResponses).values(rows);
}

/** What an hourly tick of the sweep does, then the users' jobs it queued. */
export async function runWeeklySummaries(jobs: JobRunner) {
  await jobs.send(DISPATCH_WEEKLY_SUMMARIES_JOB, {});
  await jobs.runDue([DISPATCH_WEEKLY_SUMMARIES_JOB]);
  await jobs.runDue([SEND_WEEKLY_SUMMARY_JOB]);
}

/** Mails in the outbox for `to`, oldest first. */
export const mailsTo = (db: Database, to: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
