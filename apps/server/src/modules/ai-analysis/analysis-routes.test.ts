import { randomUUID } from "node:crypto";
import type { AnalysisResult } from "@sondar/core/ai/analysis-result";
import type { Answer } from "@sondar/core/answers/answer-schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { startLoopbackChatServer, type LoopbackChatServer } from "../../../test/loopback-chat-server";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";
import { CAFE_COMMENTS } from "../../adapters/ai/local/analysis/test-sample-survey-data";
import { userSubscriptions } from "../../db/schema/accounts";
import { members, organizations } from "../../db/schema/auth";
import { surveyResponses, surveys } from "../../db/schema/surveys";
import { makeActive, question, type ErrorBody } from "../public-surveys/test-surveys";
import { AI_ANALYSIS_LIMIT } from "./spend-on-responses";

const QUESTIONS = [
  question("rating", "q_overall", { title: "How would you rate your visit?", maxRating: 5 }),
  question("scale", "q_nps", { title: "How likely are you to recommend us?" }),
  question("multiple-choice", "q_visits", { title: "How often do you visit?", options: ["Daily", "Weekly", "Rarely"] }),
  question("textarea", "q_comments", { title: "Anything else?" }),
  question("email", "q_email", { title: "Your e-mail" }),
];

// Ten complete responses: ratings average 4.3; NPS (5 promoters − 2 detractors) / 10 = 30;
// 'Daily' 7 of 10; six comments (three praise the coffee, two complain about the queue).
const RATINGS = [5, 5, 5, 4, 4, 4, 4, 3, 5, 4];
const NPS = [10, 9, 9, 10, 9, 8, 7, 8, 3, 6];
const VISITS = ["Daily", "Daily", "Daily", "Daily", "Daily", "Daily", "Daily", "Weekly", "Weekly", "Rarely"];

let server: TestServer;
let owner: { client: TestClient; userId: string };

async function insertSurvey(createdBy: string, organizationId: string | null = null): Promise<string> {
  const [row] = await server.db
    .insert(surveys)
    .values({
      createdBy,
      organizationId,
      title: "Café feedback",
      description: "Tell us about your visit.",
      questions: QUESTIONS,
      status: "published",
    })
    .returning({ id: surveys.id });
  return row?.id as string;
}

/** The ten complete responses above, a day apart from 2025-03-01, plus two partial ones. */
async function seedResponses(surveyId: string) {
  const rows: (typeof surveyResponses.$inferInsert)[] = RATINGS.map((rating, i) => {
    const at = new Date(Date.UTC(2025, 2, 1 + i, 12));
    const answers: Record<string, Answer> = { q_overall: rating, q_nps: NPS[i] as number, q_visits: VISITS[i] as string };
    const comment = CAFE_COMMENTS[i];
    if (comment) answers.q_comments = comment;
    if (i < 3) answers.q_email = `respondent${i}@example.com`;
    return { surveyId, status: "complete", answers, completedAt: at, createdAt: at, updatedAt: at };
  });
  const partialAt = new Date(Date.UTC(2025, 2, 12, 12));
  for (let i = 0; i < 2; i += 1) {
    rows.push({
      surveyId,
      status: "partial",
      answers: { q_overall: 1 },
      completedAt: null,
      createdAt: partialAt,
      updatedAt: partialAt,
    });
  }
  await server.db.insert(surveyResponses).values(rows);
}

const analyze = (client: TestClient, surveyId: string, body: unknown = {}) =>
  client.post(`/api/surveys/${surveyId}/analysis`, body);

beforeAll(async () => {
  server = await createTestServer();
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
});

