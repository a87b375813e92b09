import { eq } from "drizzle-orm";
import { SAMPLE_SURVEY_SHARE_ID } from "@sondar/core/site/sample-survey";
import { surveyContentSchema, type SurveyContent } from "@sondar/core/surveys/survey-schema";
import type { Database } from "../../db/database";
import { userNotificationSettings } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import { instanceSettings } from "../../db/schema/platform";
import { surveys } from "../../db/schema/surveys";

/**
 * The account that owns the sample survey. It has no password and no linked sign-in, and the
 * auth hooks refuse it any credential or session, so nobody can sign in as it
 * (docs/decisions/104-sample-survey-seeded-once.md).
 */
export const SAMPLE_OWNER_ID = "system-sample-owner";
/** A reserved domain (RFC 2606): no mail is ever delivered to it. */
export const SAMPLE_OWNER_EMAIL = "sample-survey@sondar.invalid";
/** The instance setting whose row records that this database has had its sample survey. */
const SEEDED_KEY = "sample_survey_seeded";

/** Whether `userId` is the sample survey's owner, which may never sign in. */
export function isSampleOwner(userId: string): boolean {
  return userId === SAMPLE_OWNER_ID;
}

/** The sample survey: a short tour of the respondent screen (welcome, five kinds of question, completion). */
export function sampleSurveyContent(productName: string): SurveyContent {
  return surveyContentSchema.parse({
    title: `${productName} sample survey`,
    description: "A two-minute tour of what your respondents see.",
    questions: [
      {
        id: "q_sample_rating",
        type: "rating",
        title: "How do you feel about the surveys you are usually sent?",
        maxRating: 5,
        required: true,
      },
      {
        id: "q_sample_use",
        type: "multiple-choice",
        title: "What would you use a survey for first?",
        options: ["Customer feedback", "Employee engagement", "Event registration", "Market research"],
        allowOther: true,
      },
      {
        id: "q_sample_nps",
        type: "scale",
        title: "How likely are you to recommend answering one question at a time to a friend?",
        scaleSettings: { min: 0, max: 10, step: 1, leftLabel: "Not likely", rightLabel: "Very likely" },
      },
      {
        id: "q_sample_ai",
        type: "yes-no",
        title: "Would you let AI draft the first version of your next survey?",
      },
      {
        id: "q_sample_wish",
        type: "textarea",
        title: "What would make a survey a pleasure to answer?",
        description: "Optional. A sentence is plenty.",
      },
    ],
    settings: {
      welcomeMessage: `This is a sample survey made with ${productName}. It takes about two minutes: one question at a time, on any device.`,
      completionMessage: `Thank you! That is what your respondents will see. Build your own survey with ${productName}.`,
    },
  });
}

/**
 * Seeds the sample survey, published at its fixed share id, once per database: the first start
 * inserts a marker row and the survey in one transaction. A second process starting at the same
 * moment waits on the marker's primary key and then finds it taken, so it adds nothing; a later
 * start finds it too, even if an operator has since deleted the survey. Returns whether this call
 * seeded it.
 */
export async function seedSampleSurvey(db: Database, productName: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(instanceSettings)
      .values({ key: SEEDED_KEY, value: SAMPLE_SURVEY_SHARE_ID })
      .onConflictDoNothing()
      .returning({ key: instanceSettings.key });
    if (claimed.length === 0) return false;
    await tx
      .insert(users)
      .values({ id: SAMPLE_OWNER_ID, name: `${productName} samples`, email: SAMPLE_OWNER_EMAIL, emailVerified: false })
      .onConflictDoNothing();
    // Anyone could have signed up with the owner's address first: then there is no owner to seed for.
    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, SAMPLE_OWNER_ID));
    if (!owner) throw new Error(`the sample survey's owner address ${SAMPLE_OWNER_EMAIL} belongs to another account`);
    // No mail about the sample: its owner reads none.
    await tx
      .insert(userNotificationSettings)
      .values({ userId: SAMPLE_OWNER_ID, emailNotifications: false, surveyResponseAlerts: false, weeklySummary: false })
      .onConflictDoNothing();
    const content = sampleSurveyContent(productName);
    const inserted = await tx
      .insert(surveys)
      .values({
        title: content.title,
        description: content.description,
        questions: content.questions,
        settings: content.settings,
        status: "published",
        shareId: SAMPLE_SURVEY_SHARE_ID,
        createdBy: SAMPLE_OWNER_ID,
        isPublic: true,
      })
      .onConflictDoNothing()
      .returning({ id: surveys.id });
    return inserted.length > 0;
  });
}
