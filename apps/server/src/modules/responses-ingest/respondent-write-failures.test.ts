// The respondent writes when something goes wrong: text the database cannot store, a statement
// that fails, a finalize that meets its submission id elsewhere. Each is answered in the API's
// shape and counted against the client's limit, so it cannot be repeated without end.
import { randomUUID } from "node:crypto";
import { ERROR_MESSAGES } from "@sondar/core/errors/error-codes";
import { and, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN_LOCATION } from "../../adapters/geo/geo-adapter";
import { surveyResponses } from "../../db/schema/surveys";
import { createLogger } from "../../lib/logger";
import { createApiSteps } from "../../middleware/api-steps";
import { leanJsonRoutes } from "../../middleware/lean-json-route";
import { createClient, createTestServer, signUpVerified, TEST_ORIGIN, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, question, type ErrorBody } from "../public-surveys/test-surveys";
import { respondentWriteRoutes } from "./respondent-write-routes";

let server: TestServer;
let surveyId: string;
let shareId: string;

beforeAll(async () => {
  server = await createTestServer();
  const owner = await signUpVerified(server, { name: "Owner" });
  ({ surveyId, shareId } = (await createPublishedSurvey(owner, {
    questions: [question("text", "q_text"), question("matrix", "q_grid", { matrixRows: ["Row 1"], matrixColumns: ["Col 1"] })],
  })) as { surveyId: string; shareId: string });
  // A stand-in for any failure of the write statement (a lost connection, a full disk): this
  // file's own database refuses answers that mention "explode".
  await server.db.execute(sql`create function test_refuse_explode() returns trigger language plpgsql as $$
    begin
      if new.answers::text like '%explode%' then raise exception 'simulated write failure'; end if;
      return new;
    end $$`);
  await server.db.execute(sql`create trigger test_refuse_explode before insert or update on survey_responses
    for each row execute function test_refuse_explode()`);
});

/** The respondent write routes on this file's database, with their own limits and a log to read. */
function respondentApp(limits: { submitPerMinute: number; partialPerMinute: number }) {
  const logged: { level: number; msg: string; err?: { message: string } }[] = [];
  const logger = createLogger("error", { write: (line: string) => logged.push(JSON.parse(line) as (typeof logged)[0]) });
  const steps = createApiSteps({
    trustedOrigins: [TEST_ORIGIN],
    trustProxyHops: 0,
    security: { chatWidgetUrl: undefined, isHttps: false },
    logger,
    takesForm: () => false,
  });
  const leanRoute = leanJsonRoutes({ steps, logger, deadlineMs: 10_000 });
  const routes = respondentWriteRoutes({
    db: server.db,
    geo: { lookup: async () => UNKNOWN_LOCATION },
    now: () => new Date(),
    limits,
    spamShield: { key: "test", minAnswerMs: 0 },
    leanRoute,
  });
  const app = new Hono().route("/", routes);
  return { client: (ip: string) => createClient(app, ip), logged };
}

const rowsOfSession = (sessionId: string) =>
  server.db
    .select()
    .from(surveyResponses)
    .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.sessionId, sessionId)));

