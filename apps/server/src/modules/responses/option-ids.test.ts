import type { QuestionSummary, SurveySummary } from "@sondar/core/responses/survey-summary";
import type { ResponsePage } from "@sondar/core/responses/response-list";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { surveyResponses } from "../../db/schema/surveys";
import { webhookEndpoints, webhookEvents } from "../../db/schema/webhooks";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, makeActive, question, type Actor } from "../public-surveys/test-surveys";
import { insertResponses, insertSurvey } from "./test-responses";

// Answers are stored against stable choice ids; readers show labels (docs/decisions/245-stable-option-ids.md).

let server: TestServer;
let owner: Actor;

/** Questions as stored before ids existed: labels only. */
const LEGACY = [
  question("multiple-choice", "q_colour", { title: "Colour", options: ["Red", "Green", "Blue"], allowOther: true }),
  question("checkbox", "q_tags", { title: "Tags", options: ["A", "B", "C"] }),
  question("matrix", "q_grid", { title: "Grid", matrixRows: ["Speed", "Price"], matrixColumns: ["Bad", "Good"] }),
  question("ranking", "q_rank", { title: "Rank", rankingItems: ["Tea", "Coffee"] }),
];

/** The same questions as the builder saves them now: each choice with a random id. */
const WITH_IDS = [
  question("multiple-choice", "q_colour", {
    title: "Colour",
    options: ["Red", "Green", "Blue"],
    optionIds: ["o_red00001", "o_green001", "o_blue0001"],
    allowOther: true,
  }),
  question("checkbox", "q_tags", { title: "Tags", options: ["A", "B", "C"], optionIds: ["o_a", "o_b", "o_c"] }),
  question("matrix", "q_grid", {
    title: "Grid",
    matrixRows: ["Speed", "Price"],
    matrixRowIds: ["o_speed", "o_price"],
    matrixColumns: ["Bad", "Good"],
    matrixColumnIds: ["o_bad", "o_good"],
  }),
  question("ranking", "q_rank", { title: "Rank", rankingItems: ["Tea", "Coffee"], rankingItemIds: ["o_tea", "o_coffee"] }),
];

const LABEL_ANSWERS = {
  q_colour: "Green",
  q_tags: ["A", "C"],
  q_grid: { Speed: "Good", Price: "Bad" },
  q_rank: ["Coffee", "Tea"],
};

async function summary(surveyId: string): Promise<SurveySummary> {
  const res = await owner.client.get(`/api/surveys/${surveyId}/responses/summary`);
  expect(res.status).toBe(200);
  return (await res.json()) as SurveySummary;
}

function byId<K extends QuestionSummary["kind"]>(s: SurveySummary, id: string, kind: K) {
  const found = s.questions.find((q) => q.questionId === id);
  expect(found?.kind).toBe(kind);
  return found as Extract<QuestionSummary, { kind: K }>;
}

const counts = (s: SurveySummary) => ({
  colour: byId(s, "q_colour", "choice").options.map((o) => [o.label, o.count]),
  tags: byId(s, "q_tags", "choice").options.map((o) => [o.label, o.count]),
  grid: byId(s, "q_grid", "matrix"),
  rank: byId(s, "q_rank", "ranking").items.map((i) => [i.item, i.firstPlaceCount]),
});

async function csv(surveyId: string): Promise<string> {
  const res = await owner.client.get(`/api/surveys/${surveyId}/responses/export?format=csv&status=all`);
  expect(res.status).toBe(200);
  return res.text();
}

async function listed(surveyId: string) {
  const res = await owner.client.get(`/api/surveys/${surveyId}/responses?status=all`);
  expect(res.status).toBe(200);
  return ((await res.json()) as ResponsePage).data.map((r) => r.answers);
}

beforeAll(async () => {
  server = await createTestServer();
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
});

