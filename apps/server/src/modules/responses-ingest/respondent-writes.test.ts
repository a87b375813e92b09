// The batched respondent write statements, item by item: a batch must write exactly what the
// same items written one after another would (the routes' tests cover the single path).
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pendingResponseAlerts } from "../../db/schema/response-alerts";
import { surveyResponses } from "../../db/schema/surveys";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurveyCache, type CachedSurvey } from "../public-surveys/published-survey-cache";
import { createPublishedSurvey, makeActive, question } from "../public-surveys/test-surveys";
import { savePartialResponses, type PartialResponseInput } from "./save-partial-response";
import { writeCompleteResponses, type CompleteResponseInput } from "./submit-response";

let server: TestServer;
let survey: CachedSurvey;
let other: CachedSurvey;

beforeAll(async () => {
  server = await createTestServer();
  const owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
  const cache = createPublishedSurveyCache(server.db, { now: () => new Date() });
  const publish = async () => {
    const { shareId } = await createPublishedSurvey(owner, { questions: [question("text", "q_1")] });
    return (await cache.get(shareId as string)) as CachedSurvey;
  };
  survey = await publish();
  other = await publish();
});

const complete = (overrides: Partial<CompleteResponseInput> = {}): CompleteResponseInput => ({
  survey,
  sessionId: null,
  clientSubmissionId: randomUUID(),
  answers: { q_1: "final" },
  hiddenValues: {},
  respondentEmail: null,
  location: { city: null, country: null, region: null },
  ipAddress: "203.0.113.0",
  now: new Date(),
  rateLimit: null,
  ...overrides,
});

const partial = (overrides: Partial<PartialResponseInput> = {}): PartialResponseInput => ({
  survey,
  sessionId: randomUUID(),
  answers: { q_1: "draft" },
  hiddenValues: {},
  respondentEmail: null,
  now: new Date(),
  rateLimit: null,
  ...overrides,
});

/** Two hits allowed per client, counted under a key of its own. */
const limitOfTwo = () => ({ key: `test:${randomUUID()}`, max: 2, now: new Date() });

describe("complete responses written together", () => {
  it("write each item as on its own: twins once, the limit in order, stale surveys never, partials finalized", async () => {
    const twin = randomUUID();
    const limit = limitOfTwo();
    const sessionId = randomUUID();
    const [draft] = await savePartialResponses(server.db, [partial({ sessionId, respondentEmail: "ana@example.com" })]);
    const outcomes = await writeCompleteResponses(server.db, [
      complete({ clientSubmissionId: twin }),
      complete({ clientSubmissionId: twin }),
      complete({ rateLimit: limit }),
      complete({ rateLimit: limit }),
      complete({ rateLimit: limit }),
      complete({ survey: { ...survey, questionsVersion: "edited since" } }),
      complete({ sessionId }),
      complete({ survey: other }),
    ]);
    expect(outcomes.map((outcome) => outcome.id !== null)).toEqual([true, false, true, true, false, false, true, true]);
    expect(outcomes.map((outcome) => outcome.hits)).toEqual([0, 0, 1, 2, 3, 0, 0, 0]);
    expect(outcomes[6]?.id).toBe(draft?.id);

    const written = outcomes.flatMap((outcome) => (outcome.id ? [outcome.id] : []));
    const rows = await server.db.select().from(surveyResponses).where(inArray(surveyResponses.id, written));
    expect(rows.map((row) => row.status)).toEqual(["complete", "complete", "complete", "complete", "complete"]);
    const finalized = rows.find((row) => row.id === draft?.id);
    expect(finalized).toMatchObject({ sessionId, answers: { q_1: "final" }, respondentEmail: "ana@example.com" });
    expect(rows.filter((row) => row.clientSubmissionId === twin)).toHaveLength(1);
    // One pending alert per response written, none for the refused items.
    const alerts = await server.db.select().from(pendingResponseAlerts);
    const alerted = alerts.map((alert) => alert.responseId).filter((id) => written.includes(id));
    expect(alerted.sort()).toEqual([...written].sort());
  });

  it("finalize a session once: a twin in the same statement writes nothing, a new session's response is made complete", async () => {
    const sessionId = randomUUID();
    const fresh = randomUUID();
    const [draft] = await savePartialResponses(server.db, [partial({ sessionId })]);
    const clientSubmissionId = randomUUID();
    const outcomes = await writeCompleteResponses(server.db, [
      complete({ sessionId, clientSubmissionId }),
      complete({ sessionId, clientSubmissionId }),
      complete({ sessionId: fresh }),
    ]);
    expect(outcomes.map((outcome) => outcome.id)).toEqual([draft?.id, null, expect.any(String)]);
    const rows = await server.db
      .select()
      .from(surveyResponses)
      .where(inArray(surveyResponses.sessionId, [sessionId, fresh]));
    expect(rows.find((row) => row.sessionId === sessionId)).toMatchObject({ status: "complete", clientSubmissionId });
    expect(rows.find((row) => row.sessionId === fresh)).toMatchObject({ id: outcomes[2]?.id, status: "complete" });
    expect(rows).toHaveLength(2);
  });

  it("leave a session whose response is already complete alone", async () => {
    const sessionId = randomUUID();
    const [first] = await writeCompleteResponses(server.db, [complete({ sessionId })]);
    const [again, twin] = await writeCompleteResponses(server.db, [complete({ sessionId }), complete({ sessionId })]);
    expect(first?.id).not.toBeNull();
    expect([again?.id, twin?.id]).toEqual([null, null]);
  });
});

