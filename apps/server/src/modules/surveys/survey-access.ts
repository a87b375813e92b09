import { readStoredSurvey, type ReportRepair } from "@sondar/core/surveys/read-stored-survey";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members } from "../../db/schema/auth";
import { surveys } from "../../db/schema/surveys";
import { isUuid } from "../../lib/is-uuid";

/** A survey row as stored: questions and settings are JSON that older code may have written. */
export type StoredSurveyRow = typeof surveys.$inferSelect;
/** A survey row read through core's schemas (readStoredSurvey): whole questions and settings. */
export type SurveyRow = ReturnType<typeof readStoredSurvey<StoredSurveyRow>>;

export async function isOrganizationMember(db: Database, userId: string, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.organizationId, organizationId)))
    .limit(1);
  return !!row;
}

/** The organization's owner, whose plan governs what members may do with its surveys. */
export async function getOrganizationOwnerId(db: Database, organizationId: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.role, "owner")))
    .orderBy(members.createdAt)
    .limit(1);
  return row?.userId ?? null;
}

/**
 * The survey when `userId` owns it or belongs to its organization; null otherwise, so
 * callers answer 'not found' and never reveal that someone else's survey exists. Its questions
 * and settings are read through core's schemas; `report` hears what an old row lost.
 */
export async function findAccessibleSurvey(
  db: Database,
  userId: string,
  surveyId: string,
  report?: ReportRepair,
): Promise<SurveyRow | null> {
  if (!isUuid(surveyId)) return null;
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId)).limit(1);
  if (!survey || survey.status === "deleted") return null;
  // An organization's survey belongs to its members; its creator loses it on leaving.
  const allowed = survey.organizationId
    ? await isOrganizationMember(db, userId, survey.organizationId)
    : survey.createdBy === userId;
  return allowed ? readStoredSurvey(survey, report) : null;
}
