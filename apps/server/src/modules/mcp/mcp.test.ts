import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport, StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { createQuestion } from "@sondar/core/surveys/create-question";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { surveys } from "../../db/schema/surveys";
import { createMatrixActors } from "../../../test/access-matrix-actors";
import { insertApiKey } from "../../../test/api-v1-client";
import { listenForThisFile } from "../../../test/listen-on-loopback";
import { serveOnLoopback } from "../../../test/serve-on-loopback";
import { createTestServer, signUpVerified, TEST_ORIGIN, type TestClient, type TestServer } from "../../../test/test-server";
import { makeActive } from "../public-surveys/test-surveys";
import { insertResponses, insertSurvey } from "../responses/test-responses";

// The MCP server over real HTTP on loopback, driven by the SDK's own client: the same keys, rate
// limit, services and refusals as /api/v1 (docs/decisions/200-mcp-server.md).

const RATE_LIMIT = 30;
let server: TestServer;
const served = serveOnLoopback({ fetch: (request, env) => server.app.fetch(request, env) });
const users = {} as Record<"owner" | "expired" | "other", string>;
let ownerSession: TestClient;
let api: TestClient;
/** The owner's published survey with three text answers, and the expired trial's own survey. */
let surveyId: string;
let expiredSurveyId: string;
const clients: Client[] = [];

async function insertAnsweredSurvey(createdBy: string) {
  const [row] = await server.db
    .insert(surveys)
    .values({
      createdBy,
      title: "Delivery feedback",
      status: "published",
      shareId: `share${randomUUID().slice(0, 8)}`,
      isPublic: true,
      questions: [{ ...createQuestion("text", "q1"), title: "What could we do better?" }],
    })
    .returning();
  const id = row?.id as string;
  await insertResponses(server, id, [
    { answers: { q1: "The delivery was late and the soup was cold" }, at: 1 },
    { answers: { q1: "Late delivery again, but friendly staff" }, at: 2 },
    { answers: { q1: "Great food, fast delivery" }, at: 3 },
    { status: "partial", answers: { q1: "Too expensive" }, at: 4 },
  ]);
  return id;
}

beforeAll(async () => {
  server = await createTestServer({ env: { API_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT) } });
  const { actors } = await createMatrixActors(server, ["anotherUser"] as const);
  users.owner = actors.owner.userId as string;
  users.expired = actors.expiredTrial.userId as string;
  users.other = actors.anotherUser.userId as string;
  ownerSession = actors.owner.client;
  api = server.client();
  await insertSurvey(server, { createdBy: users.owner, title: "Older draft" });
  surveyId = await insertAnsweredSurvey(users.owner);
  expiredSurveyId = await insertAnsweredSurvey(users.expired);
});

afterAll(async () => {
  for (const client of clients) await client.close();
});

const mcpUrl = () => new URL(`${served.url()}/api/mcp`);
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** An MCP client connected with `key` (none: no Authorization header), to this file's server unless told. */
async function connect(key: string | null, url = mcpUrl()) {
  const client = new Client({ name: "sondar-test", version: "1" });
  const transport = new StreamableHTTPClientTransport(url, key ? { requestInit: { headers: bearer(key) } } : {});
  await client.connect(transport);
  clients.push(client);
  return client;
}

const keyOf = (userId: string, scope: "read" | "read_write" = "read_write") => insertApiKey(server, { userId, scope });

async function call(client: Client, name: string, args: Record<string, unknown>) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

/** A successful tool's structured content, which its text repeats. */
function resultOf<T>(result: CallToolResult): T {
  expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
  const [text] = result.content;
  expect(text?.type === "text" && JSON.parse(text.text)).toEqual(result.structuredContent);
  return result.structuredContent as T;
}

