import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseFiles } from "../../db/schema/response-files";
import { EXPIRE_RESPONDENT_FILES_JOB } from "./respondent-file-expiry";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, question } from "../public-surveys/test-surveys";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sondar-file-expiry-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");

let server: TestServer;
let shareId: string;
let uploads = 0;

type Uploaded = { id: string; url: string };

async function upload(sessionId: string): Promise<Uploaded> {
  uploads += 1;
  const data = new FormData();
  data.append("questionId", "q_cv");
  data.append("sessionId", sessionId);
  data.append("file", new File([PDF], "cv.pdf", { type: "application/pdf" }));
  const res = await server.client(`198.51.100.${uploads}`).postForm(`/api/public/surveys/${shareId}/files`, data);
  expect(res.status).toBe(201);
  return (await res.json()) as Uploaded;
}

/** Makes these files as old as `hours`. */
async function age(files: Uploaded[], hours: number) {
  await server.db
    .update(responseFiles)
    .set({ createdAt: sql`now() - ${hours} * interval '1 hour'` })
    .where(
      inArray(
        responseFiles.id,
        files.map((file) => file.id),
      ),
    );
}

/** Runs the hourly job now, as its cron tick would. */
async function expireFiles() {
  await server.jobs.send(EXPIRE_RESPONDENT_FILES_JOB, {});
  expect(await server.jobs.runDue([EXPIRE_RESPONDENT_FILES_JOB])).toBe(1);
}

async function stored(file: Uploaded) {
  const [row] = await server.db.select().from(responseFiles).where(eq(responseFiles.id, file.id));
  return { row: row !== undefined, bytes: row ? (await server.storage.get(row.storageKey)) !== null : false };
}

beforeAll(async () => {
  server = await createTestServer({ env: { DATA_DIR: dataDir } });
  const owner = await signUpVerified(server, { name: "Owner" });
  ({ shareId } = (await createPublishedSurvey(owner, {
    questions: [
      question("file-upload", "q_cv", { fileUploadSettings: { allowedTypes: [".pdf"], maxSizeInMB: 1, maxFiles: 3 } }),
      question("text", "q_note"),
    ],
  })) as { shareId: string });
});

describe("expiry of respondents' files", () => {
  it("deletes a day-old file no response links to, from the table and the store, and keeps linked and fresh ones", async () => {
    const abandoned = await upload(randomUUID());

    const partialSession = randomUUID();
    const inPartial = await upload(partialSession);
    const saved = await server.client().post(`/api/public/surveys/${shareId}/partial`, {
      sessionId: partialSession,
      answers: { q_cv: [inPartial.url] },
    });
    expect(saved.status).toBe(200);

    const completeSession = randomUUID();
    const inComplete = await upload(completeSession);
    const submitted = await server.client().post(`/api/public/surveys/${shareId}/submit`, {
      sessionId: completeSession,
      clientSubmissionId: randomUUID(),
      answers: { q_cv: inComplete.url },
    });
    expect(submitted.status).toBe(201);

    // A submit without a session may link a file uploaded under another one.
    const otherSessionFile = await upload(randomUUID());
    const sessionless = await server.client().post(`/api/public/surveys/${shareId}/submit`, {
      clientSubmissionId: randomUUID(),
      answers: { q_cv: [otherSessionFile.url] },
    });
    expect(sessionless.status).toBe(201);

    const fresh = await upload(randomUUID());
    await age([abandoned, inPartial, inComplete, otherSessionFile], 25);
    await age([fresh], 23);
    expect(await stored(abandoned)).toEqual({ row: true, bytes: true });

    await expireFiles();
    expect(await stored(abandoned)).toEqual({ row: false, bytes: false });
    for (const kept of [inPartial, inComplete, otherSessionFile, fresh])
      expect(await stored(kept)).toEqual({ row: true, bytes: true });
  });

  it("deletes a file once the partial response that linked it no longer does", async () => {
    const sessionId = randomUUID();
    const dropped = await upload(sessionId);
    const kept = await upload(sessionId);
    const save = (answers: Record<string, unknown>) =>
      server.client().post(`/api/public/surveys/${shareId}/partial`, { sessionId, answers });
    expect((await save({ q_cv: [dropped.url, kept.url] })).status).toBe(200);
    await age([dropped, kept], 30);
    await expireFiles();
    expect(await stored(dropped)).toEqual({ row: true, bytes: true });

    expect((await save({ q_cv: [kept.url], q_note: "changed my mind" })).status).toBe(200);
    await expireFiles();
    expect(await stored(dropped)).toEqual({ row: false, bytes: false });
    expect(await stored(kept)).toEqual({ row: true, bytes: true });
  });
});
