import { randomUUID } from "node:crypto";
import { createQuestion } from "@sondar/core/surveys/create-question";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { surveyResponses, surveys } from "../../db/schema/surveys";
import { webhookDeliveries, webhookEndpoints, webhookEvents } from "../../db/schema/webhooks";
import { createMatrixActors, matrixRowTitle } from "../../../test/access-matrix-actors";
import { documentOperations, insertApiKey, v1Caller } from "../../../test/api-v1-client";
import { createTestServer, type TestServer } from "../../../test/test-server";
import { insertResponses } from "../responses/test-responses";

// Every /api/v1 operation × every kind of caller, each cell on a target made fresh for it: only
// the cells the rules allow succeed, and a refused write changes nothing. The operations here must
// be exactly those of the OpenAPI document.

type Caller =
  | "ownerKey"
  | "otherUsersKey"
  | "revokedKey"
  | "readOnlyKey"
  | "orgMemberKey"
  | "orgAdminKey"
  | "noKey"
  | "ownerSession"
  | "expiredPlanKey";

const READ: Record<Caller, number> = {
  ownerKey: 200,
  otherUsersKey: 404,
  revokedKey: 401,
  readOnlyKey: 200,
  orgMemberKey: 200,
  orgAdminKey: 200,
  noKey: 401,
  ownerSession: 401,
  // An expired plan keeps read access to what it collected (docs/decisions/018-no-plan-is-read-only.md).
  expiredPlanKey: 200,
};
const EDIT: Record<Caller, number> = { ...READ, readOnlyKey: 403, expiredPlanKey: 402 };
/** Deleting and exporting: owners, admins and the creator; a plain member may not. */
const DELETE: Record<Caller, number> = { ...EDIT, ownerKey: 204, orgAdminKey: 204, orgMemberKey: 403 };

/**
 * Webhooks: managing them (and seeing their secrets) takes the webhooks.manage right and a
 * read-and-write key; listing, reading and deleting stay open to a lapsed plan
 * (docs/decisions/196-v1-webhooks.md).
 */
const WEBHOOK_READ: Record<Caller, number> = { ...READ, readOnlyKey: 403, orgMemberKey: 403 };
const WEBHOOK_EDIT: Record<Caller, number> = { ...WEBHOOK_READ, expiredPlanKey: 402 };

const OPERATIONS = {
  "GET /api/v1/surveys": { ...READ, otherUsersKey: 200 },
  "POST /api/v1/surveys": { ...EDIT, ownerKey: 201, otherUsersKey: 201, orgMemberKey: 201, orgAdminKey: 201 },
  "GET /api/v1/surveys/{id}": READ,
  "PATCH /api/v1/surveys/{id}": EDIT,
  "DELETE /api/v1/surveys/{id}": DELETE,
  "POST /api/v1/surveys/{id}/publish": EDIT,
  "POST /api/v1/surveys/{id}/unpublish": EDIT,
  "GET /api/v1/surveys/{id}/responses": READ,
  "GET /api/v1/surveys/{id}/responses/export": { ...READ, orgMemberKey: 403 },
  "GET /api/v1/surveys/{id}/responses/{responseId}": READ,
  "DELETE /api/v1/surveys/{id}/responses/{responseId}": DELETE,
  "GET /api/v1/surveys/{id}/summary": READ,
  "GET /api/v1/webhooks": { ...WEBHOOK_READ, otherUsersKey: 200 },
  "POST /api/v1/webhooks": { ...WEBHOOK_EDIT, ownerKey: 201, orgAdminKey: 201 },
  "GET /api/v1/webhooks/{id}": WEBHOOK_READ,
  "PATCH /api/v1/webhooks/{id}": WEBHOOK_EDIT,
  "DELETE /api/v1/webhooks/{id}": { ...WEBHOOK_READ, ownerKey: 204, orgAdminKey: 204, expiredPlanKey: 204 },
  "POST /api/v1/webhooks/{id}/rotate-secret": WEBHOOK_EDIT,
  "GET /api/v1/webhooks/{id}/deliveries": WEBHOOK_READ,
  "POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/resend": WEBHOOK_EDIT,
} satisfies Record<string, Record<Caller, number>>;
type Operation = keyof typeof OPERATIONS;

let server: TestServer;
let orgId: string;
const keys = {} as Record<Caller, string | null>;
const users = {} as Record<"owner" | "expired" | "other", string>;
const called = new Set<string>();
let call: ReturnType<typeof v1Caller>;
let ownerSession: Awaited<ReturnType<typeof createMatrixActors>>["actors"]["owner"]["client"];

beforeAll(async () => {
  server = await createTestServer();
  const made = await createMatrixActors(server, ["orgAdmin", "anotherUser"] as const);
  orgId = made.orgId;
  const { actors } = made;
  users.owner = actors.owner.userId as string;
  users.expired = actors.expiredTrial.userId as string;
  users.other = actors.anotherUser.userId as string;
  ownerSession = actors.owner.client;
  keys.ownerKey = await insertApiKey(server, { userId: users.owner, scope: "read_write" });
  keys.otherUsersKey = await insertApiKey(server, { userId: users.other, scope: "read_write" });
  keys.revokedKey = await insertApiKey(server, { userId: users.owner, scope: "read_write", revoked: true });
  keys.readOnlyKey = await insertApiKey(server, { userId: users.owner, scope: "read" });
  keys.orgMemberKey = await insertApiKey(server, {
    userId: actors.orgMember.userId as string,
    scope: "read_write",
    organizationId: orgId,
  });
  keys.orgAdminKey = await insertApiKey(server, {
    userId: actors.orgAdmin.userId as string,
    scope: "read_write",
    organizationId: orgId,
  });
  keys.noKey = null;
  keys.ownerSession = null;
  keys.expiredPlanKey = await insertApiKey(server, { userId: users.expired, scope: "read_write" });
  call = v1Caller(server.client(), called);
});

