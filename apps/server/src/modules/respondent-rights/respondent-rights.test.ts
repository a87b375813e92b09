import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit-log";
import { responseFiles } from "../../db/schema/response-files";
import { surveyResponses } from "../../db/schema/surveys";
import { createMatrixActors, matrixRowTitle, type MatrixActor } from "../../../test/access-matrix-actors";
import { createTestServer, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, question, uploadTestPdf } from "../public-surveys/test-surveys";
import { insertResponses, insertSurvey } from "../responses/test-responses";

type ActorName = "anonymous" | "owner" | "anotherUser" | "orgMember" | "orgAdmin" | "nonMember" | "expiredTrial";
type Endpoint = "find" | "export" | "erase";

// Whoever may delete the survey's responses, on a plan that allows deleting, and no one else.
const EXPECTED: Record<ActorName, number> = {
  anonymous: 401,
  owner: 200,
  anotherUser: 404,
  orgMember: 403,
  orgAdmin: 200,
  nonMember: 404,
  expiredTrial: 402,
};
const CODES: Record<number, string> = {
  401: "UNAUTHENTICATED",
  402: "SUBSCRIPTION_REQUIRED",
  403: "RESPONSES_DELETE_FORBIDDEN",
  404: "RESPONSES_NOT_FOUND",
};

let server: TestServer;
let orgId: string;
let actors: Record<ActorName, MatrixActor>;

beforeAll(async () => {
  server = await createTestServer();
  ({ actors, orgId } = await createMatrixActors(server, ["anotherUser", "orgAdmin", "nonMember"]));
});

const owner = () => actors.owner.client;
const call = (client: MatrixActor["client"], surveyId: string, endpoint: Endpoint, body: unknown) =>
  client.post(`/api/surveys/${surveyId}/respondent/${endpoint}`, body);

async function idsLeft(surveyId: string) {
  const rows = await server.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, surveyId));
  return rows.map((row) => row.id).sort();
}

describe("find a respondent", () => {
  it("matches a whole answer or hidden value, text case-insensitively, and never another survey's rows", async () => {
    const createdBy = actors.owner.userId as string;
    const surveyId = await insertSurvey(server, { createdBy });
    const otherSurvey = await insertSurvey(server, { createdBy });
    const [byAnswer, byHidden, byChoice, byMatrix, unrelated, partialMatch] = await insertResponses(server, surveyId, [
      { at: 1, answers: { q_email: "Ana@Example.com" } },
      { at: 2, answers: { q_text: "hello" } },
      { at: 3, answers: { q_choices: ["x", "ANA@example.com"] } },
      { at: 4, answers: { q_matrix: { row1: "ana@example.com" } } },
      { at: 5, answers: { q_email: "bob@example.com", q_rating: 4 } },
      { at: 6, answers: { q_email: "ana@example.com.evil" } },
    ]);
    await server.db
      .update(surveyResponses)
      .set({ hiddenFields: { uid: "ana@example.com" } })
      .where(eq(surveyResponses.id, byHidden as string));
    const [foreign] = await insertResponses(server, otherSurvey, [{ at: 1, answers: { q_email: "ana@example.com" } }]);

    const res = await call(owner(), surveyId, "find", { value: "  ana@EXAMPLE.com " });
    expect(res.status).toBe(200);
    const page = (await res.json()) as { data: { id: string }[]; totalCount: number };
    expect(page.totalCount).toBe(4);
    expect(page.data.map((item) => item.id).sort()).toEqual([byAnswer, byHidden, byChoice, byMatrix].sort());
    const found = page.data.map((item) => item.id);
    expect(found).not.toContain(foreign);
    expect(found).not.toContain(unrelated);
    expect(found).not.toContain(partialMatch);

    // A number answer matches as written; nothing matches an empty value.
    const byNumber = (await (await call(owner(), surveyId, "find", { value: "4" })).json()) as { data: { id: string }[] };
    expect(byNumber.data.map((item) => item.id)).toEqual([unrelated]);
    const empty = await call(owner(), surveyId, "find", { value: "   " });
    expect(empty.status).toBe(400);
  });

  it("pages its matches, twenty at a time", async () => {
    const surveyId = await insertSurvey(server, { createdBy: actors.owner.userId as string });
    await insertResponses(
      server,
      surveyId,
      Array.from({ length: 25 }, (_, i) => ({ at: i, answers: { q_email: "same@example.com" } })),
    );
    const first = (await (await call(owner(), surveyId, "find", { value: "same@example.com" })).json()) as {
      data: unknown[];
      totalPages: number;
    };
    const second = (await (await call(owner(), surveyId, "find", { value: "same@example.com", page: 2 })).json()) as {
      data: unknown[];
      totalCount: number;
    };
    expect([first.data.length, first.totalPages, second.data.length, second.totalCount]).toEqual([20, 2, 5, 25]);
  });
});

