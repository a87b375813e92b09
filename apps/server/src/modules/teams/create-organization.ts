import { randomUUID } from "node:crypto";
import type { OrganizationSummary } from "@sondar/core/teams/team-replies";
import type { Database } from "../../db/database";
import { members, organizations } from "../../db/schema/auth";

/** Creates an organization with the caller as its owner. */
export async function createOrganization(
  db: Database,
  input: { userId: string; name: string; now: Date },
): Promise<OrganizationSummary> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    // The auth library's table wants a unique slug; ours are never shown, so the id serves.
    await tx.insert(organizations).values({ id, name: input.name, slug: id, createdAt: input.now });
    await tx
      .insert(members)
      .values({ id: randomUUID(), organizationId: id, userId: input.userId, role: "owner", createdAt: input.now });
  });
  return { id, name: input.name, role: "owner", memberCount: 1, createdAt: input.now.toISOString(), requireTwoFactor: false };
}
