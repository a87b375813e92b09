import { randomUUID } from "node:crypto";
import { someoneWaitsOnALock } from "../../../test/someone-waits-on-a-lock";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { pendingResponseAlerts } from "../../db/schema/response-alerts";
import { surveyResponses } from "../../db/schema/surveys";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, makeActive, question, type Actor, type ErrorBody } from "../public-surveys/test-surveys";

let server: TestServer;
let owner: Actor;
let surveyId: string;
let shareId: string;

type Submitted = { success: boolean; responseId: string };

const QUESTIONS = [
  question("yes-no", "q_coffee", {
    title: "Do you drink coffee?",
    required: true,
    branchingRules: [{ condition: { operator: "equals", value: "No" }, action: { type: "goto", targetQuestionId: "q_email" } }],
  }),
  question("text", "q_brew", { title: "Favourite brew?", required: true }),
  question("email", "q_email", { title: "Your e-mail" }),
  question("rating", "q_rating", { title: "Rate us" }),
];

function submit(body: Record<string, unknown>, ip?: string, share = shareId) {
  return server.client(ip).post(`/api/public/surveys/${share}/submit`, body);
}

const rowsOf = (id: string) => server.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, id));

beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "1000" } });
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
  ({ surveyId, shareId } = (await createPublishedSurvey(owner, { title: "Coffee", questions: QUESTIONS })) as {
    surveyId: string;
    shareId: string;
  });
});