describe("POST /api/surveys/:id/analysis (local engine)", () => {
  it("analyzes the complete responses: real findings from the seeded data, stamped with time and count", async () => {
    const surveyId = await insertSurvey(owner.userId);
    await seedResponses(surveyId);
    const before = Date.now();
    const res = await analyze(owner.client, surveyId);
    expect(res.status).toBe(200);
    const result = (await res.json()) as AnalysisResult;

    expect(result.responseCount).toBe(10);
    expect(Date.parse(result.generatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(result.generatedAt).toBe(new Date(result.generatedAt).toISOString());
    expect(result.summary).toMatch(
      /^The main problem is "queue": 33\.3% of the answers to "Anything else\?" \(2 of 6\) mention it\. 10 responses to "Café feedback" were analyzed from 2025-03-01 to 2025-03-10\./,
    );
    expect(result.themes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ questionTitle: "Anything else?", label: "queue", count: 2, tone: "negative" }),
      ]),
    );
    expect(result.keyInsights).toEqual(
      expect.arrayContaining([
        'The Net Promoter Score for "How likely are you to recommend us?" is 30 (good): 50% promoters, 30% passives and 20% detractors among 10 answers.',
        '"How would you rate your visit?" averaged 4.3 on a 1–5 scale.',
        'Of the 6 answers to "Anything else?", 3 are positive, 2 negative and 1 neutral: the tone is mixed.',
        'Recurring themes in answers to "Anything else?": "coffee" (3 answers) and "queue" (2 answers).',
        '"Daily" is the clear answer to "How often do you visit?", with 70% of 10 answers.',
      ]),
    );
    expect(result.recommendations).toContain('Address "queue": it comes up in 2 negative answers to "Anything else?".');
    // Respondents' e-mail answers are never read into an analysis.
    expect(JSON.stringify(result)).not.toContain("@example.com");
  });

  it("links each theme quote to the survey's response whose comment it is", async () => {
    const surveyId = await insertSurvey(owner.userId);
    await seedResponses(surveyId);
    const result = (await (await analyze(owner.client, surveyId)).json()) as AnalysisResult;
    const rows = await server.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId));
    const commentOf = new Map(rows.map((row) => [row.id, (row.answers as Record<string, Answer>).q_comments]));
    const themes = result.themes ?? [];
    expect(themes.length).toBeGreaterThan(0);
    for (const theme of themes) {
      expect(theme.quoteResponseIds).toHaveLength(theme.quotes.length);
      theme.quotes.forEach((quote, i) => expect(commentOf.get(theme.quoteResponseIds?.[i] ?? "")).toBe(quote));
    }
  });

  it("cross-tabulates the comments' themes with the scores the same responses gave", async () => {
    const surveyId = await insertSurvey(owner.userId);
    await seedResponses(surveyId);
    const result = (await (await analyze(owner.client, surveyId)).json()) as AnalysisResult;
    // Comments 1–6 come with NPS 10, 9, 9, 10, 9, 8: five promoters, three of whom praise the coffee and two
    // complain about the queue; the sixth is a passive. No one rated the visit 1–2, no detractor commented.
    expect(result.crossTabs).toEqual([
      {
        segment: "promoters",
        ratedQuestionId: "q_nps",
        ratedQuestionTitle: "How likely are you to recommend us?",
        scoreFrom: 9,
        scoreTo: 10,
        textQuestionId: "q_comments",
        textQuestionTitle: "Anything else?",
        respondents: 5,
        themes: [
          { label: "coffee", count: 3, share: 60, othersShare: 0, tone: "positive" },
          { label: "queue", count: 2, share: 40, othersShare: 0, tone: "negative" },
        ],
      },
    ]);
  });

  it("writes the local analysis in the language the creator asks for", async () => {
    const surveyId = await insertSurvey(owner.userId);
    await seedResponses(surveyId);
    const res = await analyze(owner.client, surveyId, { language: "de" });
    expect(res.status).toBe(200);
    const result = (await res.json()) as AnalysisResult;
    // German writes a no-break space before the percent sign.
    expect(result.keyInsights).toContain(
      'Der Net Promoter Score für "How likely are you to recommend us?" liegt bei 30 (gut): 50\u00a0% Promotoren, 30\u00a0% Passive und 20\u00a0% Kritiker bei 10 Antworten.',
    );
    expect(result.summary).toMatch(
      /^Das wichtigste Problem ist "queue": 33,3\s% der Antworten auf "Anything else\?" nennen es \(2 von 6\)\. 10 Antworten auf die Umfrage "Café feedback" vom 2025-03-01 bis zum 2025-03-10 wurden analysiert\./,
    );
    expect(result.recommendations).toContain(
      'Gehen Sie das Thema "queue" an: Es kommt in 2 negativen Antworten auf "Anything else?" vor.',
    );
  });

  it("counts partial responses with status 'all' and reports completion", async () => {
    const surveyId = await insertSurvey(owner.userId);
    await seedResponses(surveyId);
    const result = (await (await analyze(owner.client, surveyId, { status: "all" })).json()) as AnalysisResult;
    expect(result.responseCount).toBe(12);
    expect(result.keyInsights).toContain("83.3% of responses are complete (10 complete, 2 partial).");
  });

  it("answers NO_RESPONSES_TO_ANALYZE's message when there is nothing to analyze", async () => {
    const surveyId = await insertSurvey(owner.userId);
    const res = await analyze(owner.client, surveyId);
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: "NO_RESPONSES_TO_ANALYZE",
      message: "No responses to analyze. Please collect some survey responses first.",
    });
  });

  it("refuses an overlong request or an unknown status", async () => {
    const surveyId = await insertSurvey(owner.userId);
    for (const body of [{ customPrompt: "x".repeat(2001) }, { status: "deleted" }, { language: "xx" }]) {
      const res = await analyze(owner.client, surveyId, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe("VALIDATION_FAILED");
    }
  });

  it(`allows ${AI_ANALYSIS_LIMIT.max} analyses a minute per user, then answers 429`, async () => {
    const user = await signUpVerified(server);
    await makeActive(server, user.userId);
    const surveyId = await insertSurvey(user.userId);
    for (let i = 0; i < AI_ANALYSIS_LIMIT.max; i += 1) expect((await analyze(user.client, surveyId)).status).toBe(422);
    const limited = await analyze(user.client, surveyId);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorBody).error.code).toBe("RATE_LIMITED");
  });

  it("counts only requests it would run: an invalid body or an unknown survey uses up no analysis", async () => {
    const user = await signUpVerified(server);
    await makeActive(server, user.userId);
    const surveyId = await insertSurvey(user.userId);
    for (let i = 0; i <= AI_ANALYSIS_LIMIT.max; i += 1) {
      expect((await analyze(user.client, surveyId, { status: "deleted" })).status).toBe(400);
      expect((await analyze(user.client, randomUUID())).status).toBe(404);
      expect((await user.client.post(`/api/surveys/${surveyId}/ask`, { question: "" })).status).toBe(400);
    }
    expect((await analyze(user.client, surveyId)).status).toBe(422);
    expect((await user.client.post(`/api/surveys/${surveyId}/ask`, { question: "How many mention price?" })).status).toBe(422);
  });
});

