import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { RESUME_LINK_TTL_DAYS, readResumeToken } from "@sondar/core/respondent/resume-link";
import type { ResumeLinkReply, ResumeReply } from "@sondar/core/respondent/public-survey-replies";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resumeTokens } from "../../db/schema/resume-tokens";
import { surveyResponses } from "../../db/schema/surveys";
import { createTestServer, signUpVerified, TEST_ORIGIN, type TestServer } from "../../../test/test-server";
import {
  createPublishedSurvey,
  makeActive,
  question,
  TEST_PDF,
  uploadTestPdf,
  type Actor,
  type ErrorBody,
} from "../public-surveys/test-surveys";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sondar-resume-links-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let server: TestServer;
let owner: Actor;
let surveyId: string;
let shareId: string;
let clock = new Date("2026-12-01T10:00:00Z");

const api = (ip?: string) => server.client(ip);
const save = (sessionId: string, answers: Record<string, unknown>, share = shareId) =>
  api().post(`/api/public/surveys/${share}/partial`, { sessionId, answers });
const mint = (body: Record<string, unknown>, ip?: string, share = shareId) =>
  api(ip).post(`/api/public/surveys/${share}/resume-links`, body);
const open = (token: string, share = shareId) => api().post(`/api/public/surveys/${share}/resume`, { token });

