import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { surveyResponses } from "../../db/schema/surveys";
import { createMatrixActors, matrixRowTitle, type MatrixActor } from "../../../test/access-matrix-actors";
import { createTestServer, type TestServer } from "../../../test/test-server";
import { question } from "../public-surveys/test-surveys";
import { insertResponses, insertSurvey } from "./test-responses";

// Every responses endpoint (exports too) × every kind of caller, each on a survey with responses of its own:
// only the cells the rules allow succeed, and a refused caller learns nothing and deletes nothing.

type ActorName = "anonymous" | "owner" | "anotherUser" | "orgMember" | "orgAdmin" | "nonMember" | "expiredTrial";
type Endpoint = "list" | "summary" | "timeAndDropOff" | "exportLink" | "export" | "delete";

const EXPECTED: Record<Endpoint, Record<ActorName, number>> = {
  list: { anonymous: 401, owner: 200, anotherUser: 404, orgMember: 200, orgAdmin: 200, nonMember: 404, expiredTrial: 200 },
  summary: { anonymous: 401, owner: 200, anotherUser: 404, orgMember: 200, orgAdmin: 200, nonMember: 404, expiredTrial: 200 },
  timeAndDropOff: {
    anonymous: 401,
    owner: 200,
    anotherUser: 404,
    orgMember: 200,
    orgAdmin: 200,
    nonMember: 404,
    expiredTrial: 200,
  },
  exportLink: { anonymous: 401, owner: 200, anotherUser: 404, orgMember: 403, orgAdmin: 200, nonMember: 404, expiredTrial: 200 },
  export: { anonymous: 401, owner: 200, anotherUser: 404, orgMember: 403, orgAdmin: 200, nonMember: 404, expiredTrial: 200 },
  delete: { anonymous: 401, owner: 200, anotherUser: 404, orgMember: 403, orgAdmin: 200, nonMember: 404, expiredTrial: 402 },
};

const CODES: Record<number, string> = {
  401: "UNAUTHENTICATED",
  402: "SUBSCRIPTION_REQUIRED",
  404: "RESPONSES_NOT_FOUND",
};

/** A plain member may read an organization survey's responses but not export or delete them. */
const FORBIDDEN_CODES: Partial<Record<Endpoint, string>> = {
  exportLink: "EXPORT_FORBIDDEN",
  export: "EXPORT_FORBIDDEN",
  delete: "RESPONSES_DELETE_FORBIDDEN",
};

let server: TestServer;
let orgId: string;
let actors: Record<ActorName, MatrixActor>;

/** The survey each caller acts on: the owner's (personal or the organization's) or the expired trial's own. */
async function targetFor(actor: ActorName): Promise<{ surveyId: string; responseIds: string[] }> {
  const createdBy = actors[actor === "expiredTrial" ? "expiredTrial" : "owner"].userId as string;
  const inOrg = actor === "orgMember" || actor === "orgAdmin" || actor === "nonMember";
  const surveyId = await insertSurvey(server, {
    createdBy,
    organizationId: inOrg ? orgId : null,
    questions: [question("text", "q_secret", { title: "Secret" })],
  });
  const responseIds = await insertResponses(server, surveyId, [{ at: 1, answers: { q_secret: "confidential" } }]);
  return { surveyId, responseIds };
}

function call(endpoint: Endpoint, actor: ActorName, target: { surveyId: string; responseIds: string[] }) {
  const { client } = actors[actor];
  const base = `/api/surveys/${target.surveyId}/responses`;
  if (endpoint === "list") return client.get(base);
  if (endpoint === "summary") return client.get(`${base}/summary`);
  if (endpoint === "timeAndDropOff") return client.get(`${base}/time-and-drop-off`);
  if (endpoint === "exportLink") return client.post(`${base}/export-link`, { format: "csv", status: "all" });
  if (endpoint === "export") return client.get(`${base}/export?format=json&status=all`);
  return client.post(`${base}/delete`, { ids: target.responseIds });
}

beforeAll(async () => {
  server = await createTestServer();
  ({ actors, orgId } = await createMatrixActors(server, ["anotherUser", "orgAdmin", "nonMember"]));
});

describe("responses endpoints × callers", () => {
  for (const [endpoint, row] of Object.entries(EXPECTED) as [Endpoint, Record<ActorName, number>][]) {
    it(matrixRowTitle(endpoint, row), async () => {
      const actual: Record<string, number> = {};
      for (const actor of Object.keys(row) as ActorName[]) {
        const target = await targetFor(actor);
        const res = await call(endpoint, actor, target);
        actual[actor] = res.status;
        const text = await res.text();
        if (res.status >= 400) {
          // The refusal is the code's message and nothing of the survey's data.
          expect(JSON.parse(text), `${endpoint} ${actor}`).toEqual({
            error: {
              code: res.status === 403 ? FORBIDDEN_CODES[endpoint] : CODES[res.status],
              message: expect.any(String) as string,
            },
          });
          expect(text).not.toContain("confidential");
        } else if (endpoint !== "delete") {
          const shown = {
            list: "confidential",
            export: "confidential",
            summary: '"totalResponses":1',
            timeAndDropOff: '"title":"Secret","saw":1',
            exportLink: "/export?",
          };
          expect(text).toContain(shown[endpoint]);
        }
        const left = await server.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, target.surveyId));
        expect(left.length, `${endpoint} ${actor} rows left`).toBe(endpoint === "delete" && res.status === 200 ? 0 : 1);
      }
      expect(actual).toEqual(row);
    });
  }

  it("answers another user with RESPONSES_NOT_FOUND's message, the same as for a survey that does not exist", async () => {
    const { surveyId } = await targetFor("owner");
    const theirs = await actors.anotherUser.client.get(`/api/surveys/${surveyId}/responses`);
    const missing = await actors.anotherUser.client.get(`/api/surveys/${randomUUID()}/responses`);
    const expected = {
      error: { code: "RESPONSES_NOT_FOUND", message: "Survey not found or you do not have permission to view its responses" },
    };
    expect(await theirs.json()).toEqual(expected);
    expect(await missing.json()).toEqual(expected);
  });

  it("opens no response through a one-response link (a theme quote's or a cited one) for a caller who may not read the survey", async () => {
    const target = await targetFor("owner");
    const link = `/api/surveys/${target.surveyId}/responses?status=all&response=${target.responseIds[0]}`;
    for (const actor of ["anotherUser", "nonMember"] as const) {
      const res = await actors[actor].client.get(link);
      expect(res.status, actor).toBe(404);
      expect(await res.text()).not.toContain("confidential");
    }
    const own = await actors.owner.client.get(link);
    expect(await own.text()).toContain("confidential");
  });
});
