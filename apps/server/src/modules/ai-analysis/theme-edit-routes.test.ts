import { randomUUID } from "node:crypto";
import type { AnalysisResult } from "@sondar/core/ai/analysis-result";
import type { ThemeEdit } from "@sondar/core/ai/theme-edits";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";
import { userSubscriptions } from "../../db/schema/accounts";
import { members, organizations } from "../../db/schema/auth";
import { surveyResponses, surveys, surveyThemeEdits } from "../../db/schema/surveys";
import { makeActive, question, type ErrorBody } from "../public-surveys/test-surveys";

const QUESTIONS = [
  question("rating", "q_delivery", { title: "How was the delivery?", maxRating: 5 }),
  question("textarea", "q_comments", { title: "Anything else?" }),
];
// Four late-delivery complaints rated 1–2, three praises of the coffee rated 5, one plain fact.
const COMMENTS: [string, number][] = [
  ["Delivery was late again.", 1],
  ["My order arrived 40 minutes late.", 2],
  ["The driver was so late that I almost cancelled.", 1],
  ["Waited over an hour for my order.", 2],
  ["The coffee is excellent.", 5],
  ["Great coffee, friendly service!", 5],
  ["I love the coffee here.", 5],
  ["Ordered for the whole family.", 4],
];

const EDITS: ThemeEdit[] = [
  { action: "rename", questionId: "q_comments", label: "late order", to: "slow deliveries" },
  { action: "hide", questionId: "q_comments", label: "coffee" },
];

let server: TestServer;
let owner: { client: TestClient; userId: string };

async function insertSurvey(createdBy: string, organizationId: string | null = null): Promise<string> {
  const [row] = await server.db
    .insert(surveys)
    .values({ createdBy, organizationId, title: "Delivery", questions: QUESTIONS, status: "published" })
    .returning({ id: surveys.id });
  const surveyId = row?.id as string;
  await server.db.insert(surveyResponses).values(
    COMMENTS.map(([comment, rating], i) => {
      const at = new Date(Date.UTC(2026, 10, 1 + i, 12));
      return {
        surveyId,
        status: "complete",
        answers: { q_delivery: rating, q_comments: comment },
        completedAt: at,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  return surveyId;
}

const save = (client: TestClient, surveyId: string, edits: unknown) =>
  client.put(`/api/surveys/${surveyId}/theme-edits`, { edits });
const analyze = async (client: TestClient, surveyId: string) =>
  (await (await client.post(`/api/surveys/${surveyId}/analysis`, {})).json()) as AnalysisResult;

beforeAll(async () => {
  server = await createTestServer();
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
});

describe("PUT and GET /api/surveys/:id/theme-edits", () => {
  it("keeps the creator's edits per survey, and later analyses use them", async () => {
    const surveyId = await insertSurvey(owner.userId);
    const before = await analyze(owner.client, surveyId);
    expect(before.themes?.map((t) => t.label)).toEqual(expect.arrayContaining(["late order", "coffee"]));

    const res = await save(owner.client, surveyId, EDITS);
    expect(res.status).toBe(200);
    expect(await (await owner.client.get(`/api/surveys/${surveyId}/theme-edits`)).json()).toEqual({ edits: EDITS });

    const after = await analyze(owner.client, surveyId);
    expect(after.themes?.map((t) => t.label)).toContain("slow deliveries");
    expect(after.summary).toMatch(/^The main problem is "slow deliveries"/);
    // The JSON export is this result: no trace of the old name or the hidden theme.
    const everything = JSON.stringify(after);
    expect(everything).not.toContain('"late order"');
    expect(everything).not.toContain('"coffee"');
    expect(after.crossTabs?.[0]?.themes[0]?.label).toBe("slow deliveries");

    // Another survey of the same creator is not touched.
    const other = await insertSurvey(owner.userId);
    expect(await (await owner.client.get(`/api/surveys/${other}/theme-edits`)).json()).toEqual({ edits: [] });
  });

  it("replaces the whole list on each save, and refuses a list that is not edits", async () => {
    const surveyId = await insertSurvey(owner.userId);
    await save(owner.client, surveyId, EDITS);
    expect((await save(owner.client, surveyId, [EDITS[1]])).status).toBe(200);
    const rows = await server.db.select().from(surveyThemeEdits).where(eq(surveyThemeEdits.surveyId, surveyId));
    expect(rows.map((r) => r.edits)).toEqual([[EDITS[1]]]);
    for (const bad of [[{ action: "recolour", questionId: "q", label: "x" }], [EDITS[0], EDITS[0]], "all"]) {
      const res = await save(owner.client, surveyId, bad);
      expect(res.status).toBe(400);
    }
  });
});

describe("who may edit themes", () => {
  let surveyId: string;
  let orgSurveyId: string;
  let member: { client: TestClient; userId: string };

  beforeAll(async () => {
    surveyId = await insertSurvey(owner.userId);
    const orgId = randomUUID();
    await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: `acme-${orgId}` });
    await server.db.insert(members).values({ id: randomUUID(), organizationId: orgId, userId: owner.userId, role: "owner" });
    orgSurveyId = await insertSurvey(owner.userId, orgId);
    member = await signUpVerified(server, { name: "Member" });
    await server.db.insert(members).values({ id: randomUUID(), organizationId: orgId, userId: member.userId, role: "member" });
    await server.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, member.userId));
  });

  it("refuses an anonymous caller", async () => {
    const res = await save(server.client(), surveyId, EDITS);
    expect(res.status).toBe(401);
    expect((await server.client().get(`/api/surveys/${surveyId}/theme-edits`)).status).toBe(401);
  });

  it("tells another user nothing, not even that the survey exists, and saves nothing", async () => {
    const stranger = await signUpVerified(server, { name: "Stranger" });
    await makeActive(server, stranger.userId);
    for (const id of [surveyId, orgSurveyId]) {
      const res = await save(stranger.client, id, EDITS);
      expect(res.status).toBe(404);
      expect(((await res.json()) as ErrorBody).error.code).toBe("SURVEY_NOT_FOUND");
      expect((await stranger.client.get(`/api/surveys/${id}/theme-edits`)).status).toBe(404);
    }
    expect(await server.db.select().from(surveyThemeEdits).where(eq(surveyThemeEdits.surveyId, surveyId))).toEqual([]);
  });

  it("lets an organization member who may edit the survey save, on the owner's plan", async () => {
    expect((await save(member.client, orgSurveyId, EDITS)).status).toBe(200);
    expect((await save(member.client, surveyId, EDITS)).status).toBe(404);
  });

  it("refuses an expired plan: read-only keeps reading, not editing", async () => {
    const expired = await signUpVerified(server, { name: "Expired" });
    const own = await insertSurvey(expired.userId);
    await server.db
      .update(userSubscriptions)
      .set({ trialEnd: new Date(Date.now() - 60_000) })
      .where(eq(userSubscriptions.userId, expired.userId));
    const res = await save(expired.client, own, EDITS);
    expect(res.status).toBe(402);
    expect(((await res.json()) as ErrorBody).error.code).toBe("SUBSCRIPTION_REQUIRED_ANALYSIS");
    expect((await expired.client.get(`/api/surveys/${own}/theme-edits`)).status).toBe(200);
  });
});
