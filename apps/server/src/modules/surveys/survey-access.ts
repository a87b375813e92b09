import type { ErrorCode } from "@sondar/core/errors/error-codes";
import { readStoredSurvey, type ReportRepair } from "@sondar/core/surveys/read-stored-survey";
import { getSurveyRefusal, READ_ONLY_REFUSAL, type Actor } from "@sondar/core/teams/actor";
import type { TeamAction, TeamRole } from "@sondar/core/teams/team-permissions";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { surveys } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";
import { isUuid } from "../../lib/is-uuid";
import { getSurveyMembership } from "../teams/get-membership";

/** A survey row as stored: questions and settings are JSON that older code may have written. */
export type StoredSurveyRow = typeof surveys.$inferSelect;
/** A survey row read through core's schemas (readStoredSurvey): whole questions and settings. */
export type SurveyRow = ReturnType<typeof readStoredSurvey<StoredSurveyRow>>;

/** What a refused caller is told: `hidden` when they may not even see the survey, `forbidden` when they may. */
export interface SurveyRefusals {
  hidden: ErrorCode;
  forbidden: ErrorCode;
}

const DEFAULT_REFUSALS: SurveyRefusals = { hidden: "SURVEY_NOT_FOUND", forbidden: "SURVEY_EDIT_FORBIDDEN" };

/** The survey's row and the caller's role in its organization (null for a personal survey). */
export interface SurveyAccess {
  survey: SurveyRow;
  role: TeamRole | null;
}

/**
 * The one place every survey, response, export, upload and analysis service asks whether the
 * actor may take `action` on a survey, by core's rule (teams/actor.ts over the role table,
 * docs/product/teams.md#roles). Whoever may not see the survey is told it does not exist; a
 * member who may see it but not do this gets `refusals.forbidden`; a read-only key that would
 * write is told its key may only read. Questions and settings are read through core's schemas; `report`
 * hears what an old row lost.
 */
export async function requireSurveyAccess(
  db: Database,
  actor: Actor,
  surveyId: string,
  action: TeamAction,
  refusals: Partial<SurveyRefusals> = {},
  report?: ReportRepair,
): Promise<SurveyAccess> {
  const { hidden, forbidden } = { ...DEFAULT_REFUSALS, ...refusals };
  const found = isUuid(surveyId) ? await db.select().from(surveys).where(eq(surveys.id, surveyId)).limit(1) : [];
  const row = found[0];
  if (!row || row.status === "deleted") throw new AppError(hidden);
  const role = row.organizationId ? ((await getSurveyMembership(db, actor.userId, row.organizationId))?.role ?? null) : null;
  const refusal = getSurveyRefusal(actor, row, role, action);
  if (refusal === "hidden") throw new AppError(hidden);
  if (refusal === "forbidden") throw new AppError(forbidden);
  if (refusal === "read-only") throw new AppError(READ_ONLY_REFUSAL);
  return { survey: readStoredSurvey(row, report), role };
}

/** The survey when the caller may take `action` on it; null when they may not, so callers can skip it. */
export async function findSurveyFor(db: Database, actor: Actor, surveyId: string, action: TeamAction): Promise<SurveyRow | null> {
  try {
    return (await requireSurveyAccess(db, actor, surveyId, action)).survey;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}
