import { DEFAULT_NOTIFICATION_SETTINGS } from "@sondar/core/notifications/mail-switches";
import { asLanguage, LANGUAGES } from "@sondar/core/i18n/languages";
import { getEntitlements } from "@sondar/core/plans/entitlements";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/database";
import { userNotificationSettings } from "../../db/schema/accounts";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { getSessionUser, requireUser, type SessionUser, type UserVariables } from "../auth/require-user";
import { getCurrentSubscription, toSubscriptionFacts } from "../subscriptions/get-current-subscription";
import { getMailLanguage } from "../auth/mail-language";

const notificationSettingsPatch = z
  .object({
    emailNotifications: z.boolean(),
    surveyResponseAlerts: z.boolean(),
    weeklySummary: z.boolean(),
  })
  .partial()
  .strict();

const languageBody = z.object({ language: z.enum(LANGUAGES) }).strict();

export function accountRoutes({ auth, db, now }: { auth: Auth; db: Database; now: () => Date }) {
  const app = new Hono<{ Variables: UserVariables }>();

  async function describeAccount(user: SessionUser) {
    const subscription = await getCurrentSubscription(db, user.id);
    return {
      user,
      entitlements: getEntitlements(toSubscriptionFacts(subscription), now()),
      subscription: subscription && {
        status: subscription.status,
        planName: subscription.planName,
        trialEnd: subscription.trialEnd,
        currentTermEnd: subscription.currentTermEnd,
      },
    };
  }

  // The web app asks who is signed in on every page; nobody signed in is an answer, not an error.
  app.get("/api/session", async (c) => {
    const user = await getSessionUser(auth, c.req.raw.headers);
    return c.json({ me: user ? await describeAccount(user) : null });
  });

  // "/api/me/*" also matches "/api/me" itself.
  app.use("/api/me/*", requireUser(auth));

  app.get("/api/me", async (c) => c.json(await describeAccount(c.get("user"))));

  app.get("/api/me/notification-settings", async (c) => {
    const userId = c.get("user").id;
    // A user created before this table existed gets the defaults on first read.
    await db.insert(userNotificationSettings).values({ userId }).onConflictDoNothing();
    const [row] = await db.select().from(userNotificationSettings).where(eq(userNotificationSettings.userId, userId));
    return c.json(pickSettings(row));
  });

  app.patch("/api/me/notification-settings", async (c) => {
    const userId = c.get("user").id;
    const patch = parseWith(notificationSettingsPatch, await readJsonBody(c));
    const [row] = await db
      .insert(userNotificationSettings)
      .values({ userId, ...patch })
      .onConflictDoUpdate({ target: userNotificationSettings.userId, set: { ...patch, updatedAt: now() } })
      .returning();
    return c.json(pickSettings(row));
  });

  // The language of the user's mail (decision 065): set from the browser at sign-up, and by the
  // web app whenever the user picks a language.
  app.get("/api/me/language", async (c) => {
    const language = await getMailLanguage(db, c.get("user").id);
    return c.json({ language: asLanguage(language) });
  });

  app.put("/api/me/language", async (c) => {
    const userId = c.get("user").id;
    const { language } = parseWith(languageBody, await readJsonBody(c));
    await db
      .insert(userNotificationSettings)
      .values({ userId, language })
      .onConflictDoUpdate({ target: userNotificationSettings.userId, set: { language, updatedAt: now() } });
    return c.json({ language });
  });

  return app;
}

function pickSettings(row: typeof userNotificationSettings.$inferSelect | undefined) {
  return {
    emailNotifications: row?.emailNotifications ?? DEFAULT_NOTIFICATION_SETTINGS.emailNotifications,
    surveyResponseAlerts: row?.surveyResponseAlerts ?? DEFAULT_NOTIFICATION_SETTINGS.surveyResponseAlerts,
    weeklySummary: row?.weeklySummary ?? DEFAULT_NOTIFICATION_SETTINGS.weeklySummary,
  };
}
