import { eq } from "drizzle-orm";
import { LANGUAGES, type Language } from "@sondar/core/i18n/languages";
import { SAMPLE_SURVEY_SHARE_IDS } from "@sondar/core/site/sample-survey";
import type { Database } from "../../db/database";
import { userNotificationSettings } from "../../db/schema/accounts";
import { users } from "../../db/schema/auth";
import { instanceSettings } from "../../db/schema/platform";
import { surveys } from "../../db/schema/surveys";
import { sampleSurveyContent } from "./sample-survey-content";

/**
 * The account that owns the sample survey. It has no password and no linked sign-in, and the
 * auth hooks refuse it any credential or session, so nobody can sign in as it
 * (docs/decisions/104-sample-survey-seeded-once.md).
 */
export const SAMPLE_OWNER_ID = "system-sample-owner";
/** A reserved domain (RFC 2606): no mail is ever delivered to it. */
export const SAMPLE_OWNER_EMAIL = "sample-survey@sondar.invalid";
/**
 * The instance setting whose row records that this database has had its sample survey in a
 * language. English keeps the key it had when it was the only one, so an installation that
 * deleted it does not get it back.
 */
const seededKey = (language: Language) => (language === "en" ? "sample_survey_seeded" : `sample_survey_seeded_${language}`);

/** Whether `userId` is the sample survey's owner, which may never sign in. */
export function isSampleOwner(userId: string): boolean {
  return userId === SAMPLE_OWNER_ID;
}

/**
 * Seeds the sample survey in `language`, published at its fixed share id, once per database: the
 * first start inserts a marker row and the survey in one transaction. A second process starting
 * at the same moment waits on the marker's primary key and then finds it taken, so it adds
 * nothing; a later start finds it too, even if an operator has since deleted the survey. Returns
 * whether this call seeded it.
 */
export async function seedSampleSurvey(db: Database, productName: string, language: Language = "en"): Promise<boolean> {
  const shareId = SAMPLE_SURVEY_SHARE_IDS[language];
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(instanceSettings)
      .values({ key: seededKey(language), value: shareId })
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
    const content = sampleSurveyContent(productName, language);
    const inserted = await tx
      .insert(surveys)
      .values({
        title: content.title,
        description: content.description,
        questions: content.questions,
        settings: content.settings,
        status: "published",
        shareId,
        createdBy: SAMPLE_OWNER_ID,
        isPublic: true,
      })
      .onConflictDoNothing()
      .returning({ id: surveys.id });
    return inserted.length > 0;
  });
}

/** Seeds the sample survey of every language that has not had one; returns the languages seeded now. */
export async function seedSampleSurveys(db: Database, productName: string): Promise<Language[]> {
  const seeded: Language[] = [];
  for (const language of LANGUAGES) {
    if (await seedSampleSurvey(db, productName, language)) seeded.push(language);
  }
  return seeded;
}