describe("POST /api/surveys/:id/analysis (who may ask)", () => {
  let surveyId: string;
  let orgSurveyId: string;
  let memberClient: TestClient;

  beforeAll(async () => {
    surveyId = await insertSurvey(owner.userId);
    await seedResponses(surveyId);
    const orgId = randomUUID();
    await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: `acme-${orgId}` });
    await server.db.insert(members).values({ id: randomUUID(), organizationId: orgId, userId: owner.userId, role: "owner" });
    orgSurveyId = await insertSurvey(owner.userId, orgId);
    await seedResponses(orgSurveyId);
    const member = await signUpVerified(server, { name: "Member" });
    await server.db.insert(members).values({ id: randomUUID(), organizationId: orgId, userId: member.userId, role: "member" });
    // An invited member has no plan of their own: the organization owner's plan governs.
    await server.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, member.userId));
    memberClient = member.client;
  });

  it("refuses an anonymous caller", async () => {
    const res = await analyze(server.client(), surveyId);
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorBody).error.code).toBe("UNAUTHENTICATED");
  });

  it("tells another user and a non-member nothing, not even that the survey exists", async () => {
    const stranger = await signUpVerified(server, { name: "Stranger" });
    for (const id of [surveyId, orgSurveyId, randomUUID(), "not-a-uuid"]) {
      const res = await analyze(stranger.client, id);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).error).toEqual({
        code: "RESPONSES_NOT_FOUND",
        message: "Survey not found or you do not have permission to view its responses",
      });
    }
  });

  it("lets an organization member analyze the organization's survey, on the owner's plan", async () => {
    const res = await analyze(memberClient, orgSurveyId);
    expect(res.status).toBe(200);
    expect(((await res.json()) as AnalysisResult).responseCount).toBe(10);
    // …but not the owner's personal survey.
    expect((await analyze(memberClient, surveyId)).status).toBe(404);
  });

  it("refuses an expired trial: an analysis spends, and an expired plan is read-only", async () => {
    const expired = await signUpVerified(server, { name: "Expired" });
    const ownSurvey = await insertSurvey(expired.userId);
    await seedResponses(ownSurvey);
    await server.db
      .update(userSubscriptions)
      .set({ trialEnd: new Date(Date.now() - 60_000) })
      .where(eq(userSubscriptions.userId, expired.userId));
    const res = await analyze(expired.client, ownSurvey);
    expect(res.status).toBe(402);
    expect(((await res.json()) as ErrorBody).error.code).toBe("SUBSCRIPTION_REQUIRED_ANALYSIS");
  });
});

