import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { organizations } from "../../db/schema/auth";
import { surveys } from "../../db/schema/surveys";
import { requireOrganizationAction } from "./require-organization-action";

/**
 * Deletes the organization (owner only). Its surveys, with their responses, first move to the
 * owner's personal list, so nothing is lost (docs/product/teams.md#organizations); members and
 * invitations go with it.
 */
export async function deleteOrganization(
  db: Database,
  input: { userId: string; organizationId: string; now: Date },
): Promise<number> {
  await requireOrganizationAction(db, input.userId, input.organizationId, "organization.delete");
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(surveys)
      .set({ organizationId: null, createdBy: input.userId, updatedAt: input.now })
      .where(eq(surveys.organizationId, input.organizationId))
      .returning({ id: surveys.id });
    await tx.delete(organizations).where(eq(organizations.id, input.organizationId));
    return moved.length;
  });
}
