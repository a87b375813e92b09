import { getEntitlements } from "@sondar/core/plans/entitlements";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/database";
import { userNotificationSettings } from "../../db/schema/accounts";
import { parseWith } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { getCurrentSubscription, toSubscriptionFacts } from "../subscriptions/get-current-subscription";

const notificationSettingsPatch = z
  .object({
    emailNotifications: z.boolean(),
    surveyResponseAlerts: z.boolean(),
    weeklySummary: z.boolean(),
  })
  .partial()
  .strict();

export function accountRoutes({ auth, db, now }: { auth: Auth; db: Database; now: () => Date }) {
  const app = new Hono<{ Variables: UserVariables }>();
  app.use("/api/me", requireUser(auth));
  app.use("/api/me/*", requireUser(auth));

  app.get("/api/me", async (c) => {
    const user = c.get("user");
    const subscription = await getCurrentSubscription(db, user.id);
    return c.json({
      user,
      entitlements: getEntitlements(toSubscriptionFacts(subscription), now()),
      subscription: subscription && {
        status: subscription.status,
        planName: subscription.planName,
        trialEnd: subscription.trialEnd,
        currentTermEnd: subscription.currentTermEnd,
      },
    });
  });

  app.get("/api/me/notification-settings", async (c) => {
    const userId = c.get("user").id;
    // A user created before this table existed gets the defaults on first read.
    await db.insert(userNotificationSettings).values({ userId }).onConflictDoNothing();
    const [row] = await db.select().from(userNotificationSettings).where(eq(userNotificationSettings.userId, userId));
    return c.json(pickSettings(row));
  });

  app.patch("/api/me/notification-settings", async (c) => {
    const userId = c.get("user").id;
    const patch = parseWith(notificationSettingsPatch, await c.req.json().catch(() => null));
    const [row] = await db
      .insert(userNotificationSettings)
      .values({ userId, ...patch })
      .onConflictDoUpdate({ target: userNotificationSettings.userId, set: { ...patch, updatedAt: now() } })
      .returning();
    return c.json(pickSettings(row));
  });

  return app;
}

function pickSettings(row: typeof userNotificationSettings.$inferSelect | undefined) {
  return {
    emailNotifications: row?.emailNotifications ?? true,
    surveyResponseAlerts: row?.surveyResponseAlerts ?? true,
    weeklySummary: row?.weeklySummary ?? false,
  };
}