describe("export and erase a respondent", () => {
  it("exports the matching responses as JSON and logs it without the value", async () => {
    const surveyId = await insertSurvey(server, { createdBy: actors.owner.userId as string, title: "Clinic" });
    const [mine] = await insertResponses(server, surveyId, [
      { at: 1, answers: { q_email: "ana@example.com", q_note: "allergic" } },
      { at: 2, answers: { q_email: "bob@example.com" } },
    ]);
    const res = await call(owner(), surveyId, "export", { value: "ana@example.com" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("attachment");
    const archive = (await res.json()) as { survey: { title: string }; responses: { id: string; answers: unknown }[] };
    expect(archive.survey.title).toBe("Clinic");
    expect(archive.responses.map((r) => r.id)).toEqual([mine]);
    expect(JSON.stringify(archive)).not.toContain("bob@");
    const logged = await server.db.select().from(auditLog).where(eq(auditLog.targetId, surveyId));
    expect(logged.map((row) => [row.action, row.actorUserId, row.details.responseCount])).toEqual([
      ["respondent.export", actors.owner.userId, 1],
    ]);
    expect(JSON.stringify(logged)).not.toContain("ana@");
  });

  it("erases the matching responses and the files their respondents uploaded, and logs it", async () => {
    const { surveyId, shareId } = (await createPublishedSurvey(actors.owner, {
      questions: [
        question("email", "q_email"),
        question("file-upload", "q_cv", { fileUploadSettings: { allowedTypes: [".pdf"], maxSizeInMB: 1, maxFiles: 1 } }),
      ],
    })) as { surveyId: string; shareId: string };
    const respond = async (sessionId: string, email: string) => {
      const { url } = await uploadTestPdf(server.client(), shareId, "q_cv", sessionId);
      const submitted = await server.client().post(`/api/public/surveys/${shareId}/submit`, {
        clientSubmissionId: randomUUID(),
        sessionId,
        answers: { q_email: email, q_cv: [url] },
      });
      expect(submitted.status).toBe(201);
      return ((await submitted.json()) as { responseId: string }).responseId;
    };
    await respond("session-ana", "ana@example.com");
    const bob = await respond("session-bob", "bob@example.com");
    const files = await server.db.select().from(responseFiles).where(eq(responseFiles.surveyId, surveyId));

    const res = await call(owner(), surveyId, "erase", { value: "ANA@example.com" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ erased: 1 });
    expect(await idsLeft(surveyId)).toEqual([bob]);
    const left = await server.db.select().from(responseFiles).where(eq(responseFiles.surveyId, surveyId));
    expect(left.map((file) => file.sessionId)).toEqual(["session-bob"]);
    for (const file of files) {
      expect((await server.storage.get(file.storageKey)) === null, file.sessionId).toBe(file.sessionId === "session-ana");
    }
    // An audit entry (docs/decisions/293-audit-log.md), with the caller's address.
    const audited = await server.db.select().from(auditLog).where(eq(auditLog.targetId, surveyId));
    expect(audited.map((row) => [row.action, row.actorKind, row.details, !!row.ip])).toEqual([
      ["respondent.erase", "user", { responseCount: 1 }, true],
    ]);
  });
});

describe("respondent endpoints × callers", () => {
  for (const endpoint of ["find", "export", "erase"] as const) {
    it(matrixRowTitle(endpoint, EXPECTED), async () => {
      const actual: Record<string, number> = {};
      for (const actor of Object.keys(EXPECTED) as ActorName[]) {
        const createdBy = actors[actor === "expiredTrial" ? "expiredTrial" : "owner"].userId as string;
        const inOrg = actor === "orgMember" || actor === "orgAdmin" || actor === "nonMember";
        const surveyId = await insertSurvey(server, { createdBy, organizationId: inOrg ? orgId : null });
        await insertResponses(server, surveyId, [{ at: 1, answers: { q_email: "ana@example.com", q_note: "confidential" } }]);
        const res = await call(actors[actor].client, surveyId, endpoint, { value: "ana@example.com" });
        actual[actor] = res.status;
        const text = await res.text();
        if (res.status >= 400) {
          expect((JSON.parse(text) as { error: { code: string } }).error.code, `${endpoint} ${actor}`).toBe(CODES[res.status]);
          expect(text).not.toContain("confidential");
        }
        const erased = endpoint === "erase" && res.status === 200;
        expect(await idsLeft(surveyId), `${endpoint} ${actor} rows left`).toHaveLength(erased ? 0 : 1);
      }
      expect(actual).toEqual(EXPECTED);
    });
  }
});