describe("POST /api/surveys/:id/analysis (OpenAI-compatible provider)", () => {
  let provider: LoopbackChatServer;
  let providerServer: TestServer;
  let refuseCheck = false;
  const reply = { summary: "Ten responses.", keyInsights: ["NPS is 30."], recommendations: ["Shorten the queue."] };

  beforeAll(async () => {
    provider = await startLoopbackChatServer((request) => {
      if (refuseCheck) return { status: 401, body: { error: { message: "Incorrect API key provided" } } };
      return { content: request.body.response_format ? JSON.stringify(reply) : "OK" };
    });
    providerServer = await createTestServer({ env: { AI_BASE_URL: provider.baseUrl, AI_API_KEY: "sk-analysis-route-key" } });
  });

  /** A Pro user of the provider-backed server with a survey holding the ten responses, each with an e-mail answer. */
  async function seedProviderSurvey() {
    const user = await signUpVerified(providerServer);
    await makeActive(providerServer, user.userId);
    const [row] = await providerServer.db
      .insert(surveys)
      .values({ createdBy: user.userId, title: "Café feedback", questions: QUESTIONS, status: "published" })
      .returning({ id: surveys.id });
    const surveyId = row?.id as string;
    const rows = RATINGS.map((rating, i) => {
      const at = new Date(Date.UTC(2025, 2, 1 + i, 12));
      const answers: Record<string, Answer> = { q_overall: rating, q_email: `respondent${i}@example.com` };
      const comment = CAFE_COMMENTS[i];
      if (comment) answers.q_comments = comment;
      return { surveyId, status: "complete", answers, completedAt: at, createdAt: at, updatedAt: at };
    });
    await providerServer.db.insert(surveyResponses).values(rows);
    return { client: user.client, surveyId };
  }

  // First: a passed check is cached for minutes, so the refused one must come before any success.
  it("answers 502 with the connection message when the provider refuses the check", async () => {
    const { client, surveyId } = await seedProviderSurvey();
    refuseCheck = true;
    const res = await analyze(client, surveyId);
    refuseCheck = false;
    expect(res.status).toBe(502);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: "AI_CONNECTION_FAILED",
      message: "Unable to connect to OpenAI. Please check your API key configuration.",
    });
    expect(provider.requests.filter((r) => r.body.response_format)).toEqual([]);
  });

  it("sends the first 5 comments and no e-mail address, and returns the provider's analysis stamped", async () => {
    const { client, surveyId } = await seedProviderSurvey();
    const res = await analyze(client, surveyId, { customPrompt: "Focus on the queue" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ...reply, responseCount: 10 });

    const request = provider.requests.find((r) => r.body.response_format)?.body.messages[1]?.content ?? "";
    const block = request.slice(request.indexOf("<survey_data>"));
    // The five most recent comments (responses 6 back to 2); the oldest is not sampled.
    for (const comment of CAFE_COMMENTS.slice(1)) expect(block).toContain(comment);
    expect(request).not.toContain(CAFE_COMMENTS[0]);
    // Each sampled comment goes with its response's rating of the visit (responses 6 back to 2: 4, 4, 4, 5, 5).
    expect(block).toContain('"sampleScores":[{"q_overall":4},{"q_overall":4},{"q_overall":4},{"q_overall":5},{"q_overall":5}]');
    expect(request).not.toContain("@example.com");
    expect(request).toContain("Creator's request: Focus on the queue");
  });

  it("asks the provider to write in the creator's language, English when none is given", async () => {
    const { client, surveyId } = await seedProviderSurvey();
    const systemPrompts = async (body: Record<string, unknown>) => {
      const before = provider.requests.length;
      expect((await analyze(client, surveyId, body)).status).toBe(200);
      return provider.requests
        .slice(before)
        .filter((r) => r.body.response_format)
        .map((r) => r.body.messages[0]?.content ?? "");
    };
    const [portuguese] = await systemPrompts({ language: "pt" });
    expect(portuguese).toContain("Write in Portuguese");
    const [unset] = await systemPrompts({});
    expect(unset).toContain("Write in English");
  });
});
