import { and, count, eq } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { createMatrixActors } from "../../../test/access-matrix-actors";
import { insertApiKey } from "../../../test/api-v1-client";
import { createTestServer, type TestServer } from "../../../test/test-server";
import { apiIdempotentReplies, apiKeys } from "../../db/schema/api-keys";
import { surveys } from "../../db/schema/surveys";
import { hashApiKey } from "../api-keys/api-key-secret";
import type { ApiV1Variables } from "./api-key-auth";
import { IDEMPOTENCY_CLAIM_TIMEOUT_MS, IDEMPOTENCY_TTL_MS, idempotency, requestHash } from "./idempotency";

// The claim of an Idempotency-Key outlives no crash: a claim left without a reply is taken over
// after a minute, a kept reply after 24 hours (docs/decisions/192-idempotency-keys.md).

let server: TestServer;
let ownerId: string;
let clock = new Date();
const bearer = (k: string) => ({ authorization: `Bearer ${k}` });

beforeAll(async () => {
  server = await createTestServer({ now: () => clock });
  const { actors } = await createMatrixActors(server, [] as const);
  ownerId = actors.owner.userId as string;
});

async function keyIdOf(key: string): Promise<string> {
  const [row] = await server.db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(eq(apiKeys.secretHash, hashApiKey(key)));
  if (!row) throw new Error("no such key");
  return row.id;
}

const surveyCount = async () =>
  (await server.db.select({ n: count() }).from(surveys).where(eq(surveys.createdBy, ownerId)))[0]?.n;

describe("Idempotency-Key claims", () => {
  it("answers 409 while a claim without a reply is younger than a minute, then lets the next request take it over", async () => {
    const key = await insertApiKey(server, { userId: ownerId, scope: "read_write" });
    const keyId = await keyIdOf(key);
    // What a process that crashed running this very request leaves: a claim and no reply.
    await server.db.insert(apiIdempotentReplies).values({
      keyId,
      idempotencyKey: "crashed-1",
      requestHash: requestHash("POST", "/api/v1/surveys", "{}"),
      createdAt: clock,
    });
    const client = server.client();
    const headers = { ...bearer(key), "idempotency-key": "crashed-1" };
    const before = await surveyCount();

    clock = new Date(clock.getTime() + IDEMPOTENCY_CLAIM_TIMEOUT_MS - 1000);
    const early = await client.post("/api/v1/surveys", {}, headers);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe("IDEMPOTENCY_KEY_IN_USE");

    clock = new Date(clock.getTime() + 2000);
    const taken = await client.post("/api/v1/surveys", {}, headers);
    expect(taken.status).toBe(201);
    expect(await surveyCount()).toBe((before ?? 0) + 1);
    const replayed = await client.post("/api/v1/surveys", {}, headers);
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(await replayed.text()).toBe(await taken.text());
    expect(await surveyCount()).toBe((before ?? 0) + 1);

    // A kept reply is not a claim to take over: a minute later it still replays.
    clock = new Date(clock.getTime() + 2 * IDEMPOTENCY_CLAIM_TIMEOUT_MS);
    expect((await client.post("/api/v1/surveys", {}, headers)).headers.get("idempotent-replayed")).toBe("true");
    // After 24 hours the key runs afresh.
    clock = new Date(clock.getTime() + IDEMPOTENCY_TTL_MS);
    const fresh = await client.post("/api/v1/surveys", {}, headers);
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get("idempotent-replayed")).toBeNull();
    expect(await surveyCount()).toBe((before ?? 0) + 2);
  });

  it("leaves the taker's claim alone when the request that lost it finishes late", async () => {
    const keyId = await keyIdOf(await insertApiKey(server, { userId: ownerId, scope: "read_write" }));
    // A handler that waits for the test: the first request hangs past its claim's minute.
    let release: (status: 201 | 500) => void = () => undefined;
    const app = new Hono<{ Variables: ApiV1Variables }>();
    app.use("*", async (c, next) => {
      c.set("actor", { kind: "api-key", keyId, userId: ownerId, organizationId: null, scope: "read_write" });
      await next();
    });
    app.use("*", idempotency({ db: server.db, now: () => clock }));
    let calls = 0;
    app.post("/run", async (c) => {
      calls += 1;
      if (calls === 1) return c.json({ run: 1 }, await new Promise<201 | 500>((resolve) => (release = resolve)));
      return c.json({ run: calls }, 201);
    });
    const post = () => app.request("/run", { method: "POST", headers: { "idempotency-key": "late-1" }, body: "{}" });
    const row = () =>
      server.db
        .select()
        .from(apiIdempotentReplies)
        .where(and(eq(apiIdempotentReplies.keyId, keyId), eq(apiIdempotentReplies.idempotencyKey, "late-1")));

    const first = post();
    await expect.poll(async () => (await row()).length).toBe(1);
    clock = new Date(clock.getTime() + IDEMPOTENCY_CLAIM_TIMEOUT_MS + 1000);
    const second = await post();
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual({ run: 2 });

    release(500);
    expect((await first).status).toBe(500);
    // The failure of the first does not delete the second's kept reply.
    expect((await row())[0]).toMatchObject({ status: 201, body: JSON.stringify({ run: 2 }) });
    const replayed = await post();
    expect(replayed.headers.get("idempotent-replayed")).toBe("true");
    expect(calls).toBe(2);
  });
});
