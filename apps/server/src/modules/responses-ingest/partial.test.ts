import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { surveyResponses } from "../../db/schema/surveys";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, question, type Actor, type ErrorBody } from "../public-surveys/test-surveys";

let server: TestServer;
let owner: Actor;
let surveyId: string;
let shareId: string;

type Saved = { success: boolean; responseId: string };

const save = (body: Record<string, unknown>) => server.client().post(`/api/public/surveys/${shareId}/partial`, body);
const load = (sessionId: string) => server.client().get(`/api/public/surveys/${shareId}/partial?sessionId=${sessionId}`);
const sessionRows = (sessionId: string) =>
  server.db
    .select()
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.sessionId, sessionId)));

beforeAll(async () => {
  server = await createTestServer();
  owner = await signUpVerified(server, { name: "Owner" });
  ({ surveyId, shareId } = (await createPublishedSurvey(owner, {
    questions: [
      question("text", "q_name", { required: true }),
      question("checkbox", "q_pick", { options: ["A", "B"] }),
      question("number", "q_age", { numberSettings: { min: 0, max: 120 } }),
    ],
  })) as { surveyId: string; shareId: string });
});

describe("partial responses", () => {
  it("keeps one row per session: a second save replaces the answers", async () => {
    const sessionId = randomUUID();
    const first = await save({ sessionId, answers: { q_name: "Ana" } });
    expect(first.status).toBe(200);
    const { responseId, success } = (await first.json()) as Saved;
    expect(success).toBe(true);
    const second = await save({ sessionId, answers: { q_name: "Ana", q_age: 31 }, respondentEmail: "ana@example.com" });
    expect(((await second.json()) as Saved).responseId).toBe(responseId);
    const rows = await sessionRows(sessionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "partial",
      answers: { q_name: "Ana", q_age: 31 },
      respondentEmail: "ana@example.com",
    });
    expect(rows[0]?.completedAt).toBeNull();
    // A required question is not required of a partial save.
    expect((await save({ sessionId, answers: { q_age: 30 } })).status).toBe(200);
  });

  it("drops empty answers and answers to unknown questions", async () => {
    const sessionId = randomUUID();
    await save({ sessionId, answers: { q_name: "  ", q_pick: [], q_age: 5, q_gone: "x" } });
    const [row] = await sessionRows(sessionId);
    expect(row?.answers).toEqual({ q_age: 5 });
  });

  it("answers 400 with the question's error for an invalid answer", async () => {
    const res = await save({ sessionId: randomUUID(), answers: { q_age: 500 } });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as ErrorBody).error.fields ?? {})).toEqual(["q_age"]);
    expect((await save({ sessionId: "x", answers: {} })).status).toBe(400);
  });

  it("returns the saved answers for resuming, and nothing for an unknown session", async () => {
    const sessionId = randomUUID();
    const { responseId } = (await (await save({ sessionId, answers: { q_pick: ["B"] } })).json()) as Saved;
    expect(await (await load(sessionId)).json()).toEqual({
      answers: { q_pick: ["B"] },
      hiddenFields: {},
      responseId,
      submitted: false,
    });
    expect(await (await load(randomUUID())).json()).toEqual({
      answers: {},
      hiddenFields: {},
      responseId: null,
      submitted: false,
    });
    expect((await load("bad")).status).toBe(400);
  });

  it("never touches a submitted response: a later save answers 409 ALREADY_SUBMITTED", async () => {
    const sessionId = randomUUID();
    await save({ sessionId, answers: { q_name: "Bo" } });
    const submitted = await server
      .client()
      .post(`/api/public/surveys/${shareId}/submit`, { sessionId, clientSubmissionId: randomUUID(), answers: { q_name: "Bo" } });
    expect(submitted.status).toBe(201);
    const late = await save({ sessionId, answers: { q_name: "Changed" } });
    expect(late.status).toBe(409);
    expect(((await late.json()) as ErrorBody).error.code).toBe("ALREADY_SUBMITTED");
    const rows = await sessionRows(sessionId);
    expect(rows.map((r) => [r.status, r.answers])).toEqual([["complete", { q_name: "Bo" }]]);
    expect(await (await load(sessionId)).json()).toEqual({ answers: {}, hiddenFields: {}, responseId: null, submitted: true });
  });

  it("answers 404 for an unpublished survey and stores nothing", async () => {
    // Published once, so the share id exists and only the survey's status can refuse the save.
    const once = (await createPublishedSurvey(owner, { questions: [question("text", "q_1")] })) as {
      surveyId: string;
      shareId: string;
    };
    expect((await owner.client.post(`/api/surveys/${once.surveyId}/unpublish`, {})).status).toBe(200);
    const sessionId = randomUUID();
    const res = await server.client().post(`/api/public/surveys/${once.shareId}/partial`, { sessionId, answers: { q_1: "Hi" } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.code).toBe("SURVEY_NOT_FOUND");
    expect(await server.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, once.surveyId))).toEqual([]);
  });
});