describe("text the database cannot store", () => {
  it("is refused with 400 VALIDATION_FAILED, whichever string it hides in, and nothing is stored", async () => {
    const client = server.client("192.0.2.1");
    const cases: Record<string, unknown>[] = [
      { q_text: "a\u0000b" },
      { q_text: "\ud800" },
      { q_grid: { "Row 1": "\udc00" } },
      { q_grid: { "Row\u0000": "Col 1" } },
      { "q_text\u0000": "x" },
    ];
    for (const answers of cases) {
      const sessionId = randomUUID();
      for (const path of ["submit", "partial"]) {
        const res = await client.post(`/api/public/surveys/${shareId}/${path}`, {
          sessionId,
          clientSubmissionId: randomUUID(),
          answers,
        });
        expect(res.status, `${path} ${JSON.stringify(answers)}`).toBe(400);
        const { error } = (await res.json()) as ErrorBody;
        expect(error.code).toBe("VALIDATION_FAILED");
        expect(error.fields?._?.[0]).toMatch(/must not contain NUL characters or unpaired UTF-16 surrogates$/);
      }
      expect(await rowsOfSession(sessionId)).toEqual([]);
    }
  });

  it("is refused in the respondent's e-mail and the client's ids too", async () => {
    const client = server.client("192.0.2.2");
    const submit = (body: Record<string, unknown>) =>
      client.post(`/api/public/surveys/${shareId}/submit`, {
        clientSubmissionId: randomUUID(),
        answers: { q_text: "fine" },
        ...body,
      });
    const fieldsOf = async (body: Record<string, unknown>) => {
      const res = await submit(body);
      expect(res.status).toBe(400);
      return Object.keys(((await res.json()) as ErrorBody).error.fields ?? {});
    };
    expect(await fieldsOf({ respondentEmail: "ana\u0000@example.com" })).toEqual(["respondentEmail"]);
    expect(await fieldsOf({ respondentEmail: "ana\ud800@example.com" })).toEqual(["respondentEmail"]);
    expect(await fieldsOf({ sessionId: `${randomUUID()}\u0000` })).toEqual(["sessionId"]);
    expect(await fieldsOf({ clientSubmissionId: `${randomUUID()}\ud800` })).toEqual(["clientSubmissionId"]);
  });

  it("does not spoil the other respondents' writes batched with it", async () => {
    const client = server.client("192.0.2.3");
    const sessions = Array.from({ length: 12 }, () => randomUUID());
    const results = await Promise.all(
      sessions.map((sessionId, index) =>
        client.post(`/api/public/surveys/${shareId}/submit`, {
          sessionId,
          clientSubmissionId: randomUUID(),
          answers: { q_text: index % 3 === 0 ? "bad\u0000" : `fine ${index}` },
        }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual(sessions.map((_, index) => (index % 3 === 0 ? 400 : 201)));
  });
});

describe("a write statement that fails", () => {
  it("answers 500 INTERNAL without details, logs the error once without the answers, and still counts the client's hit", async () => {
    const { client, logged } = respondentApp({ submitPerMinute: 2, partialPerMinute: 2 });
    const respondent = client("192.0.2.10");
    const submit = () =>
      respondent.post(`/api/public/surveys/${shareId}/submit`, {
        clientSubmissionId: randomUUID(),
        answers: { q_text: "explode", q_grid: { "Row 1": "Col 1" } },
      });
    const failed = await submit();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: { code: "INTERNAL", message: ERROR_MESSAGES.INTERNAL } });
    expect((await submit()).status).toBe(500);
    const limited = await submit();
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorBody).error.code).toBe("RATE_LIMITED");
    const errors = logged.filter((line) => line.msg === "unhandled error");
    expect(errors.map((line) => line.err?.message)).toEqual([
      expect.stringContaining("simulated write failure"),
      expect.stringContaining("simulated write failure"),
    ]);
    // The statement's parameters are the respondent's answers: the log names the statement only.
    expect(JSON.stringify(logged)).not.toContain("Col 1");

    const save = () =>
      respondent.post(`/api/public/surveys/${shareId}/partial`, { sessionId: randomUUID(), answers: { q_text: "explode" } });
    expect([(await save()).status, (await save()).status, (await save()).status]).toEqual([500, 500, 429]);
  });

  it("counts the hit of a submit whose finalize met its submission id on another response", async () => {
    const { client } = respondentApp({ submitPerMinute: 3, partialPerMinute: 10 });
    const respondent = client("192.0.2.11");
    const clientSubmissionId = randomUUID();
    const first = await respondent.post(`/api/public/surveys/${shareId}/submit`, {
      clientSubmissionId,
      answers: { q_text: "first" },
    });
    expect(first.status).toBe(201);
    const { responseId } = (await first.json()) as { responseId: string };
    const sessionId = randomUUID();
    const partial = await respondent.post(`/api/public/surveys/${shareId}/partial`, { sessionId, answers: { q_text: "x" } });
    expect(partial.status).toBe(200);
    // Finalizing the session's response with an id another response holds rolls back: a replay.
    const again = () =>
      respondent.post(`/api/public/surveys/${shareId}/submit`, { sessionId, clientSubmissionId, answers: { q_text: "x" } });
    const replay = await again();
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { responseId: string }).responseId).toBe(responseId);
    expect((await again()).status).toBe(200);
    expect((await again()).status).toBe(429);
    expect((await rowsOfSession(sessionId)).map((row) => row.status)).toEqual(["partial"]);
  });
});