describe("POST /api/public/surveys/:shareId/submit", () => {
  it("stores a complete response (201), and an identical retry answers 200 with the same id and no new row", async () => {
    const { surveyId: id, shareId: share } = (await createPublishedSurvey(owner, { questions: QUESTIONS })) as {
      surveyId: string;
      shareId: string;
    };
    const body = {
      clientSubmissionId: randomUUID(),
      answers: { q_coffee: "Yes", q_brew: "Espresso", q_rating: 4 },
      respondentEmail: "ana@example.com",
    };
    const first = await submit(body, undefined, share);
    expect(first.status).toBe(201);
    const created = (await first.json()) as Submitted;
    expect(created.success).toBe(true);
    const retry = await submit(body, undefined, share);
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as Submitted).responseId).toBe(created.responseId);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: created.responseId,
      status: "complete",
      answers: { q_coffee: "Yes", q_brew: "Espresso", q_rating: 4 },
      respondentEmail: "ana@example.com",
      clientSubmissionId: body.clientSubmissionId,
    });
    expect(rows[0]?.completedAt).toBeInstanceOf(Date);
  });

  it("makes exactly one row of 50 concurrent identical submits", async () => {
    const body = { clientSubmissionId: randomUUID(), answers: { q_coffee: "No" } };
    const results = await Promise.all(Array.from({ length: 50 }, () => submit(body)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    const ids = new Set(await Promise.all(results.map(async (r) => ((await r.json()) as Submitted).responseId)));
    expect(ids.size).toBe(1);
    const rows = await server.db
      .select()
      .from(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.clientSubmissionId, body.clientSubmissionId)));
    expect(rows).toHaveLength(1);
    // One pending alert for the one response.
    const alerts = await server.db.select().from(pendingResponseAlerts).where(eq(pendingResponseAlerts.surveyId, surveyId));
    expect(alerts.filter((alert) => alert.responseId === rows[0]?.id)).toHaveLength(1);
  });

  it("finalizes the session's partial response into the same row", async () => {
    const sessionId = randomUUID();
    const partial = await server
      .client()
      .post(`/api/public/surveys/${shareId}/partial`, { sessionId, answers: { q_coffee: "Yes" } });
    expect(partial.status).toBe(200);
    const { responseId } = (await partial.json()) as Submitted;
    const res = await submit({
      sessionId,
      clientSubmissionId: randomUUID(),
      answers: { q_coffee: "Yes", q_brew: "Filter" },
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as Submitted).responseId).toBe(responseId);
    const rows = await server.db
      .select()
      .from(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.sessionId, sessionId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: responseId, status: "complete", answers: { q_coffee: "Yes", q_brew: "Filter" } });
    expect(rows[0]?.completedAt).toBeInstanceOf(Date);
  });

  it("finalizes once when 20 identical submits race on a partial", async () => {
    const sessionId = randomUUID();
    await server.client().post(`/api/public/surveys/${shareId}/partial`, { sessionId, answers: { q_coffee: "No" } });
    const body = { sessionId, clientSubmissionId: randomUUID(), answers: { q_coffee: "No" } };
    const results = await Promise.all(Array.from({ length: 20 }, () => submit(body)));
    expect(results.map((r) => r.status).sort()).toEqual([...Array<number>(19).fill(200), 201]);
    const rows = await server.db
      .select()
      .from(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.sessionId, sessionId)));
    expect(rows.map((r) => r.status)).toEqual(["complete"]);
  });

  it("refuses a second, different submission from a session that already completed", async () => {
    const sessionId = randomUUID();
    expect((await submit({ sessionId, clientSubmissionId: randomUUID(), answers: { q_coffee: "No" } })).status).toBe(201);
    const again = await submit({ sessionId, clientSubmissionId: randomUUID(), answers: { q_coffee: "No" } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.code).toBe("ALREADY_SUBMITTED");
  });

  it("answers 400 with per-question errors for invalid answers, and stores nothing", async () => {
    const clientSubmissionId = randomUUID();
    const res = await submit({ clientSubmissionId, answers: { q_coffee: "Yes", q_email: "not-an-email", q_rating: 42 } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(["q_brew", "q_email", "q_rating"]);
    expect(body.error.fields?.q_brew).toEqual(["This question is required"]);
    expect(body.error.fields?.q_email).toEqual(["Please enter a valid email address"]);
    const stored = await server.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.clientSubmissionId, clientSubmissionId));
    expect(stored).toEqual([]);
  });

  it("does not require a required question that branching skipped", async () => {
    // "No" jumps from the coffee question to the e-mail question, past the required brew question.
    expect((await submit({ clientSubmissionId: randomUUID(), answers: { q_coffee: "No" } })).status).toBe(201);
    const res = await submit({ clientSubmissionId: randomUUID(), answers: { q_coffee: "Yes" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toEqual({ q_brew: ["This question is required"] });
  });

  it("follows display logic: a hidden question's answer is not stored and its being required does not block", async () => {
    const shownForYes = { match: "all", conditions: [{ questionId: "q_tea", operator: "equals", value: "Yes" }] };
    const tea = (await createPublishedSurvey(owner, {
      questions: [
        question("yes-no", "q_tea", { required: true }),
        question("text", "q_blend", { required: true, displayLogic: shownForYes }),
        question("rating", "q_score", { required: true, displayLogic: shownForYes }),
      ],
    })) as { surveyId: string; shareId: string };
    // Answered while shown, then hidden by the change to "No": dropped, even the out-of-range rating.
    const hidden = await submit(
      { clientSubmissionId: randomUUID(), answers: { q_tea: "No", q_blend: "Earl Grey", q_score: 42 } },
      undefined,
      tea.shareId,
    );
    expect(hidden.status).toBe(201);
    expect((await rowsOf(tea.surveyId)).map((row) => row.answers)).toEqual([{ q_tea: "No" }]);
    // Shown, the same questions are required and checked.
    const shown = await submit(
      { clientSubmissionId: randomUUID(), answers: { q_tea: "Yes", q_blend: "Assam" } },
      undefined,
      tea.shareId,
    );
    expect(shown.status).toBe(400);
    expect(((await shown.json()) as ErrorBody).error.fields).toEqual({ q_score: ["This question is required"] });
    // A partial save drops the hidden answer too.
    const sessionId = randomUUID();
    const partial = await server
      .client()
      .post(`/api/public/surveys/${tea.shareId}/partial`, { sessionId, answers: { q_tea: "No", q_blend: "Earl Grey" } });
    expect(partial.status).toBe(200);
    const saved = await server.db
      .select()
      .from(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, tea.surveyId), eq(surveyResponses.sessionId, sessionId)));
    expect(saved.map((row) => row.answers)).toEqual([{ q_tea: "No" }]);
  });

  it("judges a URL answer by core's one rule and stores it as the respondent page commits it", async () => {
    const site = (await createPublishedSurvey(owner, { questions: [question("url", "q_site", { required: true })] })) as {
      surveyId: string;
      shareId: string;
    };
    const bad = await submit({ clientSubmissionId: randomUUID(), answers: { q_site: "not a url" } }, undefined, site.shareId);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields).toEqual({ q_site: ["Please enter a valid URL"] });
    // Another client may send the address as typed: it is stored with the https:// the page would add.
    const ok = await submit(
      { clientSubmissionId: randomUUID(), answers: { q_site: " example.com/a " } },
      undefined,
      site.shareId,
    );
    expect(ok.status).toBe(201);
    const [row] = await rowsOf(site.surveyId);
    expect(row?.answers).toEqual({ q_site: "https://example.com/a" });
  });

  it("refuses malformed bodies: missing or short ids, answers not keyed by question, a bad respondent e-mail, a link as a file answer", async () => {
    expect((await submit({ answers: { q_coffee: "No" } })).status).toBe(400);
    for (const answers of ["No", ["No"], { ["q".repeat(101)]: "No" }]) {
      const res = await submit({ clientSubmissionId: randomUUID(), answers });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.code).toBe("VALIDATION_FAILED");
    }
    expect((await submit({ clientSubmissionId: "short", answers: { q_coffee: "No" } })).status).toBe(400);
    expect((await submit({ clientSubmissionId: "../../../etc", answers: { q_coffee: "No" } })).status).toBe(400);
    const email = await submit({ clientSubmissionId: randomUUID(), answers: { q_coffee: "No" }, respondentEmail: "nope" });
    expect(((await email.json()) as ErrorBody).error.fields).toHaveProperty("respondentEmail");
    const files = (await createPublishedSurvey(owner, { questions: [question("file-upload", "q_file")] })) as {
      shareId: string;
    };
    const link = await submit(
      { clientSubmissionId: randomUUID(), answers: { q_file: "https://evil.example/cv.pdf" } },
      undefined,
      files.shareId,
    );
    expect(link.status).toBe(400);
    expect(((await link.json()) as ErrorBody).error.fields).toEqual({ q_file: ["Please upload a valid file"] });
  });

  it("answers 404 for an unpublished survey", async () => {
    const draft = await createPublishedSurvey(owner, { questions: QUESTIONS });
    expect((await owner.client.post(`/api/surveys/${draft.surveyId}/unpublish`, {})).status).toBe(200);
    const res = await submit(
      { clientSubmissionId: randomUUID(), answers: { q_coffee: "No" } },
      undefined,
      draft.shareId as string,
    );
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: "SURVEY_NOT_FOUND",
      message: "Survey not found or not published.",
    });
    expect(await rowsOf(draft.surveyId)).toEqual([]);
  });

  it("checks against the current survey right after the owner edits or unpublishes it", async () => {
    const { surveyId: id, shareId: share } = (await createPublishedSurvey(owner, {
      questions: [question("text", "q_1")],
    })) as { surveyId: string; shareId: string };
    const send = (answers: Record<string, unknown>) =>
      submit({ clientSubmissionId: randomUUID(), sessionId: randomUUID(), answers }, undefined, share);
    expect((await send({ q_1: "first" })).status).toBe(201);
    // A required question added after the survey was last read is required at once.
    const edited = await owner.client.put(`/api/surveys/${id}`, {
      title: "Feedback",
      questions: [question("text", "q_1"), question("text", "q_2", { required: true })],
    });
    expect(edited.status).toBe(200);
    const missing = await send({ q_1: "second" });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.fields).toEqual({ q_2: ["This question is required"] });
    const partial = await server
      .client()
      .post(`/api/public/surveys/${share}/partial`, { sessionId: randomUUID(), answers: { q_2: ["not", "text"] } });
    expect(partial.status).toBe(400);
    expect((await send({ q_1: "third", q_2: "now" })).status).toBe(201);
    expect((await owner.client.post(`/api/surveys/${id}/unpublish`, {})).status).toBe(200);
    expect((await send({ q_1: "late", q_2: "too late" })).status).toBe(404);
    const partialLate = await server
      .client()
      .post(`/api/public/surveys/${share}/partial`, { sessionId: randomUUID(), answers: { q_1: "x" } });
    expect(partialLate.status).toBe(404);
    expect((await rowsOf(id)).map((r) => (r.answers as { q_1: string }).q_1).sort()).toEqual(["first", "third"]);
  });

  it("stores the masked client address and the offline location", async () => {
    const located = async (ip: string) => {
      const res = await submit({ clientSubmissionId: randomUUID(), answers: { q_coffee: "No" } }, ip);
      expect(res.status).toBe(201);
      const { responseId } = (await res.json()) as Submitted;
      const [row] = await server.db.select().from(surveyResponses).where(eq(surveyResponses.id, responseId));
      return { ip: row?.ipAddress, city: row?.city, country: row?.country, region: row?.region };
    };
    expect(await located("8.8.8.8")).toMatchObject({ ip: "8.8.8.0", country: "United States" });
    expect(await located("81.2.69.142")).toEqual({
      ip: "81.2.69.0",
      // DB-IP City Lite's answer (docs/decisions/265-geoip-from-dbip-mmdb.md): a region's name, not its code.
      city: "London",
      country: "United Kingdom",
      region: "England",
    });
    expect(await located("127.0.0.1")).toEqual({ ip: "127.0.0.0", city: null, country: null, region: null });
    expect(await located("2001:db8:1:2:3:4:5:6")).toEqual({ ip: "2001:db8:1::", city: null, country: null, region: null });
  });

  it("keeps the API's guarantees on its lean pipeline: security headers, request id, same-origin check, 1 MB limit", async () => {
    const { surveyId: id, shareId: share } = (await createPublishedSurvey(owner, { questions: QUESTIONS })) as {
      surveyId: string;
      shareId: string;
    };
    const answers = { q_coffee: "No" };
    const ok = await submit({ clientSubmissionId: randomUUID(), answers }, undefined, share);
    expect(ok.status).toBe(201);
    expect(ok.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(ok.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(ok.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    for (const path of [`/api/public/surveys/${share}/submit`, `/api/public/surveys/${share}/partial`]) {
      const body = { clientSubmissionId: randomUUID(), sessionId: randomUUID(), answers };
      const crossSite = await server.client().post(path, body, { origin: "https://evil.example" });
      expect(crossSite.status).toBe(403);
      expect(((await crossSite.json()) as ErrorBody).error.code).toBe("BAD_ORIGIN");
      const huge = await server.client().post(path, { ...body, answers: { q_coffee: "x".repeat(1_100_000) } });
      expect(huge.status).toBe(413);
      expect(((await huge.json()) as ErrorBody).error.code).toBe("PAYLOAD_TOO_LARGE");
    }
    expect(await rowsOf(id)).toHaveLength(1);
  });

  it("rate limits submits and partial saves per client address, refused ones included", async () => {
    const limited = await createTestServer({
      env: { PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "3", PUBLIC_PARTIAL_LIMIT_PER_MINUTE: "2" },
    });
    const someone = await signUpVerified(limited, { name: "Limited" });
    const { shareId: share } = await createPublishedSurvey(someone, { questions: [question("number", "q_1")] });
    const send = (ip: string, answers: Record<string, unknown> = {}) =>
      limited.client(ip).post(`/api/public/surveys/${share}/submit`, { clientSubmissionId: randomUUID(), answers });
    expect((await send("198.51.100.1")).status).toBe(201);
    expect((await send("198.51.100.1", { q_1: "not a number" })).status).toBe(400);
    expect((await send("198.51.100.1")).status).toBe(201);
    const limitedRes = await send("198.51.100.1");
    expect(limitedRes.status).toBe(429);
    expect(((await limitedRes.json()) as ErrorBody).error.code).toBe("RATE_LIMITED");
    expect((await send("198.51.100.1", { q_1: "not a number" })).status).toBe(429);
    expect((await send("198.51.100.2")).status).toBe(201);
    // Unknown share ids count too, so they cannot be probed without limit.
    const probe = (n: number) =>
      limited.client("198.51.100.3").post(`/api/public/surveys/nope${n}/submit`, {
        clientSubmissionId: randomUUID(),
        answers: {},
      });
    expect([(await probe(1)).status, (await probe(2)).status, (await probe(3)).status, (await probe(4)).status]).toEqual([
      404, 404, 404, 429,
    ]);
    const save = () =>
      limited.client("198.51.100.4").post(`/api/public/surveys/${share}/partial`, { sessionId: randomUUID(), answers: {} });
    expect([(await save()).status, (await save()).status, (await save()).status]).toEqual([200, 200, 429]);
  });
});

/** Resolves once a statement of this database waits for another transaction's lock. */

// PGlite has one connection, so only PostgreSQL can hold one transaction open while another runs.
describe.runIf(process.env.DB_KIND === "postgres")("a submit racing the session's first autosave", () => {
  it("finalizes the partial response the autosave had not committed yet, rather than answering 409", async () => {
    const sessionId = randomUUID();
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    // The session's first autosave: its partial response inserted, its transaction still open.
    const autosave = server.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(surveyResponses)
        .values({ surveyId, sessionId, answers: { q_coffee: "Yes" }, status: "partial" })
        .returning({ id: surveyResponses.id });
      inserted();
      await committed;
      return row?.id;
    });
    await insertedYet;
    const submitting = submit({ sessionId, clientSubmissionId: randomUUID(), answers: { q_coffee: "No" } });
    // The submit now waits on the autosave's row in the session's unique index.
    await someoneWaitsOnALock(server);
    commit();
    const partialId = await autosave;

    const res = await submitting;
    expect(res.status).toBe(201);
    expect(((await res.json()) as Submitted).responseId).toBe(partialId);
    const rows = await server.db
      .select()
      .from(surveyResponses)
      .where(and(eq(surveyResponses.surveyId, surveyId), eq(surveyResponses.sessionId, sessionId)));
    expect(rows.map((row) => [row.id, row.status, row.answers])).toEqual([[partialId, "complete", { q_coffee: "No" }]]);
  });
});
