import { randomUUID } from "node:crypto";
import type { SpamRefusalsReply } from "@sondar/core/responses/spam-refusals";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { surveyResponses } from "../../db/schema/surveys";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, makeActive, question, type Actor, type ErrorBody } from "../public-surveys/test-surveys";

let server: TestServer;
let owner: Actor;
let clock = new Date("2026-03-02T10:00:00Z");
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const QUESTIONS = [question("text", "q_name", { title: "Your name?", required: true })];

beforeAll(async () => {
  server = await createTestServer({
    env: { PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "1000", SPAM_MIN_ANSWER_SECONDS: "3" },
    now: () => clock,
  });
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
});

async function publish() {
  return (await createPublishedSurvey(owner, { questions: QUESTIONS })) as { surveyId: string; shareId: string };
}

/** What the survey page gives a respondent who opens it now. */
async function openSurvey(shareId: string): Promise<string> {
  const res = await server.client().get(`/api/public/surveys/${shareId}`);
  expect(res.status).toBe(200);
  const { startToken } = (await res.json()) as { startToken: string };
  expect(startToken).toMatch(/^\d+\./);
  return startToken;
}

const submit = (shareId: string, body: Record<string, unknown>) =>
  server.client().post(`/api/public/surveys/${shareId}/submit`, {
    clientSubmissionId: randomUUID(),
    answers: { q_name: "Ana" },
    ...body,
  });

async function refusals(surveyId: string, as: Actor = owner): Promise<SpamRefusalsReply> {
  const res = await as.client.get(`/api/surveys/${surveyId}/spam-refusals`);
  expect(res.status).toBe(200);
  return (await res.json()) as SpamRefusalsReply;
}

async function expectRefused(res: Response) {
  expect(res.status).toBe(422);
  const body = (await res.json()) as ErrorBody;
  // One answer for every check: a bot learns nothing about which one it failed.
  expect(body.error.code).toBe("SUBMISSION_REFUSED");
  expect(body.error.message).toBe("This response could not be accepted. Please try again in a moment.");
}

const storedCount = async (surveyId: string) =>
  (await server.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId))).length;

describe("spam shield: honeypot and minimum answering time", () => {
  it("accepts a person's submit: honeypot empty, sent 3 s or more after opening", async () => {
    const { surveyId, shareId } = await publish();
    const startToken = await openSurvey(shareId);
    later(3_000);
    const res = await submit(shareId, { shield: { website: "", startToken } });
    expect(res.status).toBe(201);
    expect(await storedCount(surveyId)).toBe(1);
    expect((await refusals(surveyId)).total).toBe(0);
  });

  it("refuses a filled honeypot, stores nothing and counts it", async () => {
    const { surveyId, shareId } = await publish();
    const startToken = await openSurvey(shareId);
    later(60_000);
    await expectRefused(await submit(shareId, { shield: { website: "https://spam.example", startToken } }));
    expect(await storedCount(surveyId)).toBe(0);
    expect(await refusals(surveyId)).toEqual({ total: 1, byReason: { honeypot: 1, too_fast: 0, challenge: 0 } });
  });

  it("refuses a submit sooner than the minimum, or without a start token of this survey's, and counts each", async () => {
    const { surveyId, shareId } = await publish();
    const other = await publish();
    const startToken = await openSurvey(shareId);
    const othersToken = await openSurvey(other.shareId);
    later(2_999);
    await expectRefused(await submit(shareId, { shield: { startToken } }));
    await expectRefused(await submit(shareId, {}));
    later(10_000);
    // Another survey's token, or a forged time, is no start token for this survey.
    await expectRefused(await submit(shareId, { shield: { startToken: othersToken } }));
    const [, signature] = startToken.split(".");
    await expectRefused(await submit(shareId, { shield: { startToken: `0.${signature}` } }));
    expect(await storedCount(surveyId)).toBe(0);
    expect(await refusals(surveyId)).toEqual({ total: 4, byReason: { honeypot: 0, too_fast: 4, challenge: 0 } });
  });

  it("accepts a quick person's Try again once the minimum has passed, and a retry of an accepted submit", async () => {
    const { surveyId, shareId } = await publish();
    const startToken = await openSurvey(shareId);
    const body = { clientSubmissionId: randomUUID(), shield: { startToken } };
    later(1_000);
    await expectRefused(await submit(shareId, body));
    later(2_000);
    expect((await submit(shareId, body)).status).toBe(201);
    expect((await submit(shareId, body)).status).toBe(200);
    expect(await storedCount(surveyId)).toBe(1);
  });

  it("never refuses a partial autosave for time", async () => {
    const { surveyId, shareId } = await publish();
    const res = await server
      .client()
      .post(`/api/public/surveys/${shareId}/partial`, { sessionId: randomUUID(), answers: { q_name: "A" } });
    expect(res.status).toBe(200);
    expect((await refusals(surveyId)).total).toBe(0);
  });

  it("shows the count only to those who may read the survey's responses", async () => {
    const { surveyId } = await publish();
    const stranger = await signUpVerified(server, { name: "Stranger" });
    expect((await stranger.client.get(`/api/surveys/${surveyId}/spam-refusals`)).status).toBe(404);
    expect((await server.client().get(`/api/surveys/${surveyId}/spam-refusals`)).status).toBe(401);
  });
});