const inOrg = (caller: Caller) => caller === "orgMemberKey" || caller === "orgAdminKey";

/** The survey a cell acts on, with one response and a webhook with one failed delivery: the owner's (the organization's for its members), the expired user's own. */
async function targetFor(caller: Caller, operation: Operation) {
  // A fresh start per cell keeps each workspace under its endpoint limit.
  await server.db.delete(webhookEndpoints);
  const published = operation.endsWith("/unpublish");
  const [row] = await server.db
    .insert(surveys)
    .values({
      createdBy: caller === "expiredPlanKey" ? users.expired : users.owner,
      organizationId: inOrg(caller) ? orgId : null,
      title: "Target",
      status: published ? "published" : "draft",
      shareId: published ? `share${randomUUID().slice(0, 8)}` : null,
      isPublic: published,
      questions: [createQuestion("text", "q1")],
    })
    .returning();
  const surveyId = row?.id as string;
  const [responseId] = await insertResponses(server, surveyId, [{ answers: { q1: "hello" } }]);
  const [endpoint] = await server.db
    .insert(webhookEndpoints)
    .values({
      userId: row?.createdBy as string,
      organizationId: row?.organizationId ?? null,
      url: "https://receiver.example/hook",
      events: ["response.completed"],
      secret: `whsec_${randomUUID().replaceAll("-", "")}`,
    })
    .returning();
  const [event] = await server.db
    .insert(webhookEvents)
    .values({ key: `matrix:${randomUUID()}`, type: "response.completed", payload: { responseId } })
    .returning();
  const [delivery] = await server.db
    .insert(webhookDeliveries)
    .values({ eventId: event?.id as string, endpointId: endpoint?.id as string, status: "failed", attempts: 3 })
    .returning();
  return {
    surveyId,
    responseId: responseId as string,
    webhookId: endpoint?.id as string,
    deliveryId: delivery?.id as string,
  };
}
type Target = Awaited<ReturnType<typeof targetFor>>;

async function stateOf(target: Target) {
  const { surveyId } = target;
  const [row] = await server.db.select().from(surveys).where(eq(surveys.id, surveyId));
  const [responses] = await server.db.select({ n: count() }).from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId));
  const [all] = await server.db.select({ n: count() }).from(surveys);
  const webhooks = await server.db.select().from(webhookEndpoints);
  const deliveries = await server.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, target.deliveryId));
  return { row: row ?? null, responses: responses?.n, surveys: all?.n, webhooks, deliveries };
}

/** The body a cell sends: a change for a PATCH, a subscription to the target survey for a new webhook. */
function bodyFor(operation: Operation, target: Target) {
  if (operation === "PATCH /api/v1/webhooks/{id}") return { events: ["response.completed", "response.deleted"] };
  if (operation === "POST /api/v1/webhooks") {
    return { url: "https://receiver.example/new", events: ["response.completed"], surveyId: target.surveyId };
  }
  return operation.startsWith("PATCH") ? { title: "Changed" } : undefined;
}

function send(caller: Caller, operation: Operation, target: Target) {
  const path = operation
    .split(" ")[1]!
    .replace("{id}", operation.includes("/webhooks/") ? target.webhookId : target.surveyId)
    .replace("{responseId}", target.responseId)
    .replace("{deliveryId}", target.deliveryId)
    .concat(operation.endsWith("/export") ? "?format=csv" : "");
  const body = bodyFor(operation, target);
  if (caller === "ownerSession") {
    called.add(operation);
    const [method] = operation.split(" ");
    if (method === "GET") return ownerSession.get(path);
    if (method === "DELETE") return ownerSession.delete(path);
    if (method === "PATCH") return ownerSession.patch(path, body ?? {});
    return ownerSession.post(path, body ?? {});
  }
  return call(operation, path, keys[caller], body);
}

describe("/api/v1 access matrix", () => {
  for (const [operation, row] of Object.entries(OPERATIONS) as [Operation, Record<Caller, number>][]) {
    it(matrixRowTitle(operation, row), async () => {
      const unexpected: string[] = [];
      for (const caller of Object.keys(row) as Caller[]) {
        const target = await targetFor(caller, operation);
        const before = await stateOf(target);
        const res = await send(caller, operation, target);
        const text = await res.text();
        if (res.status !== row[caller]) unexpected.push(`${caller}: ${res.status} ${text.slice(0, 200)}`);
        if (res.status >= 400) {
          expect(JSON.parse(text), `${caller} gets the one error shape`).toEqual({
            error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }) as unknown,
          });
          expect(await stateOf(target), `${caller} changed nothing`).toEqual(before);
        }
        // Another user's key lists its own workspace: never the owner's survey.
        if (operation === "GET /api/v1/surveys" && caller === "otherUsersKey") expect(text).not.toContain(target.surveyId);
        if (operation === "GET /api/v1/webhooks" && caller === "otherUsersKey") expect(text).not.toContain(target.webhookId);
      }
      expect(unexpected).toEqual([]);
    });
  }
});

afterAll(async () => {
  // Every operation of the document is in this matrix, and nothing else is.
  const document = (await (await server.client().get("/api/v1/openapi.json")).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  expect(documentOperations(document).sort()).toEqual(Object.keys(OPERATIONS).sort());
  expect([...called].sort()).toEqual(Object.keys(OPERATIONS).sort());
});
