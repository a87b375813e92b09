import { timeAndDropOffSchema } from "@sondar/core/responses/response-replies";
import type { TimeAndDropOff } from "@sondar/core/responses/time-and-drop-off";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { question, type Actor } from "../public-surveys/test-surveys";
import { insertResponses, insertSurvey, minute } from "./test-responses";

let server: TestServer;
let owner: Actor;
let surveyId: string;

const QUESTIONS = [
  question("text", "q1", { title: "Name" }),
  question("rating", "q2", { title: "Stars", maxRating: 5 }),
  question("statement", "q_note", { title: "Thanks so far" }),
  question("yes-no", "q3", { title: "Again?" }),
];
const ALL = { q1: "Ana", q2: 4, q3: "Yes" };
const seconds = (n: number) => new Date(minute(100).getTime() - n * 1000);

async function timeAndDropOff(id = surveyId): Promise<TimeAndDropOff> {
  const res = await owner.client.get(`/api/surveys/${id}/responses/time-and-drop-off`);
  expect(res.status).toBe(200);
  return timeAndDropOffSchema.parse(await res.json());
}

beforeAll(async () => {
  server = await createTestServer();
  owner = await signUpVerified(server, { name: "Owner" });
  surveyId = await insertSurvey(server, { createdBy: owner.userId, questions: QUESTIONS });
  await insertResponses(server, surveyId, [
    // Complete, each submitted at minute 100 after a first save this many seconds before: 30 s, 90 s, 4 min, 12 min, 2 h.
    { at: 100, createdAt: seconds(30), answers: ALL },
    { at: 100, createdAt: seconds(90), answers: ALL },
    // Left the optional q2 blank.
    { at: 100, createdAt: seconds(240), answers: { q1: "Bo", q3: "No" } },
    { at: 100, createdAt: seconds(720), answers: ALL },
    { at: 100, createdAt: seconds(7200), answers: ALL },
    // Submitted without an earlier save: no known start.
    { at: 100, createdAt: minute(100), answers: ALL },
    // Partial: two left at q2 (answered q1 only), one at q1 (answered nothing), two answered the last question but never submitted.
    { status: "partial", at: 3, answers: { q1: "Cy" } },
    { status: "partial", at: 4, answers: { q1: "Di" } },
    { status: "partial", at: 5, answers: {} },
    { status: "partial", at: 6, answers: ALL },
    { status: "partial", at: 7, answers: { q1: "Ed", q3: "Yes" } },
  ]);
  // Another survey's responses count nowhere here.
  const other = await insertSurvey(server, { createdBy: owner.userId, questions: QUESTIONS });
  await insertResponses(server, other, [
    { at: 100, createdAt: seconds(5), answers: ALL },
    { status: "partial", answers: {} },
  ]);
});

describe("GET /api/surveys/:id/responses/time-and-drop-off", () => {
  it("times complete responses from the first save to the submit: median and fixed buckets, the unsaved ones untimed", async () => {
    const { timeToComplete } = await timeAndDropOff();
    expect(timeToComplete.timedCount).toBe(5);
    expect(timeToComplete.untimedCount).toBe(1);
    expect(timeToComplete.medianSeconds).toBe(240);
    expect(timeToComplete.buckets).toEqual([
      { fromSeconds: 0, toSeconds: 60, count: 1 },
      { fromSeconds: 60, toSeconds: 120, count: 1 },
      { fromSeconds: 120, toSeconds: 300, count: 1 },
      { fromSeconds: 300, toSeconds: 600, count: 0 },
      { fromSeconds: 600, toSeconds: 1200, count: 1 },
      { fromSeconds: 1200, toSeconds: 1800, count: 0 },
      { fromSeconds: 1800, toSeconds: 3600, count: 0 },
      { fromSeconds: 3600, toSeconds: null, count: 1 },
    ]);
  });

  it("counts, per answerable question in survey order, who saw it, answered it and left there", async () => {
    const { dropOff } = await timeAndDropOff();
    expect(dropOff.responseCount).toBe(11);
    expect(dropOff.steps.map(({ questionId, saw, answered, leftHere }) => ({ questionId, saw, answered, leftHere }))).toEqual([
      // Everyone reached q1; the partial with no answers stopped at it.
      { questionId: "q1", saw: 11, answered: 10, leftHere: 1 },
      // The two partials that answered only q1 stopped at q2; a later answer means q2 was passed (one left it blank).
      { questionId: "q2", saw: 10, answered: 6, leftHere: 2 },
      { questionId: "q3", saw: 8, answered: 8, leftHere: 0 },
    ]);
    expect(dropOff.steps[1]).toMatchObject({ title: "Stars", type: "rating" });
    expect(dropOff.leftBeforeSubmit).toBe(2);
  });

  it("answers a survey without responses with zeros and no median", async () => {
    const empty = await insertSurvey(server, { createdBy: owner.userId, questions: QUESTIONS });
    const reply = await timeAndDropOff(empty);
    expect(reply.timeToComplete).toMatchObject({ timedCount: 0, untimedCount: 0, medianSeconds: null });
    expect(reply.timeToComplete.buckets.every((b) => b.count === 0)).toBe(true);
    expect(reply.dropOff).toMatchObject({ responseCount: 0, leftBeforeSubmit: 0 });
    expect(reply.dropOff.steps.map((s) => [s.saw, s.answered, s.leftHere])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  it("counts every partial as left before the first question of a survey with nothing to answer", async () => {
    const statements = await insertSurvey(server, { createdBy: owner.userId, questions: [question("statement", "s1")] });
    await insertResponses(server, statements, [{ status: "partial", answers: {} }, { answers: {} }]);
    const { dropOff } = await timeAndDropOff(statements);
    expect(dropOff).toEqual({ responseCount: 2, steps: [], leftBeforeSubmit: 1 });
  });

  it("refuses another user and an anonymous caller, telling them nothing", async () => {
    const stranger = await signUpVerified(server, { name: "Stranger" });
    const theirs = await stranger.client.get(`/api/surveys/${surveyId}/responses/time-and-drop-off`);
    expect(theirs.status).toBe(404);
    expect(await theirs.text()).not.toContain("Stars");
    const anonymous = await server.client().get(`/api/surveys/${surveyId}/responses/time-and-drop-off`);
    expect(anonymous.status).toBe(401);
  });
});
