import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { ResponsePage } from "@sondar/core/responses/response-list";
import { responsePageSchema, surveySummarySchema } from "@sondar/core/responses/response-replies";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseFiles } from "../../db/schema/response-files";
import { surveyResponses } from "../../db/schema/surveys";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import {
  createPublishedSurvey,
  makeActive,
  question,
  uploadTestPdf,
  type Actor,
  type ErrorBody,
} from "../public-surveys/test-surveys";
import { insertResponses, insertSurvey, minute } from "./test-responses";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sondar-responses-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let server: TestServer;
let owner: Actor;

async function page(surveyId: string, query = ""): Promise<ResponsePage> {
  const res = await owner.client.get(`/api/surveys/${surveyId}/responses${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ResponsePage;
}

function deleteResponses(surveyId: string, ids: unknown) {
  return owner.client.post(`/api/surveys/${surveyId}/responses/delete`, { ids });
}

const surveyRows = (surveyId: string) => server.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId));

beforeAll(async () => {
  server = await createTestServer({ env: { DATA_DIR: dataDir } });
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
});

describe("GET /api/surveys/:id/responses", () => {
  let surveyId: string;
  let complete: string[];
  let partial: string[];
  let undated: string;
  let tied: string[];

  beforeAll(async () => {
    surveyId = await insertSurvey(server, { createdBy: owner.userId });
    // 24 complete responses a minute apart (minutes 1..24), two sharing minute 30, one without a time.
    complete = await insertResponses(
      server,
      surveyId,
      Array.from({ length: 24 }, (_, i) => ({ at: i + 1, answers: { q_name: `Answer ${i + 1}` } })),
    );
    tied = await insertResponses(server, surveyId, [{ at: 30 }, { at: 30 }]);
    [undated] = (await insertResponses(server, surveyId, [{ at: 40, completedAt: null }])) as [string];
    partial = await insertResponses(server, surveyId, [
      { status: "partial", at: 5 },
      { status: "partial", at: 50 },
      { status: "partial", at: 35 },
    ]);
    // Another survey's responses stay out of every count.
    await insertResponses(server, await insertSurvey(server, { createdBy: owner.userId }), [{ at: 60 }, { at: 61 }]);
  });

  it("pages complete responses 10 at a time, newest completion first, counted in full", async () => {
    const first = await page(surveyId);
    expect(first).toMatchObject({ totalCount: 27, totalPages: 3, currentPage: 1, pageSize: 10 });
    const [a, b] = [...tied].sort().reverse();
    // The two responses completed at the same minute come in id order (descending).
    expect(first.data.map((r) => r.id)).toEqual([a, b, ...complete.slice(16).reverse()]);
  });

  it("answers the list and the summary in the shapes of core's reply schemas, which the web parses them with", async () => {
    const list = await owner.client.get(`/api/surveys/${surveyId}/responses?status=all`);
    expect(responsePageSchema.safeParse(await list.json()).success).toBe(true);
    const summary = await owner.client.get(`/api/surveys/${surveyId}/responses/summary?status=all`);
    expect(surveySummarySchema.safeParse(await summary.json()).success).toBe(true);
  });

  it("puts a complete response without a completion time last", async () => {
    const last = await page(surveyId, "?page=3");
    expect(last.data).toHaveLength(7);
    expect(last.data.at(-1)?.id).toBe(undated);
    expect(last.data[0]?.id).toBe(complete[5]);
  });

  it("returns each response with its answers, times and respondent details", async () => {
    // Third newest: after the two completed at minute 30 comes the one of minute 24.
    const [row] = (await page(surveyId, "?pageSize=1&page=3")).data;
    expect(row).toEqual({
      id: complete[23],
      status: "complete",
      completedAt: minute(24).toISOString(),
      createdAt: minute(0).toISOString(),
      updatedAt: minute(24).toISOString(),
      respondentEmail: null,
      city: null,
      country: null,
      region: null,
      answers: { q_name: "Answer 24" },
      hiddenFields: {},
    });
  });

  it("lists partial responses, and all responses, by last update", async () => {
    const partials = await page(surveyId, "?status=partial");
    expect(partials).toMatchObject({ totalCount: 3, totalPages: 1 });
    expect(partials.data.map((r) => r.id)).toEqual([partial[1], partial[2], partial[0]]);
    expect(partials.data[0]).toMatchObject({ status: "partial", completedAt: null });

    const all = await page(surveyId, "?status=all&pageSize=3");
    expect(all).toMatchObject({ totalCount: 30, totalPages: 10, pageSize: 3 });
    expect(all.data.map((r) => r.id)).toEqual([partial[1], undated, partial[2]]);
  });

  it("answers a page past the end with no rows and the right totals", async () => {
    expect(await page(surveyId, "?page=9")).toEqual({ data: [], totalCount: 27, totalPages: 3, currentPage: 9, pageSize: 10 });
  });

  it("answers a survey without responses with one empty page", async () => {
    const empty = await insertSurvey(server, { createdBy: owner.userId });
    expect(await page(empty)).toEqual({ data: [], totalCount: 0, totalPages: 1, currentPage: 1, pageSize: 10 });
  });

  it("lists one response alone when asked by id, as a cited response opens it, and no other survey's", async () => {
    expect(await page(surveyId, `?status=all&response=${partial[2]}`)).toMatchObject({
      data: [expect.objectContaining({ id: partial[2] })],
      totalCount: 1,
      totalPages: 1,
    });
    const [otherSurveys] = await insertResponses(server, await insertSurvey(server, { createdBy: owner.userId }), [{ at: 70 }]);
    expect(await page(surveyId, `?status=all&response=${otherSurveys}`)).toMatchObject({ data: [], totalCount: 0 });
  });

  it("refuses a page, page size or status outside the rules", async () => {
    for (const query of ["?page=0", "?page=abc", "?pageSize=0", "?pageSize=101", "?status=finished", "?response=not-an-id"]) {
      const res = await owner.client.get(`/api/surveys/${surveyId}/responses${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe("VALIDATION_FAILED");
    }
  });
});

