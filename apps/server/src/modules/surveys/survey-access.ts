import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members } from "../../db/schema/auth";
import { surveys } from "../../db/schema/surveys";

export type SurveyRow = typeof surveys.$inferSelect;

export async function isOrganizationMember(db: Database, userId: string, organizationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.organizationId, organizationId)))
    .limit(1);
  return !!row;
}

/**
 * The survey when `userId` owns it or belongs to its organization; null otherwise, so
 * callers answer 'not found' and never reveal that someone else's survey exists.
 */
export async function findAccessibleSurvey(db: Database, userId: string, surveyId: string): Promise<SurveyRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(surveyId)) return null;
  const [survey] = await db.select().from(surveys).where(eq(surveys.id, surveyId)).limit(1);
  if (!survey || survey.status === "deleted") return null;
  if (survey.createdBy === userId) return survey;
  if (survey.organizationId && (await isOrganizationMember(db, userId, survey.organizationId))) return survey;
  return null;
}
