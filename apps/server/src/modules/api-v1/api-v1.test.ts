import { Validator } from "@seriousme/openapi-schema-validator";
import { createQuestion } from "@sondar/core/surveys/create-question";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { apiKeys } from "../../db/schema/api-keys";
import { surveys } from "../../db/schema/surveys";
import { createMatrixActors } from "../../../test/access-matrix-actors";
import { insertApiKey } from "../../../test/api-v1-client";
import { createTestServer, type TestClient, type TestServer } from "../../../test/test-server";
import { hashApiKey } from "../api-keys/api-key-secret";
import { insertResponses, insertSurvey } from "../responses/test-responses";

let server: TestServer;
let client: TestClient;
let ownerId: string;
let ownerSession: TestClient;
let key: string;
const bearer = (k: string) => ({ authorization: `Bearer ${k}` });

beforeAll(async () => {
  server = await createTestServer({ env: { API_RATE_LIMIT_PER_MINUTE: "40" } });
  const { actors } = await createMatrixActors(server, [] as const);
  ownerId = actors.owner.userId as string;
  ownerSession = actors.owner.client;
  key = await insertApiKey(server, { userId: ownerId, scope: "read_write" });
  client = server.client();
});

type Page<T> = { data: T[]; nextCursor: string | null };

/** Every page of a list from the first, following `nextCursor`, `limit` items at a time. */
async function walkPages<T>(path: string, k: string, limit: number): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | null = null;
  do {
    const res = await client.get(`${path}?limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`, bearer(k));
    expect(res.status).toBe(200);
    const page = (await res.json()) as Page<T>;
    expect(page.data.length).toBeLessThanOrEqual(limit);
    pages.push(page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

describe("the OpenAPI document and its reference page", () => {
  it("is a valid OpenAPI 3.1 document, served without a key", async () => {
    const res = await client.get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const document = (await res.json()) as { openapi: string; components: { schemas?: unknown } };
    expect(document.openapi).toBe("3.1.0");
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("renders the reference page on the server with nothing fetched from elsewhere", async () => {
    const res = await client.get("/api/v1/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const page = await res.text();
    expect(page).toContain("/api/v1/surveys/{id}/publish");
    expect(page).toContain("List responses");
    expect(page).not.toMatch(/<script|https?:\/\/(?!localhost)/);
  });
});

describe("keys, not sessions", () => {
  it("refuses a key on the signed-in API and a session on /api/v1", async () => {
    for (const path of ["/api/surveys", "/api/me", "/api/api-keys"]) {
      expect((await client.get(path, bearer(key))).status, path).toBe(401);
    }
    const res = await ownerSession.get("/api/v1/surveys");
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("API_KEY_REQUIRED");
  });

  it("refuses a malformed or unknown key as invalid", async () => {
    for (const header of ["Bearer nope", `Bearer sondar_${"x".repeat(43)}`, `Basic ${key}`]) {
      const res = await client.get("/api/v1/surveys", { authorization: header });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("API_KEY_INVALID");
    }
  });

  it("notes when a key was last used", async () => {
    const fresh = await insertApiKey(server, { userId: ownerId, scope: "read" });
    const row = () =>
      server.db
        .select()
        .from(apiKeys)
        .where(eq(apiKeys.secretHash, hashApiKey(fresh)));
    expect((await row())[0]?.lastUsedAt).toBeNull();
    await client.get("/api/v1/surveys", bearer(fresh));
    expect((await row())[0]?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("checks a key, notes its use and counts its hit in one statement", async () => {
    const fresh = await insertApiKey(server, { userId: ownerId, scope: "read" });
    const db = server.db as unknown as Record<string, (...args: unknown[]) => unknown>;
    const spies = ["execute", "select", "insert", "update", "delete", "transaction"].map((method) => vi.spyOn(db, method));
    let statements: number;
    try {
      // An unknown path: nothing but the key's check touches the database.
      const res = await client.get("/api/v1/nothing-here", bearer(fresh));
      expect(res.status).toBe(404);
      expect(res.headers.get("ratelimit-remaining")).toBe("39");
      statements = spies.reduce((calls, spy) => calls + spy.mock.calls.length, 0);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(statements).toBe(1);
    const [row] = await server.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.secretHash, hashApiKey(fresh)));
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("answers an unknown /api/v1 path 404 in the error shape", async () => {
    const res = await client.get("/api/v1/nothing-here", bearer(key));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });
});

describe("surveys", () => {
  it("pages the workspace's surveys newest first by cursor, each exactly once", async () => {
    const pagingKey = await insertApiKey(server, { userId: ownerId, scope: "read" });
    const ids = new Set(
      (await server.db.select({ id: surveys.id }).from(surveys).where(eq(surveys.createdBy, ownerId))).map((r) => r.id),
    );
    for (let i = 0; i < 5; i++) ids.add(await insertSurvey(server, { createdBy: ownerId, title: `S${i}` }));
    const walked = (await walkPages<{ id: string; createdAt: string }>("/api/v1/surveys", pagingKey, 2)).flat();
    const seen = walked.map((s) => s.id);
    expect(new Set(seen).size).toBe(seen.length);
    const times = walked.map((s) => s.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(seen)).toEqual(ids);
    const bad = await client.get("/api/v1/surveys?cursor=abc", bearer(pagingKey));
    expect(bad.status).toBe(400);
  });

  it("creates, patches some fields, publishes with a share id, unpublishes and deletes", async () => {
    const created = await client.post("/api/v1/surveys", {}, bearer(key));
    expect(created.status).toBe(201);
    const { survey } = (await created.json()) as { survey: { id: string; title: string; description: string } };
    const question = createQuestion("text", "q1");
    const patched = await client.patch(`/api/v1/surveys/${survey.id}`, { questions: [question] }, bearer(key));
    expect(patched.status).toBe(200);
    const second = await client.patch(`/api/v1/surveys/${survey.id}`, { title: "From the API" }, bearer(key));
    const saved = ((await second.json()) as { survey: { title: string; questions: { id: string }[] } }).survey;
    expect(saved.title).toBe("From the API");
    expect(saved.questions.map((q) => q.id)).toEqual(["q1"]);
    const invalid = await client.patch(`/api/v1/surveys/${survey.id}`, { questions: [question, question] }, bearer(key));
    expect(invalid.status).toBe(400);

    const published = await client.post(`/api/v1/surveys/${survey.id}/publish`, {}, bearer(key));
    expect(published.status).toBe(200);
    const got = await client.get(`/api/v1/surveys/${survey.id}`, bearer(key));
    const body = (await got.json()) as { survey: { status: string; shareId: string | null }; responseCount: number };
    expect(body.survey.status).toBe("published");
    expect(body.survey.shareId).toMatch(/^[0-9a-z]+$/);
    expect(body.responseCount).toBe(0);
    expect((await client.post(`/api/v1/surveys/${survey.id}/unpublish`, {}, bearer(key))).status).toBe(200);
    expect((await client.delete(`/api/v1/surveys/${survey.id}`, bearer(key))).status).toBe(204);
    expect((await client.get(`/api/v1/surveys/${survey.id}`, bearer(key))).status).toBe(404);
  });
});

describe("responses", () => {
  it("pages responses by cursor and filters them by status and creation time", async () => {
    const surveyId = await insertSurvey(server, { createdBy: ownerId, questions: [createQuestion("text", "q1")] });
    const ids = await insertResponses(
      server,
      surveyId,
      Array.from({ length: 5 }, (_, i) => ({ status: i % 2 ? ("partial" as const) : ("complete" as const), at: i })),
    );
    const all = (await walkPages<{ id: string }>(`/api/v1/surveys/${surveyId}/responses`, key, 2)).flat().map((r) => r.id);
    expect(all.sort()).toEqual([...ids].sort());
    const partial = (await (
      await client.get(`/api/v1/surveys/${surveyId}/responses?status=partial`, bearer(key))
    ).json()) as Page<{ status: string }>;
    expect(partial.data.map((r) => r.status)).toEqual(["partial", "partial"]);
    // Every seeded response was created at 2026-01-01T00:00Z.
    const before = (await (
      await client.get(`/api/v1/surveys/${surveyId}/responses?until=2026-01-01T00:00:00Z`, bearer(key))
    ).json()) as Page<unknown>;
    expect(before.data).toEqual([]);
    const since = (await (
      await client.get(`/api/v1/surveys/${surveyId}/responses?since=2026-01-01T00:00:00Z`, bearer(key))
    ).json()) as Page<unknown>;
    expect(since.data).toHaveLength(5);
  });

  it("pages responses made within one millisecond by their exact time, each once", async () => {
    const surveyId = await insertSurvey(server, { createdBy: ownerId, questions: [createQuestion("text", "q1")] });
    const ids = await insertResponses(server, surveyId, [{}, {}, {}, {}]);
    // The higher the id, the earlier in the millisecond: id order and time order disagree.
    const byId = [...ids].sort();
    for (const [i, id] of byId.entries()) {
      await server.db.execute(
        sql`update survey_responses set created_at = '2026-03-01T10:00:00.123Z'::timestamptz + ${byId.length - i} * interval '1 microsecond' where id = ${id}`,
      );
    }
    const pages = await walkPages<{ id: string; createdAt: string }>(`/api/v1/surveys/${surveyId}/responses`, key, 1);
    expect(pages.flat().map((r) => r.createdAt)).toEqual(Array(4).fill("2026-03-01T10:00:00.123Z"));
    const seen = pages.flat().map((r) => r.id);
    // Newest first: the lowest id was made last.
    expect(seen).toEqual(byId);
  });

  it("gets, summarises, exports and deletes a response", async () => {
    const surveyId = await insertSurvey(server, { createdBy: ownerId, questions: [createQuestion("text", "q1")] });
    const [id] = await insertResponses(server, surveyId, [{ answers: { q1: "=1+1 hello" } }]);
    const one = await client.get(`/api/v1/surveys/${surveyId}/responses/${id}`, bearer(key));
    expect(((await one.json()) as { answers: Record<string, string> }).answers).toEqual({ q1: "=1+1 hello" });
    const summary = (await (await client.get(`/api/v1/surveys/${surveyId}/summary`, bearer(key))).json()) as {
      totalResponses: number;
    };
    expect(summary.totalResponses).toBe(1);
    const csv = await client.get(`/api/v1/surveys/${surveyId}/responses/export?format=csv`, bearer(key));
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toContain("hello");
    const json = await client.get(`/api/v1/surveys/${surveyId}/responses/export?format=json`, bearer(key));
    expect(JSON.stringify(await json.json())).toContain("=1+1 hello");
    expect((await client.get(`/api/v1/surveys/${surveyId}/responses/export?format=xlsx`, bearer(key))).status).toBe(400);
    expect((await client.delete(`/api/v1/surveys/${surveyId}/responses/${id}`, bearer(key))).status).toBe(204);
    expect((await client.get(`/api/v1/surveys/${surveyId}/responses/${id}`, bearer(key))).status).toBe(404);
    expect((await client.delete(`/api/v1/surveys/${surveyId}/responses/${id}`, bearer(key))).status).toBe(404);
  });
});

describe("Idempotency-Key", () => {
  it("runs a POST once per key and replays its reply; another body with the same key is 422", async () => {
    const idem = { ...bearer(key), "idempotency-key": "create-1" };
    const first = await client.post("/api/v1/surveys", {}, idem);
    const again = await client.post("/api/v1/surveys", {}, idem);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(await first.text());
    const other = await client.post("/api/v1/surveys", { template: { id: "nps", language: "en" } }, idem);
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: { code: string } }).error.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  it("hands the body it read to the handler", async () => {
    const headers = { ...bearer(key), "idempotency-key": "template-1" };
    const res = await client.post("/api/v1/surveys", { template: { id: "nps", language: "en" } }, headers);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { survey: { questions: unknown[] } }).survey.questions.length).toBeGreaterThan(0);
  });

  it("creates one survey when the same request races with itself", async () => {
    const count = async () =>
      (await server.db.select({ id: surveys.id }).from(surveys).where(eq(surveys.createdBy, ownerId))).length;
    const before = await count();
    const idem = { ...bearer(key), "idempotency-key": "race-1" };
    const replies = await Promise.all(Array.from({ length: 5 }, () => client.post("/api/v1/surveys", {}, idem)));
    expect(replies.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(replies.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    expect(await count()).toBe(before + 1);
  });

  it("keeps keys apart per API key, and does not keep a refusal", async () => {
    const readOnly = await insertApiKey(server, { userId: ownerId, scope: "read" });
    const idem = { "idempotency-key": "shared-name" };
    expect((await client.post("/api/v1/surveys", {}, { ...bearer(readOnly), ...idem })).status).toBe(403);
    expect((await client.post("/api/v1/surveys", {}, { ...bearer(key), ...idem })).status).toBe(201);
    expect((await client.post("/api/v1/surveys", {}, { ...bearer(readOnly), ...idem })).status).toBe(403);
  });
});

describe("rate limit", () => {
  it("says where each key stands and refuses the request past its limit, across processes", async () => {
    const limited = await insertApiKey(server, { userId: ownerId, scope: "read" });
    // A second server process on the same database shares the count.
    const second = await createTestServer({ database: server.database, env: { API_RATE_LIMIT_PER_MINUTE: "40" } });
    const other = second.client();
    let last: Response | undefined;
    for (let i = 0; i < 40; i++) {
      last = await (i % 2 ? other : client).get("/api/v1/surveys?limit=1", bearer(limited));
      expect(last.status).toBe(200);
    }
    expect(last?.headers.get("ratelimit-limit")).toBe("40");
    expect(last?.headers.get("ratelimit-remaining")).toBe("0");
    expect(Number(last?.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    const refused = await client.get("/api/v1/surveys?limit=1", bearer(limited));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    // Another key has its own count.
    const fresh = await client.get("/api/v1/surveys?limit=1", bearer(key));
    expect(fresh.status).toBe(200);
    expect(Number(fresh.headers.get("ratelimit-remaining"))).toBeGreaterThan(0);
  });
});

describe("rate limit of failed keys", () => {
  it("counts keys that match nothing per client address and answers 429 past the limit, with the same headers", async () => {
    const guesser = server.client("198.51.100.77");
    const unknown = { authorization: `Bearer sondar_${"y".repeat(43)}` };
    for (let i = 1; i <= 40; i++) {
      const res = await guesser.get("/api/v1/surveys", i % 2 ? unknown : { authorization: "Bearer nope" });
      expect(res.status).toBe(401);
      expect(res.headers.get("ratelimit-limit")).toBe("40");
      expect(res.headers.get("ratelimit-remaining")).toBe(String(40 - i));
    }
    const refused = await guesser.get("/api/v1/surveys", unknown);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    expect(refused.headers.get("ratelimit-limit")).toBe("40");
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(Number(refused.headers.get("ratelimit-reset"))).toBeGreaterThan(0);
    expect(refused.headers.get("retry-after")).toBe(refused.headers.get("ratelimit-reset"));
    // A revoked key counts as a failure too.
    const revoked = await insertApiKey(server, { userId: ownerId, scope: "read", revoked: true });
    expect((await guesser.get("/api/v1/surveys", bearer(revoked))).status).toBe(429);
    // A live key from the same address has its own count; another address has its own failures.
    expect((await guesser.get("/api/v1/surveys?limit=1", bearer(key))).status).toBe(200);
    expect((await server.client("198.51.100.78").get("/api/v1/surveys", unknown)).status).toBe(401);
  });
});
