import { canLeave } from "@sondar/core/teams/team-permissions";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { members } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import { requireOrganizationAction } from "./require-organization-action";

/** Leaves the organization; the owner must transfer ownership first. */
export async function leaveOrganization(db: Database, input: { userId: string; organizationId: string }): Promise<void> {
  const membership = await requireOrganizationAction(db, input.userId, input.organizationId, "organization.view");
  if (!canLeave(membership.role)) throw new AppError("OWNER_CANNOT_LEAVE");
  await db.delete(members).where(eq(members.id, membership.id));
}
