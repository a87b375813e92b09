import { showPoweredByFooter } from "@sondar/core/plans/entitlements";
import type { PublicSurvey, PublicSurveyPayload } from "@sondar/core/respondent/public-survey-replies";
import { collectingState } from "@sondar/core/surveys/collecting-state";
import { readStoredSurvey } from "@sondar/core/surveys/read-stored-survey";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import { surveys } from "../../db/schema/surveys";
import { countCompleteResponses } from "../collecting/complete-counts";
import { createStartToken } from "./start-token";
import { getPlanHolderId, getSubscriptionFacts } from "../surveys/survey-entitlements";

/** What the public endpoints need of a published survey: what respondents see, and owner ids that stay on the server. */
export type PublishedSurvey = PublicSurvey & { createdBy: string; organizationId: string | null };

/** The refusal for a share link that names no published survey. */
export function surveyNotPublished(): AppError {
  return new AppError("SURVEY_NOT_FOUND", { message: "Survey not found or not published." });
}

/** Share ids are base-36 (core/surveys/share-id); anything else cannot match and is not looked up. */
export function isPlausibleShareId(shareId: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(shareId);
}

/** The survey behind a share link, only while it is published (docs/product/respondent.md#addresses), read through core's schemas. */
export async function findPublishedSurvey(db: Database, shareId: string): Promise<PublishedSurvey | null> {
  if (!isPlausibleShareId(shareId)) return null;
  const [row] = await db
    .select({
      id: surveys.id,
      title: surveys.title,
      description: surveys.description,
      questions: surveys.questions,
      settings: surveys.settings,
      hiddenFields: surveys.hiddenFields,
      shareId: surveys.shareId,
      createdBy: surveys.createdBy,
      organizationId: surveys.organizationId,
    })
    .from(surveys)
    .where(and(eq(surveys.shareId, shareId), eq(surveys.status, "published")))
    .limit(1);
  if (!row?.shareId) return null;
  return readStoredSurvey({ ...row, shareId: row.shareId });
}

/**
 * The respondent payload: the survey without owner or organization ids, whether the
 * powered-by footer shows, from the plan of the creator (or of the organization's owner), and
 * whether it still collects (core's collectingState).
 */
export async function getPublicSurveyPayload(
  db: Database,
  shareId: string,
  options: { productName: string; now: Date; spamShieldKey: string },
): Promise<PublicSurveyPayload | null> {
  const survey = await findPublishedSurvey(db, shareId);
  if (!survey) return null;
  const holder = await getPlanHolderId(db, survey.createdBy, survey.organizationId);
  // Counted only when a limit needs it: most surveys have none.
  const counts = await countCompleteResponses(db, survey.settings.responseLimit === null ? [] : [survey.id]);
  return {
    survey: {
      id: survey.id,
      title: survey.title,
      description: survey.description,
      questions: survey.questions,
      settings: survey.settings,
      hiddenFields: survey.hiddenFields,
      shareId: survey.shareId,
    },
    showPoweredBy: showPoweredByFooter(await getSubscriptionFacts(db, holder), options.now),
    productName: options.productName,
    collecting: collectingState({ status: "published", settings: survey.settings }, options.now, counts.get(survey.id) ?? 0),
    // When this respondent opened the survey, for the spam shield's minimum time.
    startToken: createStartToken(options.spamShieldKey, survey.id, options.now),
  };
}