describe("POST /api/surveys/:id/responses/delete", () => {
  it("deletes the listed responses of this survey only, and says how many", async () => {
    const surveyId = await insertSurvey(server, { createdBy: owner.userId });
    const otherSurvey = await insertSurvey(server, { createdBy: owner.userId });
    const [keep, gone1, gone2] = (await insertResponses(server, surveyId, [
      { at: 1 },
      { at: 2 },
      { status: "partial", at: 3 },
    ])) as [string, string, string];
    const [foreign] = (await insertResponses(server, otherSurvey, [{ at: 1 }])) as [string];

    const res = await deleteResponses(surveyId, [gone1, gone2, gone2.toUpperCase(), foreign, randomUUID()]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: 2 });
    expect((await surveyRows(surveyId)).map((r) => r.id)).toEqual([keep]);
    expect(await surveyRows(otherSurvey)).toHaveLength(1);
  });

  it("refuses an empty list, ids that are not ids, and more than 1000 at once", async () => {
    const surveyId = await insertSurvey(server, { createdBy: owner.userId });
    const [id] = (await insertResponses(server, surveyId, [{ at: 1 }])) as [string];
    for (const ids of [[], ["1; drop table survey_responses"], "all", Array.from({ length: 1001 }, () => randomUUID())]) {
      const res = await deleteResponses(surveyId, ids);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe("VALIDATION_FAILED");
    }
    expect((await surveyRows(surveyId)).map((r) => r.id)).toEqual([id]);
  });

  it("deletes the files uploaded by the deleted responses' respondents, and no one else's", async () => {
    const { surveyId, shareId } = (await createPublishedSurvey(owner, {
      questions: [
        question("file-upload", "q_cv", { fileUploadSettings: { allowedTypes: [".pdf"], maxSizeInMB: 1, maxFiles: 2 } }),
      ],
    })) as { surveyId: string; shareId: string };
    const upload = async (sessionId: string) => (await uploadTestPdf(server.client(), shareId, "q_cv", sessionId)).url;
    const submit = async (sessionId: string, urls: string[]) => {
      const res = await server.client().post(`/api/public/surveys/${shareId}/submit`, {
        clientSubmissionId: randomUUID(),
        sessionId,
        answers: { q_cv: urls },
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { responseId: string }).responseId;
    };
    // One respondent keeps one of two uploads in the answer; another respondent uploads too.
    const [linked, unlinked] = [await upload("session-gone-1"), await upload("session-gone-1")];
    const gone = await submit("session-gone-1", [linked]);
    const kept = await submit("session-kept-1", [await upload("session-kept-1")]);
    const files = await server.db.select().from(responseFiles).where(eq(responseFiles.surveyId, surveyId));
    expect(files).toHaveLength(3);
    expect(unlinked).not.toBe(linked);

    const res = await deleteResponses(surveyId, [gone]);
    expect(await res.json()).toEqual({ deleted: 1 });
    const left = await server.db.select().from(responseFiles).where(eq(responseFiles.surveyId, surveyId));
    expect(left.map((f) => f.sessionId)).toEqual(["session-kept-1"]);
    const keptFile = left[0] as (typeof left)[number];
    for (const f of files) {
      const stored = await server.storage.get(f.storageKey);
      expect(stored === null, f.sessionId).toBe(f.sessionId === "session-gone-1");
    }
    expect((await surveyRows(surveyId)).map((r) => r.id)).toEqual([kept]);
    // The kept response's file is still served to the owner; the deleted one's is gone.
    expect((await owner.client.get(`/api/surveys/${surveyId}/response-files/${keptFile.id}`)).status).toBe(200);
    expect((await owner.client.get(linked)).status).toBe(404);
  });
});
