import { randomUUID } from "node:crypto";
import type { PublicSurveyPayload } from "@sondar/core/respondent/public-survey-replies";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { surveyResponses } from "../../db/schema/surveys";
import { insertApiKey } from "../../../test/api-v1-client";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, makeActive, question, type Actor, type ErrorBody } from "../public-surveys/test-surveys";

// The closing rules (docs/decisions/234-closing-rules.md) on both databases: the limit under
// concurrent submits, the date by a moved clock, and what a respondent hears after closing.

let server: TestServer;
let owner: Actor;
let clock = new Date("2026-03-01T09:00:00.000Z");

const QUESTIONS = [question("text", "q1", { title: "Anything to add?", required: true })];
const answers = { q1: "Yes" };

const submit = (shareId: string, body: Record<string, unknown>, ip?: string) =>
  server.client(ip).post(`/api/public/surveys/${shareId}/submit`, body);
const savePartial = (shareId: string, sessionId: string) =>
  server.client().post(`/api/public/surveys/${shareId}/partial`, { sessionId, answers });
const completeCount = async (surveyId: string) =>
  (
    await server.db
      .select()
      .from(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.status, "complete")))
  ).length;
const collecting = async (shareId: string) =>
  ((await (await server.client().get(`/api/public/surveys/${shareId}`)).json()) as PublicSurveyPayload).collecting;

async function published(settings: Record<string, unknown>) {
  return (await createPublishedSurvey(owner, { questions: QUESTIONS, settings })) as { surveyId: string; shareId: string };
}

async function expectClosed(res: Response) {
  expect(res.status).toBe(403);
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBe("SURVEY_CLOSED");
  expect(body.error.message).toBe("This survey is closed and no longer accepts responses.");
}

beforeAll(async () => {
  server = await createTestServer({
    env: { PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "1000", PUBLIC_PARTIAL_LIMIT_PER_MINUTE: "1000" },
    now: () => clock,
  });
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
});

describe("response limit", () => {
  it("takes exactly 10 of 50 concurrent submits into a survey limited to 10, and refuses the rest as closed", async () => {
    const { surveyId, shareId } = await published({ responseLimit: 10 });
    expect(await collecting(shareId)).toEqual({ kind: "open" });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => submit(shareId, { clientSubmissionId: randomUUID(), answers }, `198.51.100.${i}`)),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 403)).toHaveLength(40);
    await expectClosed(results.find((res) => res.status === 403) as Response);
    expect(await completeCount(surveyId)).toBe(10);
    expect(await collecting(shareId)).toEqual({ kind: "closed-by-limit", limit: 10 });
  });

  it("still answers success to a retry of a submission it took before it filled up", async () => {
    const { shareId } = await published({ responseLimit: 1 });
    const body = { clientSubmissionId: randomUUID(), answers };
    const first = await submit(shareId, body);
    expect(first.status).toBe(201);
    const { responseId } = (await first.json()) as { responseId: string };
    const retry = await submit(shareId, body);
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { responseId: string }).responseId).toBe(responseId);
    await expectClosed(await submit(shareId, { clientSubmissionId: randomUUID(), answers }));
  });

  it("finalizes a session's partial response within the limit, then refuses the next session's save and submit", async () => {
    const { surveyId, shareId } = await published({ responseLimit: 1 });
    const [first, second] = [randomUUID(), randomUUID()];
    expect((await savePartial(shareId, first)).status).toBe(200);
    expect((await savePartial(shareId, second)).status).toBe(200);
    expect((await submit(shareId, { sessionId: first, clientSubmissionId: randomUUID(), answers })).status).toBe(201);
    await expectClosed(await savePartial(shareId, second));
    await expectClosed(await submit(shareId, { sessionId: second, clientSubmissionId: randomUUID(), answers }));
    expect(await completeCount(surveyId)).toBe(1);
  });

  it("applies a limit set while the survey is published, though the writes had it cached without one", async () => {
    const { surveyId, shareId } = await published({});
    expect((await submit(shareId, { clientSubmissionId: randomUUID(), answers })).status).toBe(201);
    const saved = await owner.client.put(`/api/surveys/${surveyId}`, {
      title: "Feedback",
      questions: QUESTIONS,
      settings: { responseLimit: 1 },
    });
    expect(saved.status).toBe(200);
    await expectClosed(await submit(shareId, { clientSubmissionId: randomUUID(), answers }));
    expect(await completeCount(surveyId)).toBe(1);
  });
});

describe("closing time", () => {
  it("takes answers until closeAt and refuses submits and partial saves from then on", async () => {
    const closeAt = new Date(clock.getTime() + 60 * 60 * 1000).toISOString();
    const { surveyId, shareId } = await published({ closeAt });
    const sessionId = randomUUID();
    expect((await savePartial(shareId, sessionId)).status).toBe(200);
    const accepted = { clientSubmissionId: randomUUID(), answers };
    expect((await submit(shareId, accepted)).status).toBe(201);

    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    expect(await collecting(shareId)).toEqual({ kind: "closed-by-date", closedAt: closeAt });
    await expectClosed(await submit(shareId, { sessionId, clientSubmissionId: randomUUID(), answers }));
    await expectClosed(await savePartial(shareId, sessionId));
    // Sent before closing, its answer lost: the retry is still the accepted submission.
    expect((await submit(shareId, accepted)).status).toBe(200);
    expect(await completeCount(surveyId)).toBe(1);
  });
});

describe("closing settings", () => {
  it("are saved, returned by the builder's API and /api/v1, and refused when malformed", async () => {
    const settings = { closeAt: "2026-09-30T17:00:00.000Z", responseLimit: 250, closedMessage: "Thanks, we are full." };
    const { surveyId } = await published(settings);
    const key = await insertApiKey(server, { userId: owner.userId, scope: "read" });
    const v1 = await server.client().get(`/api/v1/surveys/${surveyId}`, { authorization: `Bearer ${key}` });
    expect(v1.status).toBe(200);
    expect(((await v1.json()) as { survey: { settings: unknown } }).survey.settings).toMatchObject(settings);
    const own = (await (await owner.client.get(`/api/surveys/${surveyId}`)).json()) as { survey: { settings: unknown } };
    expect(own.survey.settings).toMatchObject(settings);
    for (const bad of [{ closeAt: "tomorrow" }, { responseLimit: 0 }, { responseLimit: 1.5 }]) {
      const res = await owner.client.put(`/api/surveys/${surveyId}`, { title: "Feedback", questions: QUESTIONS, settings: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
  });
});