describe("partial responses saved together", () => {
  it("end as if saved one after another: one row per session, the last answers and the last e-mail given", async () => {
    const sessionId = randomUUID();
    const outcomes = await savePartialResponses(server.db, [
      partial({ sessionId, answers: { q_1: "first" }, respondentEmail: "ana@example.com" }),
      partial({ sessionId, answers: { q_1: "second" } }),
      partial(),
    ]);
    expect(outcomes[0]?.id).toBe(outcomes[1]?.id);
    expect(outcomes[2]?.id).not.toBe(outcomes[0]?.id);
    const [row] = await server.db
      .select()
      .from(surveyResponses)
      .where(inArray(surveyResponses.id, [outcomes[0]?.id as string]));
    expect(row).toMatchObject({ status: "partial", answers: { q_1: "second" }, respondentEmail: "ana@example.com" });
  });

  it("keep every hidden value sent, a later one's winning, added to the stored ones and kept by the submit", async () => {
    const sessionId = randomUUID();
    const [first] = await savePartialResponses(server.db, [
      partial({ sessionId, hiddenValues: { source: "ad", campaign: "spring" } }),
      partial({ sessionId, hiddenValues: { source: "newsletter" } }),
    ]);
    const read = async () =>
      (
        await server.db
          .select()
          .from(surveyResponses)
          .where(inArray(surveyResponses.id, [first?.id as string]))
      )[0];
    expect((await read())?.hiddenFields).toEqual({ source: "newsletter", campaign: "spring" });
    await savePartialResponses(server.db, [partial({ sessionId, hiddenValues: { customer_id: "42" } })]);
    expect((await read())?.hiddenFields).toEqual({ source: "newsletter", campaign: "spring", customer_id: "42" });
    const [done] = await writeCompleteResponses(server.db, [complete({ sessionId, hiddenValues: { source: "final" } })]);
    expect(done?.id).toBe(first?.id);
    expect(await read()).toMatchObject({
      status: "complete",
      hiddenFields: { source: "final", campaign: "spring", customer_id: "42" },
    });
  });

  it("count each client's hits in order and never touch a complete response", async () => {
    const limit = limitOfTwo();
    const done = randomUUID();
    await writeCompleteResponses(server.db, [complete({ sessionId: done })]);
    const outcomes = await savePartialResponses(server.db, [
      partial({ rateLimit: limit }),
      partial({ rateLimit: limit }),
      partial({ rateLimit: limit }),
      partial({ sessionId: done }),
      partial({ survey: { ...other, questionsVersion: "edited since" } }),
    ]);
    expect(outcomes.map((outcome) => outcome.id !== null)).toEqual([true, true, false, false, false]);
    expect(outcomes.map((outcome) => outcome.hits)).toEqual([1, 2, 3, 0, 0]);
  });
});
