import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createMatrixActors, type MatrixActor } from "../../../test/access-matrix-actors";
import { createTestServer, type TestServer } from "../../../test/test-server";
import { userSubscriptions } from "../../db/schema/accounts";
import { billingEvents, localBillingSubscriptions } from "../../db/schema/billing";

// Every billing endpoint × every kind of caller: billing is always the caller's own, so nobody
// reaches the owner's customer, portal or subscription, and a refused call changes nothing.

type ActorName = "anonymous" | "owner" | "anotherUser" | "orgMember";
type Endpoint =
  | "billingData"
  | "checkout"
  | "portal"
  | "localCheckoutPage"
  | "localPortal"
  | "localPortalCancel"
  | "smuggledCheckout"
  | "smuggledPortalAction"
  | "stripeWebhook"
  | "chargebeeWebhook";

// In this order: the cells that pay (checkout, the local checkout page) come last, so the callers
// before them still have no customer of their own.
const EXPECTED: Record<Endpoint, Record<ActorName, number>> = {
  billingData: { anonymous: 401, owner: 200, anotherUser: 200, orgMember: 200 },
  portal: { anonymous: 401, owner: 200, anotherUser: 404, orgMember: 404 },
  localPortal: { anonymous: 401, owner: 200, anotherUser: 200, orgMember: 200 },
  localPortalCancel: { anonymous: 401, owner: 200, anotherUser: 404, orgMember: 404 },
  smuggledCheckout: { anonymous: 401, owner: 400, anotherUser: 400, orgMember: 400 },
  smuggledPortalAction: { anonymous: 401, owner: 400, anotherUser: 400, orgMember: 400 },
  // The local provider has no webhooks: nothing answers, whoever calls.
  stripeWebhook: { anonymous: 404, owner: 404, anotherUser: 404, orgMember: 404 },
  chargebeeWebhook: { anonymous: 404, owner: 404, anotherUser: 404, orgMember: 404 },
  checkout: { anonymous: 401, owner: 409, anotherUser: 200, orgMember: 200 },
  localCheckoutPage: { anonymous: 401, owner: 409, anotherUser: 200, orgMember: 200 },
};

let server: TestServer;
let actors: Record<ActorName, MatrixActor>;
let ownerSubscriptionId: string;
let ownerCustomerId: string;

beforeAll(async () => {
  server = await createTestServer();
  const created = await createMatrixActors(server, ["anotherUser"] as const);
  actors = created.actors;
  const ownerId = actors.owner.userId as string;
  // The owner pays through checkout rather than holding a hand-made plan: a customer, invoices, a provider subscription.
  await server.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, ownerId));
  expect((await actors.owner.client.post("/api/billing/local/checkout", { plan: "yearly" })).status).toBe(200);
  const [local] = await server.db.select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.userId, ownerId));
  ownerSubscriptionId = local?.id as string;
  ownerCustomerId = local?.customerId as string;
});

function call(endpoint: Endpoint, actor: ActorName): Promise<Response> {
  const { client } = actors[actor];
  switch (endpoint) {
    case "billingData":
      return client.get("/api/billing");
    case "checkout":
      return client.post("/api/billing/checkout", { plan: "monthly" });
    case "portal":
      return client.post("/api/billing/portal");
    case "localCheckoutPage":
      return client.post("/api/billing/local/checkout", { plan: "monthly" });
    case "localPortal":
      return client.get("/api/billing/local/portal");
    case "localPortalCancel":
      return client.post("/api/billing/local/portal", { action: "cancel" });
    case "smuggledCheckout":
      return client.post("/api/billing/checkout", { plan: "monthly", userId: actors.owner.userId });
    case "smuggledPortalAction":
      return client.post("/api/billing/local/portal", { action: "cancel", subscriptionId: ownerSubscriptionId });
    case "stripeWebhook":
      return client.post("/api/billing/webhooks/stripe", { id: "evt_1", type: "customer.subscription.deleted" });
    case "chargebeeWebhook":
      return client.post("/api/billing/webhooks/chargebee", { id: "ev_1", event_type: "subscription_cancelled", content: {} });
  }
}

async function ownerState() {
  const [local] = await server.db
    .select()
    .from(localBillingSubscriptions)
    .where(eq(localBillingSubscriptions.id, ownerSubscriptionId));
  const [record] = await server.db
    .select()
    .from(userSubscriptions)
    .where(eq(userSubscriptions.providerSubscriptionId, ownerSubscriptionId));
  const [events] = await server.db.select({ n: count() }).from(billingEvents);
  return { local, record, events: events?.n };
}

describe("billing access matrix", () => {
  const others: ActorName[] = ["anonymous", "anotherUser", "orgMember"];
  for (const endpoint of Object.keys(EXPECTED) as Endpoint[]) {
    for (const actor of others) {
      it(`${endpoint} by ${actor}: ${EXPECTED[endpoint][actor]}, the owner's billing untouched and unseen`, async () => {
        const before = await ownerState();
        const res = await call(endpoint, actor);
        expect(res.status).toBe(EXPECTED[endpoint][actor]);
        const text = await res.text();
        expect(text).not.toContain(ownerSubscriptionId);
        expect(text).not.toContain(ownerCustomerId);
        const after = await ownerState();
        expect(after.local).toEqual(before.local);
        expect(after.record).toEqual(before.record);
        if (endpoint.endsWith("Webhook")) expect(after.events).toBe(before.events);
      });
    }
  }

  it("gives the owner their own billing: data, portal, local portal, and refuses a second checkout", async () => {
    for (const endpoint of [
      "billingData",
      "portal",
      "localPortal",
      "checkout",
      "localCheckoutPage",
      "smuggledCheckout",
    ] as const) {
      expect((await call(endpoint, "owner")).status, endpoint).toBe(EXPECTED[endpoint].owner);
    }
    const data = (await (await call("billingData", "owner")).json()) as {
      customer: { id: string };
      subscription: { id: string };
    };
    expect(data.customer.id).toBe(ownerCustomerId);
    expect(data.subscription.id).toBe(ownerSubscriptionId);
    expect((await call("localPortalCancel", "owner")).status).toBe(200);
    expect((await ownerState()).record?.status).toBe("cancelled");
  });
});