describe("answers stored against stable choice ids", () => {
  it("read a survey and its label answers stored before ids as before, and keep the counts through a rename", async () => {
    const surveyId = await insertSurvey(server, { createdBy: owner.userId, questions: LEGACY });
    await insertResponses(server, surveyId, [
      { at: 1, answers: LABEL_ANSWERS },
      { at: 2, answers: { q_colour: "Red" } },
    ]);
    const before = counts(await summary(surveyId));
    expect(before.colour).toEqual([
      ["Red", 1],
      ["Green", 1],
      ["Blue", 0],
    ]);
    const csvBefore = await csv(surveyId);
    expect(csvBefore).toContain('Green,"A, C",Speed: Good; Price: Bad,"Coffee, Tea"');

    // The builder saves the ids it read (the labels themselves) with the renamed labels.
    const survey = (await (await owner.client.get(`/api/surveys/${surveyId}`)).json()) as { survey: { questions: unknown[] } };
    const readBack = survey.survey.questions as Record<string, unknown>[];
    expect(readBack[0]?.optionIds).toBeUndefined();
    const renamed = [
      { ...LEGACY[0], options: ["Crimson", "Lime", "Blue"], optionIds: ["Red", "Green", "Blue"] },
      { ...LEGACY[1], options: ["Alpha", "B", "C"], optionIds: ["A", "B", "C"] },
      {
        ...LEGACY[2],
        matrixRows: ["Speediness", "Price"],
        matrixRowIds: ["Speed", "Price"],
        matrixColumns: ["Poor", "Good"],
        matrixColumnIds: ["Bad", "Good"],
      },
      { ...LEGACY[3], rankingItems: ["Green tea", "Coffee"], rankingItemIds: ["Tea", "Coffee"] },
    ];
    expect((await owner.client.put(`/api/surveys/${surveyId}`, { title: "Survey", questions: renamed })).status).toBe(200);

    const after = counts(await summary(surveyId));
    expect(after.colour).toEqual([
      ["Crimson", 1],
      ["Lime", 1],
      ["Blue", 0],
    ]);
    expect(after.tags).toEqual([
      ["Alpha", 1],
      ["B", 0],
      ["C", 1],
    ]);
    expect(after.grid.columns).toEqual(["Poor", "Good"]);
    expect(after.grid.rows).toEqual([
      { row: "Speediness", counts: before.grid.rows[0]?.counts },
      { row: "Price", counts: before.grid.rows[1]?.counts },
    ]);
    expect(after.rank).toEqual([
      ["Coffee", 1],
      ["Green tea", 0],
    ]);
    expect(await csv(surveyId)).toContain('Lime,"Alpha, C",Speediness: Good; Price: Poor,"Coffee, Green tea"');
    expect((await listed(surveyId)).find((a) => a.q_tags)).toEqual({
      q_colour: "Lime",
      q_tags: ["Alpha", "C"],
      q_grid: { Speediness: "Good", Price: "Poor" },
      q_rank: ["Coffee", "Green tea"],
    });
  }, 120_000);

  it("store ids for answers sent by label or by id, and show labels in summaries, lists, exports and webhooks", async () => {
    const { surveyId, shareId } = await createPublishedSurvey(owner, { questions: WITH_IDS });
    await server.db.insert(webhookEndpoints).values({
      userId: owner.userId,
      surveyId,
      url: "https://example.com/hook",
      events: ["response.completed"],
      secret: "whsec_dGVzdA==",
    });
    const submit = (answers: Record<string, unknown>) =>
      server.client().post(`/api/public/surveys/${shareId}/submit`, { answers, clientSubmissionId: crypto.randomUUID() });
    expect((await submit(LABEL_ANSWERS)).status).toBe(201);
    const byIds = {
      q_colour: "o_green001",
      q_tags: ["o_c", "o_a"],
      q_grid: { o_speed: "o_good", o_price: "o_bad" },
      q_rank: ["o_coffee", "o_tea"],
    };
    expect((await submit(byIds)).status).toBe(201);
    expect((await submit({ q_colour: "Purple" })).status).toBe(400);

    const stored = await server.db
      .select({ answers: surveyResponses.answers })
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, surveyId));
    const expected = {
      q_colour: "o_green001",
      q_tags: ["o_a", "o_c"],
      q_grid: { o_speed: "o_good", o_price: "o_bad" },
      q_rank: ["o_coffee", "o_tea"],
    };
    expect(stored.map((row) => row.answers)).toEqual([expected, expected]);

    const s = counts(await summary(surveyId));
    expect(s.colour).toEqual([
      ["Red", 0],
      ["Green", 2],
      ["Blue", 0],
    ]);
    expect(s.grid.columns).toEqual(["Bad", "Good"]);
    expect(await listed(surveyId)).toEqual([LABEL_ANSWERS, LABEL_ANSWERS]);
    const text = await csv(surveyId);
    expect(text).toContain('Green,"A, C",Speed: Good; Price: Bad,"Coffee, Tea"');
    expect(text).not.toContain("o_");
    const json = await owner.client.get(`/api/surveys/${surveyId}/responses/export?format=json&status=all`);
    const exported = (await json.json()) as { responses: { answers: unknown }[] };
    expect(exported.responses.map((r) => r.answers)).toEqual([LABEL_ANSWERS, LABEL_ANSWERS]);
    const events = await server.db
      .select({ payload: webhookEvents.payload })
      .from(webhookEvents)
      .where(eq(webhookEvents.surveyId, surveyId));
    expect(events.map((e) => (e.payload as { data: { answers: unknown } }).data.answers)).toEqual([LABEL_ANSWERS, LABEL_ANSWERS]);
  }, 120_000);
});
