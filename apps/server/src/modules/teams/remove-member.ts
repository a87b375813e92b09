import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members } from "../../db/schema/auth";
import { requireManageableMember } from "./require-manageable-member";

/** Removes another member (owner, admin); never the owner. Their surveys stay with the organization. */
export async function removeMember(
  db: Database,
  input: { userId: string; organizationId: string; memberId: string },
): Promise<void> {
  const target = await requireManageableMember(db, input);
  await db.delete(members).where(eq(members.id, target.id));
}
