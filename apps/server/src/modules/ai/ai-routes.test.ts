import { beforeAll, describe, expect, it } from "vitest";
import { startLoopbackChatServer, type ChatReply, type LoopbackChatServer } from "../../../test/loopback-chat-server";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { eq } from "drizzle-orm";
import { userSubscriptions } from "../../db/schema/accounts";
import { AI_GENERATE_LIMIT } from "./generate-survey-draft";

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type SurveyBody = { survey: { title: string; description: string; questions: { id: string; type: string; title: string }[] } };

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

describe("POST /api/ai/generate-survey (local engine)", () => {
  it("answers from the offline engine when no provider is configured: one idea, one survey, every time", async () => {
    const { client } = await signUpVerified(server);
    const generate = async () => {
      const res = await client.post("/api/ai/generate-survey", { prompt: "Feedback for our annual tech conference" });
      expect(res.status).toBe(200);
      const { survey } = (await res.json()) as SurveyBody;
      // Question ids are fresh on every draft; everything else comes from the idea alone.
      return { ...survey, questions: survey.questions.map(({ id: _id, ...rest }) => rest) };
    };
    const first = await generate();
    expect(first.title).toMatch(/tech conference/i);
    expect(await generate()).toEqual(first);
  });

  it("drafts in the idea's language; the interface language decides only when the idea does not tell", async () => {
    const { client } = await signUpVerified(server);
    const draft = async (body: Record<string, unknown>) => {
      const res = await client.post("/api/ai/generate-survey", body);
      expect(res.status).toBe(200);
      return ((await res.json()) as SurveyBody).survey;
    };
    const spanish = await draft({ prompt: "Encuesta para un restaurante vegano en Lyon", language: "en" });
    expect(spanish.title).toBe("Experiencia gastronómica: Restaurante vegano en Lyon");
    expect(spanish.questions.map((q) => q.title)).toContain("¿Qué te parecieron las opciones veganas?");

    expect((await draft({ prompt: "Lyon 2026", language: "fr" })).title).toBe("Questionnaire : Lyon 2026");
    // An unknown interface language is ignored, not refused.
    expect((await draft({ prompt: "Lyon 2026", language: "xx" })).title).toBe("Lyon 2026 Survey");
  });

  it("refuses an anonymous caller", async () => {
    const res = await server.client().post("/api/ai/generate-survey", { prompt: "Coffee shop" });
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.message).toBe("User not authenticated");
  });

  it("refuses an empty, missing or overlong idea with a clear message", async () => {
    const { client } = await signUpVerified(server);
    for (const body of [{ prompt: "   " }, {}, { prompt: 42 }]) {
      const res = await client.post("/api/ai/generate-survey", body);
      expect(res.status).toBe(400);
      const error = ((await res.json()) as ErrorBody).error;
      expect(error).toMatchObject({ code: "VALIDATION_FAILED", message: "Describe your survey idea" });
      expect(error.fields?.prompt).toEqual(["Describe your survey idea"]);
    }
    const long = await client.post("/api/ai/generate-survey", { prompt: "x".repeat(2001) });
    expect(long.status).toBe(400);
    expect(((await long.json()) as ErrorBody).error.message).toMatch(/under 2000 characters/);
  });

  it("returns a title, a description and five questions with fresh ids, and creates nothing", async () => {
    const { client } = await signUpVerified(server);
    const res = await client.post("/api/ai/generate-survey", { prompt: "  Customer satisfaction survey for a coffee shop  " });
    expect(res.status).toBe(200);
    const { survey } = (await res.json()) as SurveyBody;
    expect(survey.title).toBe("Coffee Shop Customer Satisfaction Survey");
    expect(survey.description.length).toBeGreaterThan(0);
    expect(survey.questions).toHaveLength(5);
    for (const q of survey.questions) expect(q.id).toMatch(/^q_\d{13}_[0-9a-z]+$/);
    expect(new Set(survey.questions.map((q) => q.id)).size).toBe(5);
    expect(survey.questions[0]).toMatchObject({ type: "rating", maxRating: 5, images: [], branchingRules: [] });

    const list = (await (await client.get("/api/surveys")).json()) as { total: number };
    expect(list.total).toBe(0);
  });

  it(`allows ${AI_GENERATE_LIMIT.max} generations a minute per user, then answers 429`, async () => {
    const { client } = await signUpVerified(server);
    for (let i = 0; i < AI_GENERATE_LIMIT.max; i += 1) {
      expect((await client.post("/api/ai/generate-survey", { prompt: `Event feedback ${i}` })).status).toBe(200);
    }
    const limited = await client.post("/api/ai/generate-survey", { prompt: "One more" });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorBody).error.code).toBe("RATE_LIMITED");
    // Another user has a budget of their own.
    const other = await signUpVerified(server);
    expect((await other.client.post("/api/ai/generate-survey", { prompt: "One more" })).status).toBe(200);
  });
});

describe("POST /api/ai/generate-survey (plan rules)", () => {
  it("refuses an expired trial and a trial at its survey cap before generating anything", async () => {
    const expired = await signUpVerified(server);
    await server.db
      .update(userSubscriptions)
      .set({ trialEnd: new Date(Date.now() - 1000) })
      .where(eq(userSubscriptions.userId, expired.userId));
    const refused = await expired.client.post("/api/ai/generate-survey", { prompt: "Event feedback" });
    expect(refused.status).toBe(402);

    const capped = await signUpVerified(server);
    for (let i = 0; i < 3; i += 1) expect((await capped.client.post("/api/surveys", {})).status).toBe(201);
    const atCap = await capped.client.post("/api/ai/generate-survey", { prompt: "Event feedback" });
    expect(atCap.status).toBe(403);
    expect(((await atCap.json()) as { error: { message: string } }).error.message).toMatch(
      /^Trial users can have up to 3 active surveys/,
    );
  });
});

describe("POST /api/ai/generate-survey (OpenAI-compatible provider)", () => {
  let reply: ChatReply;
  let providerServer: TestServer;
  let provider: LoopbackChatServer;

  beforeAll(async () => {
    provider = await startLoopbackChatServer(() => reply);
    providerServer = await createTestServer({ env: { AI_BASE_URL: provider.baseUrl, AI_API_KEY: "sk-route-test-key" } });
  });

  it("answers 502 with the documented messages when the provider fails or replies nonsense", async () => {
    const { client } = await signUpVerified(providerServer);

    reply = { content: "not json" };
    const invalid = await client.post("/api/ai/generate-survey", { prompt: "Coffee shop" });
    expect(invalid.status).toBe(502);
    expect(((await invalid.json()) as ErrorBody).error).toEqual({
      code: "AI_INVALID_RESPONSE",
      message: "Invalid response from AI survey generator",
    });

    reply = { status: 500, body: { error: { message: "model overloaded" } } };
    const failed = await client.post("/api/ai/generate-survey", { prompt: "Coffee shop" });
    expect(failed.status).toBe(502);
    const error = ((await failed.json()) as ErrorBody).error;
    expect(error.code).toBe("AI_GENERATION_FAILED");
    expect(error.message).toMatch(/^AI survey generation failed: 500 /);
    expect(error.message).not.toContain("sk-route-test-key");
    // Every try (the SDK retries a 500) reached the configured provider with the default model and the key.
    expect(provider.requests.length).toBeGreaterThanOrEqual(2);
    expect(new Set(provider.requests.map((r) => `${r.body.model} ${r.headers.authorization}`))).toEqual(
      new Set(["gpt-4o-mini Bearer sk-route-test-key"]),
    );
  });
});
