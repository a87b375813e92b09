import { DEFAULT_NOTIFICATION_SETTINGS } from "@sondar/core/notifications/mail-switches";
import type { NotificationSettingsPatch, NotificationSettingsReply } from "@sondar/core/notifications/notification-settings";
import type { Actor } from "@sondar/core/teams/actor";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { userNotificationSettings } from "../../db/schema/accounts";
import { requireAccountOwner } from "./require-account-owner";

function pickSettings(row: typeof userNotificationSettings.$inferSelect | undefined): NotificationSettingsReply {
  return {
    emailNotifications: row?.emailNotifications ?? DEFAULT_NOTIFICATION_SETTINGS.emailNotifications,
    surveyResponseAlerts: row?.surveyResponseAlerts ?? DEFAULT_NOTIFICATION_SETTINGS.surveyResponseAlerts,
    weeklySummary: row?.weeklySummary ?? DEFAULT_NOTIFICATION_SETTINGS.weeklySummary,
  };
}

/** The actor's mail switches; a user created before the table existed gets the defaults on first read. */
export async function getNotificationSettings(db: Database, actor: Actor): Promise<NotificationSettingsReply> {
  const userId = requireAccountOwner(actor);
  await db.insert(userNotificationSettings).values({ userId }).onConflictDoNothing();
  const [row] = await db.select().from(userNotificationSettings).where(eq(userNotificationSettings.userId, userId));
  return pickSettings(row);
}

/** Changes some of the actor's mail switches and answers all of them. */
export async function updateNotificationSettings(
  db: Database,
  actor: Actor,
  input: { patch: NotificationSettingsPatch; now: Date },
): Promise<NotificationSettingsReply> {
  const userId = requireAccountOwner(actor);
  const [row] = await db
    .insert(userNotificationSettings)
    .values({ userId, ...input.patch })
    .onConflictDoUpdate({ target: userNotificationSettings.userId, set: { ...input.patch, updatedAt: input.now } })
    .returning();
  return pickSettings(row);
}
