import { randomUUID } from "node:crypto";
import { SAMPLE_SURVEY_SHARE_IDS } from "@sondar/core/site/sample-survey";
import type { Question } from "@sondar/core/surveys/question-schema";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, sessions, users } from "../../db/schema/auth";
import { surveyResponses, surveys } from "../../db/schema/surveys";
import { openDatabase } from "../../db/open-database";
import { createTestDatabaseUrl } from "../../../test/test-database";
import { createTestServer, type TestServer } from "../../../test/test-server";
import { SAMPLE_OWNER_EMAIL, SAMPLE_OWNER_ID, seedSampleSurvey, seedSampleSurveys } from "./seed-sample-survey";

const SAMPLE_SURVEY_SHARE_ID = SAMPLE_SURVEY_SHARE_IDS.en;

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ env: { PRODUCT_NAME: "Acme Surveys" } });
});

const sampleRows = (db: TestServer["db"]) => db.select().from(surveys).where(eq(surveys.shareId, SAMPLE_SURVEY_SHARE_ID));

describe("the sample survey", () => {
  it("is seeded once however many starts ask at the same moment, and not again after it is deleted", async () => {
    const outcomes = await Promise.all([1, 2, 3].map(() => seedSampleSurvey(server.db, "Acme Surveys")));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const rows = await sampleRows(server.db);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "published", createdBy: SAMPLE_OWNER_ID, title: "Acme Surveys sample survey" });

    await server.db.delete(surveys).where(eq(surveys.shareId, SAMPLE_SURVEY_SHARE_ID));
    expect(await seedSampleSurvey(server.db, "Acme Surveys")).toBe(false);
    expect(await sampleRows(server.db)).toHaveLength(0);
  });

  it("is not seeded, and tried again at the next start, when someone already holds its owner's address", async () => {
    const fresh = await createTestServer();
    await fresh.db.insert(users).values({ id: randomUUID(), name: "Squatter", email: SAMPLE_OWNER_EMAIL, emailVerified: false });
    await expect(seedSampleSurvey(fresh.db, "Acme Surveys")).rejects.toThrow(/belongs to another account/);
    expect(await sampleRows(fresh.db)).toHaveLength(0);
    // Nothing was marked as seeded: once the address is free, the next start seeds it.
    await fresh.db.delete(users).where(eq(users.email, SAMPLE_OWNER_EMAIL));
    expect(await seedSampleSurvey(fresh.db, "Acme Surveys")).toBe(true);
  });

  it("is a published survey answerable at its public link", async () => {
    const fresh = await createTestServer();
    await seedSampleSurvey(fresh.db, fresh.config.productName);
    const client = fresh.client("198.51.100.7");
    const loaded = await client.get(`/api/public/surveys/${SAMPLE_SURVEY_SHARE_ID}`);
    expect(loaded.status).toBe(200);
    const { survey } = (await loaded.json()) as { survey: { id: string; title: string; questions: { id: string }[] } };
    expect(survey.title).toBe("Sondar sample survey");
    expect(survey.questions.map((q) => q.id)).toContain("q_sample_rating");

    const submitted = await client.post(`/api/public/surveys/${SAMPLE_SURVEY_SHARE_ID}/submit`, {
      clientSubmissionId: randomUUID(),
      answers: { q_sample_rating: 4, q_sample_use: "Customer feedback", q_sample_nps: 9, q_sample_ai: "Yes" },
    });
    expect(submitted.status).toBe(201);
    const stored = await fresh.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, survey.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.status).toBe("complete");

    // Its page is the respondent page, not a 404.
    const page = await client.get(`/s/${SAMPLE_SURVEY_SHARE_ID}`);
    expect(page.status).not.toBe(404);
  });

  it("is seeded in every language, each at its own link in its own words, and a deleted one stays deleted", async () => {
    const fresh = await createTestServer();
    // An installation from before the other languages: its English sample was seeded and deleted.
    expect(await seedSampleSurvey(fresh.db, "Sondar")).toBe(true);
    await fresh.db.delete(surveys).where(eq(surveys.shareId, SAMPLE_SURVEY_SHARE_ID));

    expect(await seedSampleSurveys(fresh.db, "Sondar")).toEqual(["es", "fr", "de", "pt"]);
    expect(await seedSampleSurveys(fresh.db, "Sondar")).toEqual([]);
    const rows = await fresh.db
      .select({ shareId: surveys.shareId, title: surveys.title, questions: surveys.questions })
      .from(surveys);
    const byShareId = new Map(rows.map((row) => [row.shareId, { title: row.title, questions: row.questions as Question[] }]));
    expect(byShareId.has(SAMPLE_SURVEY_SHARE_ID)).toBe(false);
    expect(byShareId.get(SAMPLE_SURVEY_SHARE_IDS.es)?.title).toBe("Encuesta de ejemplo de Sondar");
    expect(byShareId.get(SAMPLE_SURVEY_SHARE_IDS.de)?.questions[0]?.title).toBe(
      "Wie finden Sie die Umfragen, die Sie üblicherweise erhalten?",
    );
    // Every language asks the same questions, so a response reads the same whichever was answered.
    const ids = (shareId: string) => byShareId.get(shareId)?.questions.map((q) => `${q.id}:${q.type}`);
    for (const language of ["es", "fr", "de", "pt"] as const) {
      expect(ids(SAMPLE_SURVEY_SHARE_IDS[language])).toEqual(ids(SAMPLE_SURVEY_SHARE_IDS.es));
    }
    const loaded = await fresh.client("198.51.100.9").get(`/api/public/surveys/${SAMPLE_SURVEY_SHARE_IDS.fr}`);
    expect(loaded.status).toBe(200);
  });

  it("belongs to an account nobody can sign in to, not even through a password reset", async () => {
    await seedSampleSurvey(server.db, "Acme Surveys");
    const client = server.client("198.51.100.8");
    expect((await client.post("/api/account/password-reset", { email: SAMPLE_OWNER_EMAIL })).status).toBe(204);
    const mail = await server.lastMailTo(SAMPLE_OWNER_EMAIL);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    const token = new URL((await client.get(link)).headers.get("location") ?? "", "http://localhost").searchParams.get("token");
    expect(token).toBeTruthy();
    // The library answers the reset as done, but the auth hooks refused to store the password.
    await client.post("/api/auth/reset-password", { newPassword: "taken-over", token });
    const signIn = await client.post("/api/auth/sign-in/email", { email: SAMPLE_OWNER_EMAIL, password: "taken-over" });
    expect(signIn.status).not.toBe(200);
    expect(client.hasSession()).toBe(false);
    expect(await server.db.select().from(accounts).where(eq(accounts.userId, SAMPLE_OWNER_ID))).toEqual([]);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, SAMPLE_OWNER_ID))).toEqual([]);
  });
});

describe.runIf(process.env.DB_KIND === "postgres")("the sample survey on PostgreSQL", () => {
  it("is seeded once when several processes start together on one database", async () => {
    // Several rounds: a race lost once in a while would otherwise pass by luck.
    for (let round = 0; round < 3; round += 1) {
      const url = await createTestDatabaseUrl();
      const handles = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url, dataDir: "" })));
      try {
        const outcomes = await Promise.all(handles.map((handle) => seedSampleSurvey(handle.db, "Sondar")));
        expect(outcomes.filter(Boolean)).toHaveLength(1);
        const [first] = handles;
        expect(first && (await sampleRows(first.db))).toHaveLength(1);
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
      }
    }
  });
});