/** A tool error's body: the API's error shape `{ error: { code, message, fields? } }`, nothing else. */
function refusalOf(result: CallToolResult) {
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  const [text] = result.content;
  const body = JSON.parse(text?.type === "text" ? text.text : "null") as {
    error: { code: string; message: string; fields?: Record<string, string[]> };
  };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(["code", "fields", "message"]).toEqual(expect.arrayContaining(Object.keys(body.error)));
  expect(body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  return body.error;
}

/** The code /api/v1 refuses a request with, for comparing a tool's refusal to it. */
async function v1Code(res: Response) {
  expect(res.status).toBeGreaterThanOrEqual(400);
  return ((await res.json()) as { error: { code: string } }).error.code;
}

describe("the MCP server at /api/mcp", () => {
  it("lists its tools with input and output schemas; only the draft tool changes anything", async () => {
    const client = await connect(await keyOf(users.owner, "read"));
    expect(client.getServerVersion()?.name).toBe(server.config.productName);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "analyze_responses",
      "ask_your_data",
      "create_draft_survey_from_idea",
      "get_survey",
      "get_survey_summary",
      "list_responses",
      "list_surveys",
    ]);
    for (const tool of tools) {
      expect(tool.outputSchema?.type, tool.name).toBe("object");
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(tool.name !== "create_draft_survey_from_idea");
    }
    const summary = tools.find((tool) => tool.name === "get_survey_summary");
    expect(summary?.inputSchema.required).toEqual(["surveyId"]);
    expect(summary?.inputSchema.properties?.status).toMatchObject({ enum: ["complete", "partial", "all"] });
  });

  it("reads the key's surveys, a survey with its share id, its summary and its responses as /api/v1 does", async () => {
    const key = await keyOf(users.owner, "read");
    const client = await connect(key);

    const listed = resultOf<{ data: { id: string }[]; nextCursor: string | null }>(
      await call(client, "list_surveys", { limit: 1 }),
    );
    expect(listed.data).toHaveLength(1);
    expect(listed.nextCursor).not.toBeNull();
    const rest = resultOf<{ data: { id: string }[] }>(await call(client, "list_surveys", { cursor: listed.nextCursor }));
    expect([...listed.data, ...rest.data].map((s) => s.id)).toContain(surveyId);

    const survey = resultOf<{ survey: { shareId: string | null; title: string }; responseCount: number }>(
      await call(client, "get_survey", { surveyId }),
    );
    expect(survey.survey.shareId).toMatch(/^share/);
    expect(survey.responseCount).toBe(4);

    const summary = resultOf<{ totalResponses: number; questions: { questionId: string; answeredCount: number }[] }>(
      await call(client, "get_survey_summary", { surveyId }),
    );
    expect(summary.totalResponses).toBe(3);
    expect(summary.questions).toMatchObject([{ questionId: "q1", answeredCount: 3 }]);
    expect(summary).toEqual(await (await api.get(`/api/v1/surveys/${surveyId}/summary`, bearer(key))).json());

    const partial = resultOf<{ data: { status: string }[] }>(
      await call(client, "list_responses", { surveyId, status: "partial" }),
    );
    expect(partial.data.map((r) => r.status)).toEqual(["partial"]);
    const first = resultOf<{ data: { id: string }[]; nextCursor: string }>(
      await call(client, "list_responses", { surveyId, limit: 2 }),
    );
    const second = resultOf<{ data: { id: string }[]; nextCursor: null }>(
      await call(client, "list_responses", { surveyId, limit: 2, cursor: first.nextCursor }),
    );
    expect(new Set([...first.data, ...second.data].map((r) => r.id)).size).toBe(4);
    expect(second.nextCursor).toBeNull();
    expect(refusalOf(await call(client, "list_responses", { surveyId, cursor: "abc" }))).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: { cursor: ["Not a cursor this API gave"] },
    });
  });

  it("analyses and answers questions about the responses with a read-only key, as the signed-in Analyze and Ask", async () => {
    const client = await connect(await keyOf(users.owner, "read"));
    const analysis = resultOf<{ summary: string; responseCount: number }>(await call(client, "analyze_responses", { surveyId }));
    expect(analysis.responseCount).toBe(3);
    expect(analysis.summary.length).toBeGreaterThan(0);
    const answer = resultOf<{ placed: boolean; citedResponseIds: string[] }>(
      await call(client, "ask_your_data", { surveyId, question: "How many mention late?" }),
    );
    expect(answer.placed).toBe(true);
    expect(answer.citedResponseIds).toHaveLength(2);
  });

  it("refuses another user's key every tool on the survey, as /api/v1 refuses it, and tells nothing of it", async () => {
    const key = await keyOf(users.other);
    const client = await connect(key);
    const refusals = {
      get_survey: [{ surveyId }, `/api/v1/surveys/${surveyId}`],
      get_survey_summary: [{ surveyId }, `/api/v1/surveys/${surveyId}/summary`],
      list_responses: [{ surveyId }, `/api/v1/surveys/${surveyId}/responses`],
      analyze_responses: [{ surveyId }, null],
      ask_your_data: [{ surveyId, question: "How many mention late?" }, null],
    } as const;
    for (const [tool, [args, v1Path]] of Object.entries(refusals)) {
      const result = await call(client, tool, args);
      const error = refusalOf(result);
      expect(error.code, tool).toMatch(/NOT_FOUND$/);
      if (v1Path) expect(error.code, tool).toBe(await v1Code(await api.get(v1Path, bearer(key))));
      expect(JSON.stringify(result)).not.toContain("Delivery feedback");
    }
    const listed = resultOf<{ data: { id: string }[] }>(await call(client, "list_surveys", {}));
    expect(listed.data.map((s) => s.id)).not.toContain(surveyId);
  });

  it("refuses a revoked key, an unknown key and no key with HTTP 401, and a signed-in session without a key", async () => {
    const revoked = await insertApiKey(server, { userId: users.owner, scope: "read_write", revoked: true });
    const cases = [
      [revoked, "API_KEY_INVALID"],
      [`sondar_${"x".repeat(43)}`, "API_KEY_INVALID"],
      [null, "API_KEY_REQUIRED"],
    ] as const;
    for (const [key, code] of cases) {
      const error = await connect(key).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StreamableHTTPError);
      expect((error as StreamableHTTPError).code).toBe(401);
      expect((error as Error).message).toContain(code);
    }
    const initialize = {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "browser", version: "1" } },
    };
    const res = await ownerSession.post("/api/mcp", initialize, { accept: "application/json, text/event-stream" });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("API_KEY_REQUIRED");
  });

  it("refuses the draft tool to a read-only key and creates nothing", async () => {
    const client = await connect(await keyOf(users.owner, "read"));
    const before = await server.db.select({ n: count() }).from(surveys).where(eq(surveys.createdBy, users.owner));
    const error = refusalOf(await call(client, "create_draft_survey_from_idea", { prompt: "Feedback on our coffee shop" }));
    expect(error.code).toBe("API_KEY_READ_ONLY");
    const after = await server.db.select({ n: count() }).from(surveys).where(eq(surveys.createdBy, users.owner));
    expect(after).toEqual(before);
  });

  it("refuses an expired plan the AI tools and the draft, as /api/v1 refuses its writes, and still lets it read", async () => {
    const key = await keyOf(users.expired);
    const client = await connect(key);
    expect(
      resultOf<{ totalResponses: number }>(await call(client, "get_survey_summary", { surveyId: expiredSurveyId }))
        .totalResponses,
    ).toBe(3);
    expect(refusalOf(await call(client, "analyze_responses", { surveyId: expiredSurveyId })).code).toBe(
      "SUBSCRIPTION_REQUIRED_ANALYSIS",
    );
    expect(
      refusalOf(await call(client, "ask_your_data", { surveyId: expiredSurveyId, question: "How many mention late?" })).code,
    ).toBe("SUBSCRIPTION_REQUIRED_ANALYSIS");
    const draft = refusalOf(await call(client, "create_draft_survey_from_idea", { prompt: "Feedback on our coffee shop" }));
    expect(draft.code).toBe(await v1Code(await api.post("/api/v1/surveys", {}, bearer(key))));
    expect(draft.code).toMatch(/^SUBSCRIPTION_REQUIRED/);
  });

  it("drafts a survey from an idea in the key's workspace, visible through /api/v1", async () => {
    const key = await keyOf(users.owner);
    const client = await connect(key);
    const { survey, editUrl } = resultOf<{
      survey: { id: string; title: string; status: string; questions: unknown[] };
      editUrl: string;
    }>(await call(client, "create_draft_survey_from_idea", { prompt: "Feedback for our annual tech conference" }));
    expect(survey).toMatchObject({ status: "draft", title: expect.stringMatching(/tech conference/i) });
    expect(survey.questions.length).toBeGreaterThan(0);
    expect(editUrl).toBe(`${TEST_ORIGIN}/surveys/${survey.id}/edit`);
    const res = await api.get(`/api/v1/surveys/${survey.id}`, bearer(key));
    expect(res.status).toBe(200);
    const seen = (await res.json()) as {
      survey: { title: string; status: string; organizationId: string | null; questions: unknown[] };
    };
    expect(seen.survey).toMatchObject({ title: survey.title, status: "draft", organizationId: null });
    expect(seen.survey.questions).toEqual(survey.questions);
  });

  it("refuses an empty idea with the generator's message, before anything is drafted", async () => {
    const client = await connect(await keyOf(users.owner));
    const result = await call(client, "create_draft_survey_from_idea", { prompt: "   " });
    expect(result.isError).toBe(true);
    const [text] = result.content;
    expect(text?.type === "text" && text.text).toContain("Describe your survey idea");
  });

  it("counts its requests against the key's /api/v1 limit and says where it stands", async () => {
    const key = await keyOf(users.owner, "read");
    const res = await fetch(mcpUrl(), {
      method: "POST",
      headers: { ...bearer(key), "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("ratelimit-limit")).toBe(String(RATE_LIMIT));
    expect(res.headers.get("ratelimit-remaining")).toBe(String(RATE_LIMIT - 1));
    expect(res.headers.get("cache-control")).toBe("no-store");
    for (let i = 1; i < RATE_LIMIT; i++) expect((await api.get("/api/v1/surveys?limit=1", bearer(key))).status).toBe(200);
    const error = await connect(key).then(
      () => null,
      (e: unknown) => e,
    );
    expect((error as StreamableHTTPError).code).toBe(429);
  });

  it("answers GET and DELETE 405: there is no session to stream on or end", async () => {
    for (const method of ["GET", "DELETE"]) {
      const res = await fetch(mcpUrl(), { method, headers: { accept: "text/event-stream" } });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
    }
  });
});

describe("a client that leaves while a tool waits for the AI provider", () => {
  let slow: TestServer;
  const slowServed = serveOnLoopback({ fetch: (request, env) => slow.app.fetch(request, env) });
  /** Settles when the provider has the request, then when its connection is closed before any answer. */
  let asked: () => void;
  let hungUp: () => void;
  const providerAsked = new Promise<void>((resolve) => (asked = resolve));
  const providerHungUp = new Promise<void>((resolve) => (hungUp = resolve));

  beforeAll(async () => {
    // A provider that never answers.
    const provider = createServer((req, res) => {
      req.resume();
      asked();
      res.on("close", () => hungUp());
    });
    const port = await listenForThisFile(provider);
    slow = await createTestServer({ env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: "sk-test" } });
  });

  it("stops the provider call: the server closes the tool's MCP server with the request", async () => {
    const { userId } = await signUpVerified(slow);
    await makeActive(slow, userId);
    const client = await connect(
      await insertApiKey(slow, { userId, scope: "read_write" }),
      new URL(`${slowServed.url()}/api/mcp`),
    );
    const outcome = client
      .callTool({ name: "create_draft_survey_from_idea", arguments: { prompt: "Feedback on our coffee shop" } })
      .then(
        () => "answered",
        () => "left",
      );
    await providerAsked;
    await client.close();
    await providerHungUp;
    expect(await outcome).toBe("left");
    expect(await slow.db.select({ n: count() }).from(surveys).where(eq(surveys.createdBy, userId))).toEqual([{ n: 0 }]);
  });
});
