import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { instanceSettings } from "../../db/schema/platform";

/**
 * AUTH_SECRET when set; otherwise a random secret this installation made on its first
 * start and kept in the database, so sessions survive restarts without any setup.
 */
export async function getAuthSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(instanceSettings)
    .values({ key: "auth_secret", value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, "auth_secret"));
  if (!row) throw new Error("auth secret could not be stored");
  return row.value;
}
