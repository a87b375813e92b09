import type { OrganizationSummary } from "@sondar/core/teams/team-replies";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { organizations, users } from "../../db/schema/auth";
import { AppError } from "../../lib/app-error";
import { getOrganizationSummary } from "./organization-summary";
import { requireOrganizationAction } from "./require-organization-action";

/**
 * The owner turns the organization's two-factor rule on or off. Turning it on needs the owner's
 * own two-factor sign-in first, so the rule never locks out the one who set it
 * (docs/decisions/281-organizations-may-require-two-factor.md).
 */
export async function setOrganizationTwoFactor(
  db: Database,
  input: { userId: string; organizationId: string; required: boolean },
): Promise<OrganizationSummary> {
  const { role } = await requireOrganizationAction(db, input.userId, input.organizationId, "organization.requireTwoFactor");
  if (input.required) {
    const [owner] = await db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, input.userId)).limit(1);
    if (!owner?.on) throw new AppError("TWO_FACTOR_NEEDED_TO_REQUIRE");
  }
  await db.update(organizations).set({ requireTwoFactor: input.required }).where(eq(organizations.id, input.organizationId));
  return getOrganizationSummary(db, input.organizationId, role);
}
