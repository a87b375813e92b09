import { randomUUID } from "node:crypto";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Challenge } from "altcha-lib/types";
import type { SpamRefusalsReply } from "@sondar/core/responses/spam-refusals";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, makeActive, question, type Actor, type ErrorBody } from "../public-surveys/test-surveys";

let server: TestServer;
let owner: Actor;

const QUESTIONS = [question("text", "q_name", { title: "Your name?", required: true })];

beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "1000" } });
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
});

async function publish(spamChallenge: boolean) {
  return (await createPublishedSurvey(owner, { questions: QUESTIONS, settings: { spamChallenge } })) as {
    surveyId: string;
    shareId: string;
  };
}

/** What the respondent page does: fetch the challenge, solve it, send it base64-encoded. */
async function solve(shareId: string): Promise<string> {
  const res = await server.client().get(`/api/public/surveys/${shareId}/challenge`);
  expect(res.status).toBe(200);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const submit = (shareId: string, shield: Record<string, unknown>, clientSubmissionId: string = randomUUID()) =>
  server.client().post(`/api/public/surveys/${shareId}/submit`, { clientSubmissionId, answers: { q_name: "Ana" }, shield });

async function expectRefused(res: Response) {
  expect(res.status).toBe(422);
  expect(((await res.json()) as ErrorBody).error.code).toBe("SUBMISSION_REFUSED");
}

async function refusedByChallenge(surveyId: string) {
  const res = await owner.client.get(`/api/surveys/${surveyId}/spam-refusals`);
  return ((await res.json()) as SpamRefusalsReply).byReason.challenge;
}

describe("spam shield: the optional proof-of-work challenge", () => {
  it("accepts a valid solution, and a retry of the same submission with it", async () => {
    const { shareId } = await publish(true);
    const challenge = await solve(shareId);
    const id = randomUUID();
    expect((await submit(shareId, { website: "", challenge }, id)).status).toBe(201);
    expect((await submit(shareId, { website: "", challenge }, id)).status).toBe(200);
  });

  it("refuses a missing, invalid, replayed or other survey's solution, and counts each", async () => {
    const { surveyId, shareId } = await publish(true);
    const other = await publish(true);
    await expectRefused(await submit(shareId, { website: "" }));
    await expectRefused(await submit(shareId, { website: "", challenge: Buffer.from("{}").toString("base64") }));
    const challenge = await solve(shareId);
    const decoded = JSON.parse(Buffer.from(challenge, "base64").toString()) as { solution: { derivedKey: string } };
    const key = decoded.solution.derivedKey;
    decoded.solution.derivedKey = key.slice(0, -1) + (key.endsWith("0") ? "1" : "0");
    await expectRefused(await submit(shareId, { challenge: Buffer.from(JSON.stringify(decoded)).toString("base64") }));
    // Spent once on one submission: another submission cannot use it again.
    expect((await submit(shareId, { challenge })).status).toBe(201);
    await expectRefused(await submit(shareId, { challenge }));
    await expectRefused(await submit(shareId, { challenge: await solve(other.shareId) }));
    expect(await refusedByChallenge(surveyId)).toBe(5);
  });

  it("serves no challenge for a survey that does not ask for one, and takes its submits without", async () => {
    const { shareId } = await publish(false);
    expect((await server.client().get(`/api/public/surveys/${shareId}/challenge`)).status).toBe(404);
    expect((await submit(shareId, { website: "" })).status).toBe(201);
  });
});
