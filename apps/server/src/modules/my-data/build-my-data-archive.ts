import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members, organizations, users } from "../../db/schema/auth";
import { responseFiles } from "../../db/schema/response-files";
import { surveyResponses, surveys } from "../../db/schema/surveys";
import { getMailLanguage } from "../auth/mail-language";
import { getCurrentSubscription } from "../subscriptions/get-current-subscription";

/** Responses read per query: the archive never holds more than one page of rows (decision 294). */
const RESPONSE_PAGE = 500;

/** Writes text into a gzip stream, waiting when its buffer is full. */
type Write = (text: string) => Promise<void>;

async function writeResponses(db: Database, surveyId: string, write: Write): Promise<number> {
  await write("[");
  let after: string | null = null;
  let count = 0;
  for (;;) {
    const page = await db
      .select({
        id: surveyResponses.id,
        status: surveyResponses.status,
        answers: surveyResponses.answers,
        hiddenFields: surveyResponses.hiddenFields,
        respondentEmail: surveyResponses.respondentEmail,
        country: surveyResponses.country,
        region: surveyResponses.region,
        city: surveyResponses.city,
        createdAt: surveyResponses.createdAt,
        updatedAt: surveyResponses.updatedAt,
        completedAt: surveyResponses.completedAt,
      })
      .from(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, surveyId), after ? gt(surveyResponses.id, after) : undefined))
      .orderBy(asc(surveyResponses.id))
      .limit(RESPONSE_PAGE);
    for (const row of page) await write((count++ ? "," : "") + JSON.stringify(row));
    if (page.length < RESPONSE_PAGE) break;
    after = page[page.length - 1]!.id;
  }
  await write("]");
  return count;
}

/** A survey's content, its uploaded files' metadata and its responses, paged. */
async function writeSurveys(db: Database, publicUrl: string, ids: string[], write: Write): Promise<number> {
  await write("[");
  let responses = 0;
  for (const [index, id] of ids.entries()) {
    const [survey] = await db.select().from(surveys).where(eq(surveys.id, id));
    if (!survey) continue;
    const files = await db
      .select({
        id: responseFiles.id,
        questionId: responseFiles.questionId,
        sessionId: responseFiles.sessionId,
        fileName: responseFiles.originalName,
        contentType: responseFiles.contentType,
        size: responseFiles.size,
        createdAt: responseFiles.createdAt,
      })
      .from(responseFiles)
      .where(eq(responseFiles.surveyId, id));
    const head = JSON.stringify({
      ...survey,
      files: files.map((f) => ({ ...f, url: `${publicUrl}/api/surveys/${id}/response-files/${f.id}` })),
    });
    await write(`${index ? "," : ""}${head.slice(0, -1)},"responses":`);
    responses += await writeResponses(db, id, write);
    await write("}");
  }
  await write("]");
  return responses;
}

/**
 * The user's data as a gzipped JSON document (docs/decisions/294-download-my-data.md): their
 * account, personal surveys with responses, and the organizations they own with members, surveys
 * and responses. Nothing of a survey they only joined through someone else's organization.
 */
export async function buildMyDataArchive(
  db: Database,
  userId: string,
  now: Date,
  publicUrl: string,
  filePath: string,
): Promise<{ responseCount: number } | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const subscription = await getCurrentSubscription(db, userId);
  const account = {
    ...user,
    language: await getMailLanguage(db, userId),
    subscription: subscription && {
      status: subscription.status,
      planName: subscription.planName,
      trialEnd: subscription.trialEnd,
      currentTermEnd: subscription.currentTermEnd,
    },
  };

  // Compressed straight into a file, so a large account's archive is never held in memory.
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(filePath));
  // Awaited at the end; until then a write error (a full disk) must not go unhandled.
  written.catch(() => undefined);
  const write: Write = async (text) => {
    if (!gzip.write(text)) await once(gzip, "drain");
  };

  try {
    const personal = await db
      .select({ id: surveys.id })
      .from(surveys)
      .where(and(eq(surveys.createdBy, userId), isNull(surveys.organizationId)))
      .orderBy(asc(surveys.createdAt), asc(surveys.id));
    await write(`{"exportedAt":${JSON.stringify(now)},"account":${JSON.stringify(account)},"surveys":`);
    let responseCount = await writeSurveys(
      db,
      publicUrl,
      personal.map((row) => row.id),
      write,
    );

    const owned = await db
      .select({ id: organizations.id, name: organizations.name, slug: organizations.slug, createdAt: organizations.createdAt })
      .from(members)
      .innerJoin(organizations, eq(organizations.id, members.organizationId))
      .where(and(eq(members.userId, userId), eq(members.role, "owner")))
      .orderBy(asc(organizations.createdAt), asc(organizations.id));
    await write(`,"organizations":[`);
    for (const [index, org] of owned.entries()) {
      const people = await db
        .select({ name: users.name, email: users.email, role: members.role })
        .from(members)
        .innerJoin(users, eq(users.id, members.userId))
        .where(eq(members.organizationId, org.id))
        .orderBy(asc(members.role), asc(users.email));
      const orgSurveys = await db
        .select({ id: surveys.id })
        .from(surveys)
        .where(inArray(surveys.organizationId, [org.id]))
        .orderBy(asc(surveys.createdAt), asc(surveys.id));
      const head = JSON.stringify({ ...org, members: people });
      await write(`${index ? "," : ""}${head.slice(0, -1)},"surveys":`);
      responseCount += await writeSurveys(
        db,
        publicUrl,
        orgSurveys.map((row) => row.id),
        write,
      );
      await write("}");
    }
    await write("]}");
    gzip.end();
    await written;
    return { responseCount };
  } catch (error) {
    // A failed read leaves no open file behind (the job deletes the half-written one).
    gzip.destroy();
    throw error;
  }
}
