// Test-only: the actors of the access-matrix tests (every endpoint × every kind of caller).
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { userSubscriptions } from "../src/db/schema/accounts";
import { members, organizations } from "../src/db/schema/auth";
import { makeActive } from "../src/modules/public-surveys/test-surveys";
import { signUpVerified, type TestClient, type TestServer } from "./test-server";

export type MatrixActor = { client: TestClient; userId: string | null };

/** The actors whose plan or membership the rules turn on; every name in `others` is a plain trial user. */
type PlannedActor = "owner" | "orgMember" | "expiredTrial";

/**
 * Signs up an anonymous actor and one verified user per name: the owner on an active plan, an
 * expired trial, and an organization the owner owns with orgMember as a member (and orgAdmin as
 * an admin, when named in `others`).
 */
export async function createMatrixActors<Other extends string>(server: TestServer, others: readonly Other[]) {
  const actors = { anonymous: { client: server.client(), userId: null } } as Record<
    "anonymous" | PlannedActor | Other,
    MatrixActor
  >;
  for (const name of ["owner", "orgMember", "expiredTrial", ...others] as const) {
    const { client, userId } = await signUpVerified(server, { name });
    actors[name] = { client, userId };
  }
  const ownerId = actors.owner.userId as string;
  const memberId = actors.orgMember.userId as string;
  await makeActive(server, ownerId);
  await server.db
    .update(userSubscriptions)
    .set({ trialEnd: new Date(Date.now() - 60_000) })
    .where(eq(userSubscriptions.userId, actors.expiredTrial.userId as string));
  // An invited member has no plan of their own: the organization owner's plan governs.
  await server.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, memberId));
  const orgId = randomUUID();
  await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: `acme-${orgId}` });
  await server.db.insert(members).values([
    { id: randomUUID(), organizationId: orgId, userId: ownerId, role: "owner" },
    { id: randomUUID(), organizationId: orgId, userId: memberId, role: "member" },
  ]);
  const admin = (actors as Partial<Record<string, MatrixActor>>).orgAdmin;
  if (admin?.userId) {
    await server.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, admin.userId));
    await server.db.insert(members).values({ id: randomUUID(), organizationId: orgId, userId: admin.userId, role: "admin" });
  }
  return { actors, orgId };
}

/** A matrix row's test name: the endpoint and each caller's expected status. */
export function matrixRowTitle(endpoint: string, row: Record<string, number>): string {
  return `${endpoint}: ${Object.entries(row)
    .map(([actor, status]) => `${actor} ${status}`)
    .join(", ")}`;
}
