import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { userNotificationSettings } from "../../db/schema/accounts";

/** The language stored for a user's mail (decision 065), or null when none is stored yet. */
export async function getMailLanguage(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ language: userNotificationSettings.language })
    .from(userNotificationSettings)
    .where(eq(userNotificationSettings.userId, userId))
    .limit(1);
  return row?.language ?? null;
}
