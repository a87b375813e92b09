import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { responseFiles } from "../../db/schema/response-files";
import { surveyResponses, surveys } from "../../db/schema/surveys";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createLogger } from "../../lib/logger";
import { createPublishedSurvey, makeActive, question, uploadTestPdf } from "../public-surveys/test-surveys";
import { deleteExpiredResponses } from "./delete-expired-responses";
import { RESPONSE_RETENTION_JOB } from "./response-retention-job";

const DAY = 24 * 60 * 60_000;

// The server's clock, moved by the tests; the database's own clock stamps the rows.
let clockOffsetMs = 0;
let server: TestServer;
let owner: Awaited<ReturnType<typeof signUpVerified>>;

beforeAll(async () => {
  server = await createTestServer({ now: () => new Date(Date.now() + clockOffsetMs) });
  owner = await signUpVerified(server);
  await makeActive(server, owner.userId);
});

const sweepDeps = () => ({ db: server.db, storage: server.storage, logger: createLogger("silent") });

const fileQuestion = question("file-upload", "q_cv", {
  fileUploadSettings: { allowedTypes: [".pdf"], maxSizeInMB: 1, maxFiles: 2 },
});

/** A published survey with this retention period and one response (with a file) per session. */
async function surveyWithResponses(retentionDays: number | null, sessions: string[]) {
  const { surveyId, shareId } = (await createPublishedSurvey(owner, {
    questions: [fileQuestion],
    settings: { retentionDays },
  })) as { surveyId: string; shareId: string };
  const responseIds: Record<string, string> = {};
  for (const name of sessions) {
    // Session ids are 8 to 100 characters.
    const sessionId = `session-${name}`;
    const { url } = await uploadTestPdf(server.client(), shareId, "q_cv", sessionId);
    const submitted = await server.client().post(`/api/public/surveys/${shareId}/submit`, {
      clientSubmissionId: randomUUID(),
      sessionId,
      answers: { q_cv: [url] },
    });
    expect(submitted.status).toBe(201);
    responseIds[name] = ((await submitted.json()) as { responseId: string }).responseId;
  }
  return { surveyId, responseIds };
}

/** Makes a response (first saved) `days` old by the database's clock. */
async function age(responseId: string, days: number) {
  await server.db
    .update(surveyResponses)
    .set({ createdAt: sql`now() - ${days} * interval '1 day'` })
    .where(eq(surveyResponses.id, responseId));
}

async function sessionsLeft(surveyId: string) {
  const rows = await server.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId));
  return rows.map((row) => row.sessionId?.replace("session-", "")).sort();
}

async function filesOf(surveyId: string) {
  return server.db.select().from(responseFiles).where(eq(responseFiles.surveyId, surveyId));
}

async function sweep() {
  await server.jobs.send(RESPONSE_RETENTION_JOB, {});
  expect(await server.jobs.runDue([RESPONSE_RETENTION_JOB])).toBeGreaterThanOrEqual(1);
}

describe("response retention", () => {
  it("deletes, through the job, only the responses older than the period and their files, only on surveys with the setting", async () => {
    const kept = await surveyWithResponses(30, ["recent", "old"]);
    const unset = await surveyWithResponses(null, ["ancient"]);
    await age(kept.responseIds.old as string, 31);
    await age(unset.responseIds.ancient as string, 400);
    const filesBefore = await filesOf(kept.surveyId);
    expect(filesBefore).toHaveLength(2);

    await sweep();

    expect(await sessionsLeft(kept.surveyId)).toEqual(["recent"]);
    expect(await sessionsLeft(unset.surveyId)).toEqual(["ancient"]);
    const filesAfter = await filesOf(kept.surveyId);
    expect(filesAfter.map((file) => file.sessionId)).toEqual(["session-recent"]);
    for (const file of filesBefore) {
      expect((await server.storage.get(file.storageKey)) === null, file.sessionId).toBe(file.sessionId === "session-old");
    }
    expect(await filesOf(unset.surveyId)).toHaveLength(1);

    // Thirty days on by the server's clock, the recent response is past the period too.
    clockOffsetMs = 29 * DAY;
    await sweep();
    expect(await sessionsLeft(kept.surveyId)).toEqual(["recent"]);
    clockOffsetMs = 31 * DAY;
    await sweep();
    expect(await sessionsLeft(kept.surveyId)).toEqual([]);
    expect(await filesOf(kept.surveyId)).toHaveLength(0);
    expect(await sessionsLeft(unset.surveyId)).toEqual(["ancient"]);
    clockOffsetMs = 0;
  });

  it("works in bounded batches and says when more is left", async () => {
    const { surveyId, responseIds } = await surveyWithResponses(1, ["a", "b", "c"]);
    for (const id of Object.values(responseIds)) await age(id, 2);
    const first = await deleteExpiredResponses(sweepDeps(), new Date(), { batch: 1, batches: 2 });
    expect(first).toEqual({ deleted: 2, more: true });
    expect(await sessionsLeft(surveyId)).toHaveLength(1);
    const second = await deleteExpiredResponses(sweepDeps(), new Date(), { batch: 1, batches: 2 });
    expect(second).toEqual({ deleted: 1, more: false });
    expect(await sessionsLeft(surveyId)).toEqual([]);
  });

  it("refuses a period outside 1 to 3650 days when the survey is saved", async () => {
    const created = await owner.client.post("/api/surveys", {});
    const { survey } = (await created.json()) as { survey: { id: string } };
    for (const retentionDays of [0, 3651, 1.5]) {
      const res = await owner.client.put(`/api/surveys/${survey.id}`, { title: "T", settings: { retentionDays } });
      expect(res.status, String(retentionDays)).toBe(400);
    }
    const ok = await owner.client.put(`/api/surveys/${survey.id}`, { title: "T", settings: { retentionDays: 3650 } });
    expect(ok.status).toBe(200);
    const [row] = await server.db.select().from(surveys).where(eq(surveys.id, survey.id));
    expect((row?.settings as { retentionDays: number }).retentionDays).toBe(3650);
  });
});
