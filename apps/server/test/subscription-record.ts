// Test-only: our stored record of a provider subscription.
import { eq } from "drizzle-orm";
import { userSubscriptions } from "../src/db/schema/accounts";
import type { TestServer } from "./test-server";

export async function subscriptionRecord(server: TestServer, providerSubscriptionId: string) {
  const [row] = await server.db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}
