import { randomUUID } from "node:crypto";
import { FALLBACK_LANGUAGE, type Language } from "@sondar/core/i18n/languages";
import { TRIAL_ID_PREFIX } from "@sondar/core/plans/subscription";
import { trialEndFrom } from "@sondar/core/plans/entitlements";
import { proPlanName } from "@sondar/core/plans/plans";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { invitations, members } from "../../db/schema/auth";
import { userNotificationSettings, userSubscriptions } from "../../db/schema/accounts";

/**
 * Gives a new user default notification settings (mail in `language`, decision 065) and,
 * unless they belong to or are invited into an organization, a 7-day trial subscription.
 */
export async function setUpNewUser(
  db: Database,
  user: { id: string; email: string },
  productName: string,
  now: Date,
  language: Language = FALLBACK_LANGUAGE,
) {
  await db.insert(userNotificationSettings).values({ userId: user.id, language }).onConflictDoNothing();

  const [membership] = await db.select({ id: members.id }).from(members).where(eq(members.userId, user.id)).limit(1);
  if (membership) return;
  const [invite] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(eq(invitations.email, user.email.toLowerCase()), eq(invitations.status, "pending"), gt(invitations.expiresAt, now)),
    )
    .limit(1);
  if (invite) return;

  await db.insert(userSubscriptions).values({
    userId: user.id,
    status: "trial",
    planName: proPlanName(productName),
    provider: "local",
    providerSubscriptionId: `${TRIAL_ID_PREFIX}${randomUUID()}`,
    trialEnd: trialEndFrom(now),
  });
}