async function linkFor(sessionId: string): Promise<string> {
  const res = await mint({ sessionId });
  expect(res.status).toBe(201);
  const { url } = (await res.json()) as ResumeLinkReply;
  const token = readResumeToken(new URL(url).hash);
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

async function errorOf(res: Response) {
  return { status: res.status, code: ((await res.json()) as ErrorBody).error.code };
}

function uploadPdf(sessionId: string): Promise<{ id: string; url: string }> {
  return uploadTestPdf(api(), shareId, "q_cv", sessionId);
}

beforeAll(async () => {
  server = await createTestServer({ env: { DATA_DIR: dataDir }, now: () => clock });
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
  ({ surveyId, shareId } = (await createPublishedSurvey(owner, {
    title: "Moving house",
    questions: [
      question("text", "q_name", { required: true }),
      question("file-upload", "q_cv", { fileUploadSettings: { allowedTypes: [".pdf"], maxSizeInMB: 1, maxFiles: 1 } }),
      question("number", "q_age", { required: true }),
    ],
  })) as { surveyId: string; shareId: string });
});

describe("resume links", () => {
  it("makes a link only with the partial's session id, and opens it with the answers, files and session", async () => {
    const sessionId = randomUUID();
    const file = await uploadPdf(sessionId);
    expect(file.url).toBe(`/api/surveys/${surveyId}/response-files/${file.id}`);
    expect((await save(sessionId, { q_name: "Ana", q_cv: file.url })).status).toBe(200);

    const res = await mint({ sessionId });
    expect(res.status).toBe(201);
    const reply = (await res.json()) as ResumeLinkReply;
    expect(reply.url).toMatch(new RegExp(`^${TEST_ORIGIN}/survey/${shareId}#resume=[A-Za-z0-9_-]{43}$`));
    expect(reply.mailed).toBe(false);
    expect(new Date(reply.expiresAt).getTime() - clock.getTime()).toBe(RESUME_LINK_TTL_DAYS * 24 * 60 * 60_000);
    const token = readResumeToken(new URL(reply.url).hash) ?? "";

    // Only the token's hash is stored.
    const stored = await server.db.select().from(resumeTokens);
    expect(stored.some((row) => row.tokenHash.includes(token))).toBe(false);

    const opened = await open(token);
    expect(opened.status).toBe(200);
    const resumed = (await opened.json()) as ResumeReply;
    expect(resumed).toMatchObject({ sessionId, answers: { q_name: "Ana", q_cv: file.url }, hiddenFields: {} });
    expect(resumed.files).toEqual([
      { id: file.id, url: file.url, filename: "cv.pdf", size: TEST_PDF.length, contentType: "application/pdf" },
    ]);
  });

  it("refuses a session that saved nothing (another respondent's guess) and a malformed token", async () => {
    expect(await errorOf(await mint({ sessionId: randomUUID() }))).toEqual({ status: 404, code: "NOTHING_TO_RESUME" });
    expect(await errorOf(await mint({}))).toEqual({ status: 400, code: "VALIDATION_FAILED" });
    expect(await errorOf(await open("not-a-token"))).toEqual({ status: 400, code: "VALIDATION_FAILED" });
    expect(await errorOf(await mint({ sessionId: randomUUID() }, undefined, "nosuchsurvey"))).toMatchObject({ status: 404 });
  });

  it("never opens another respondent's answers: an unknown token, or one for another survey, is refused alike", async () => {
    const mine = randomUUID();
    await save(mine, { q_name: "Bo" });
    const token = await linkFor(mine);
    // A token of the same shape that was never made.
    const forged = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    expect(await errorOf(await open(forged))).toEqual({ status: 404, code: "RESUME_LINK_INVALID" });
    const other = (await createPublishedSurvey(owner, { questions: [question("text", "q_name")] })) as { shareId: string };
    expect(await errorOf(await open(token, other.shareId))).toEqual({ status: 404, code: "RESUME_LINK_INVALID" });
    // The other respondent's own link still opens only their own answers.
    const theirs = randomUUID();
    await save(theirs, { q_name: "Cy" });
    const theirToken = await linkFor(theirs);
    expect(((await (await open(theirToken)).json()) as ResumeReply).answers).toEqual({ q_name: "Cy" });
    expect(((await (await open(token)).json()) as ResumeReply).answers).toEqual({ q_name: "Bo" });
  });

  it("refuses an expired link", async () => {
    const sessionId = randomUUID();
    await save(sessionId, { q_name: "Di" });
    const token = await linkFor(sessionId);
    const start = clock;
    try {
      clock = new Date(start.getTime() + RESUME_LINK_TTL_DAYS * 24 * 60 * 60_000 - 1000);
      expect((await open(token)).status).toBe(200);
      clock = new Date(start.getTime() + RESUME_LINK_TTL_DAYS * 24 * 60 * 60_000);
      expect(await errorOf(await open(token))).toEqual({ status: 404, code: "RESUME_LINK_INVALID" });
    } finally {
      clock = start;
    }
  });

  it("after resuming, the submit completes the same row; the link and new links are then refused", async () => {
    const sessionId = randomUUID();
    await save(sessionId, { q_name: "Eva" });
    const token = await linkFor(sessionId);
    const resumed = (await (await open(token)).json()) as ResumeReply;

    // The other device goes on with the adopted session: a save, then a submit and its retry.
    expect((await save(resumed.sessionId, { ...resumed.answers, q_age: 40 })).status).toBe(200);
    const body = { sessionId: resumed.sessionId, clientSubmissionId: randomUUID(), answers: { q_name: "Eva", q_age: 41 } };
    expect((await api().post(`/api/public/surveys/${shareId}/submit`, body)).status).toBe(201);
    expect((await api().post(`/api/public/surveys/${shareId}/submit`, body)).status).toBe(200);
    const rows = await server.db.select().from(surveyResponses).where(eq(surveyResponses.sessionId, sessionId));
    expect(rows.map((row) => ({ id: row.id, status: row.status, answers: row.answers }))).toEqual([
      { id: resumed.responseId, status: "complete", answers: { q_name: "Eva", q_age: 41 } },
    ]);

    expect(await errorOf(await open(token))).toEqual({ status: 404, code: "RESUME_LINK_INVALID" });
    expect(await errorOf(await mint({ sessionId }))).toEqual({ status: 409, code: "ALREADY_SUBMITTED" });
  });

  it("mails the link when asked, without storing the address with the answers", async () => {
    const sessionId = randomUUID();
    await save(sessionId, { q_name: "Fay" });
    const res = await mint({ sessionId, email: "fay@example.com", language: "es" }, "198.51.100.7");
    expect(res.status).toBe(201);
    const reply = (await res.json()) as ResumeLinkReply;
    expect(reply.mailed).toBe(true);
    const mail = await server.lastMailTo("fay@example.com");
    expect(mail?.subject).toBe("Continúa tu encuesta: Moving house");
    expect(mail?.text).toContain(reply.url);
    const [row] = await server.db.select().from(surveyResponses).where(eq(surveyResponses.sessionId, sessionId));
    expect(row?.respondentEmail).toBeNull();
    expect(JSON.stringify(row)).not.toContain("fay@example.com");
    expect(await errorOf(await mint({ sessionId, email: "not an address" }, "198.51.100.7"))).toEqual({
      status: 400,
      code: "VALIDATION_FAILED",
    });
  });

  it("refuses making and opening links once the survey is unpublished, and opens again when it is back", async () => {
    const own = (await createPublishedSurvey(owner, { questions: [question("text", "q_name")] })) as {
      surveyId: string;
      shareId: string;
    };
    const sessionId = randomUUID();
    expect((await save(sessionId, { q_name: "Hal" }, own.shareId)).status).toBe(200);
    // An address of its own: the clock stands still here, so every link of this file counts in one minute.
    const ip = "192.0.2.80";
    const res = await mint({ sessionId }, ip, own.shareId);
    const token = readResumeToken(new URL(((await res.json()) as ResumeLinkReply).url).hash) ?? "";
    expect((await owner.client.post(`/api/surveys/${own.surveyId}/unpublish`)).status).toBe(200);
    expect((await mint({ sessionId }, ip, own.shareId)).status).toBe(404);
    expect((await open(token, own.shareId)).status).toBe(404);
    expect((await owner.client.post(`/api/surveys/${own.surveyId}/publish`)).status).toBe(200);
    expect((await open(token, own.shareId)).status).toBe(200);
  });

  it("limits links and mails per client address", async () => {
    const sessionId = randomUUID();
    await save(sessionId, { q_name: "Gus" });
    const ip = "192.0.2.44";
    const mails = [];
    for (let i = 0; i < 4; i += 1) mails.push((await mint({ sessionId, email: "gus@example.com" }, ip)).status);
    expect(mails).toEqual([201, 201, 201, 429]);
    const links = [];
    for (let i = 0; i < 7; i += 1) links.push((await mint({ sessionId }, ip)).status);
    // Ten links a minute in all, the four mail requests among them.
    expect(links).toEqual([201, 201, 201, 201, 201, 201, 429]);
  });
});
