import type { AccountSecurityReply } from "@sondar/core/auth/account-security";
import type { Actor } from "@sondar/core/teams/actor";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { accounts, users } from "../../db/schema/auth";

/** Whether the actor's two-factor sign-in is on, and whether they have a password to confirm changes with. */
export async function getAccountSecurity(db: Database, actor: Actor): Promise<AccountSecurityReply> {
  const [user] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, actor.userId)).limit(1);
  const [password] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, actor.userId), eq(accounts.providerId, "credential")))
    .limit(1);
  return { twoFactorEnabled: !!user?.on, hasPassword: !!password };
}
