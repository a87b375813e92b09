// Hidden fields from the builder's save to the response, its list, exports, webhooks and /api/v1
// (docs/product/responses-and-exports.md#hidden-fields).
import { randomUUID } from "node:crypto";
import { responsePageSchema } from "@sondar/core/responses/response-replies";
import { surveyWithCountReplySchema } from "@sondar/core/surveys/survey-replies";
import { parse as parseCsv } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { surveyResponses, surveys } from "../../db/schema/surveys";
import { webhookEvents } from "../../db/schema/webhooks";
import { insertApiKey } from "../../../test/api-v1-client";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, makeActive, question, type Actor, type ErrorBody } from "../public-surveys/test-surveys";

let server: TestServer;
let owner: Actor;
let stranger: Actor;
let surveyId: string;
let shareId: string;

const QUESTIONS = [question("text", "q_name", { title: "Your name?" })];
const HIDDEN = ["source", "customer_id"];

const partial = (sessionId: string, hiddenFields: Record<string, unknown>, answers = { q_name: "Ana" }) =>
  server.client().post(`/api/public/surveys/${shareId}/partial`, { sessionId, answers, hiddenFields });
const submit = (body: Record<string, unknown>) =>
  server.client().post(`/api/public/surveys/${shareId}/submit`, { clientSubmissionId: randomUUID(), ...body });
const rowOf = async (id: string) => (await server.db.select().from(surveyResponses).where(eq(surveyResponses.id, id)))[0];
const idOf = async (res: Response) => ((await res.json()) as { responseId: string }).responseId;

beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "1000", PUBLIC_PARTIAL_LIMIT_PER_MINUTE: "1000" } });
  owner = await signUpVerified(server, { name: "Owner" });
  stranger = await signUpVerified(server, { name: "Stranger" });
  await makeActive(server, owner.userId);
  ({ surveyId, shareId } = (await createPublishedSurvey(owner, { questions: QUESTIONS, hiddenFields: HIDDEN })) as {
    surveyId: string;
    shareId: string;
  });
});

describe("a survey's hidden fields", () => {
  it("are saved with the content, returned by the survey and given to the respondent page", async () => {
    const reply = surveyWithCountReplySchema.parse(await (await owner.client.get(`/api/surveys/${surveyId}`)).json());
    expect(reply.survey.hiddenFields).toEqual(HIDDEN);
    const page = (await (await server.client().get(`/api/public/surveys/${shareId}`)).json()) as {
      survey: { hiddenFields: string[] };
    };
    expect(page.survey.hiddenFields).toEqual(HIDDEN);
  });

  it("refuse a key that breaks a rule, at its place, and read an older row without them as none", async () => {
    const bad = await owner.client.put(`/api/surveys/${surveyId}`, {
      title: "F",
      questions: QUESTIONS,
      hiddenFields: ["ok", "Not OK", "q_name"],
    });
    expect(bad.status).toBe(400);
    const { error } = (await bad.json()) as ErrorBody;
    expect(Object.keys(error.fields ?? {})).toEqual(["hiddenFields.1", "hiddenFields.2"]);
    const { surveyId: old } = await createPublishedSurvey(owner, { questions: QUESTIONS }, { publish: false });
    await server.db
      .update(surveys)
      .set({ hiddenFields: { not: "a list" } })
      .where(eq(surveys.id, old));
    const reply = surveyWithCountReplySchema.parse(await (await owner.client.get(`/api/surveys/${old}`)).json());
    expect(reply.survey.hiddenFields).toEqual([]);
  });

  it("refuse publishing while a recall names nothing, and allow it once the field is declared", async () => {
    const content = { title: "Recall", questions: [question("text", "q_hi", { title: "Hi {{nickname}}" })] };
    const { surveyId: id } = await createPublishedSurvey(owner, content, { publish: false });
    const refused = await owner.client.post(`/api/surveys/${id}/publish`, {});
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ErrorBody).error.fields).toHaveProperty("q_hi");
    expect((await owner.client.put(`/api/surveys/${id}`, { ...content, hiddenFields: ["nickname"] })).status).toBe(200);
    expect((await owner.client.post(`/api/surveys/${id}/publish`, {})).status).toBe(200);
  });
});

describe("hidden values of a response", () => {
  it("are stored with the partial save, declared keys only, trimmed, and kept by the final submit", async () => {
    const sessionId = randomUUID();
    const saved = await partial(sessionId, { source: " newsletter ", campaign: "spring", "bad key": "x" });
    expect(saved.status).toBe(200);
    const id = await idOf(saved);
    expect((await rowOf(id))?.hiddenFields).toEqual({ source: "newsletter" });
    const resumed = await server.client().get(`/api/public/surveys/${shareId}/partial?sessionId=${sessionId}`);
    expect(await resumed.json()).toMatchObject({ hiddenFields: { source: "newsletter" }, responseId: id });
    const done = await submit({ sessionId, answers: { q_name: "Ana" }, hiddenFields: { customer_id: "c-42" } });
    expect(done.status).toBe(201);
    expect(await idOf(done)).toBe(id);
    expect(await rowOf(id)).toMatchObject({ status: "complete", hiddenFields: { source: "newsletter", customer_id: "c-42" } });
  });

  it("are stored with a submit that had no partial save; none at all is stored as none", async () => {
    const withValues = await idOf(await submit({ answers: { q_name: "Bo" }, hiddenFields: { source: "ad" } }));
    expect((await rowOf(withValues))?.hiddenFields).toEqual({ source: "ad" });
    const without = await idOf(await submit({ answers: { q_name: "Cy" } }));
    expect((await rowOf(without))?.hiddenFields).toEqual({});
  });

  it("refuse a body whose hidden values are not text by name", async () => {
    expect((await submit({ answers: { q_name: "Di" }, hiddenFields: { source: 3 } })).status).toBe(400);
    expect((await submit({ answers: { q_name: "Di" }, hiddenFields: ["newsletter"] })).status).toBe(400);
  });

  it("show in the responses list, which filters on them in SQL, for the owner only", async () => {
    await submit({ answers: { q_name: "Ed" }, hiddenFields: { source: "filter-me", customer_id: "7" } });
    await submit({ answers: { q_name: "Fa" }, hiddenFields: { source: "filter-me", customer_id: "8" } });
    const list = async (query: string) =>
      responsePageSchema.parse(await (await owner.client.get(`/api/surveys/${surveyId}/responses?${query}`)).json());
    const bySource = await list("status=all&hidden.source=filter-me");
    expect(bySource.totalCount).toBe(2);
    expect(bySource.data.map((item) => item.hiddenFields.customer_id).sort()).toEqual(["7", "8"]);
    const both = await list("hidden.source=filter-me&hidden.customer_id=8");
    expect(both.data.map((item) => item.answers.q_name)).toEqual(["Fa"]);
    expect((await list("hidden.source=nobody")).totalCount).toBe(0);
    expect((await owner.client.get(`/api/surveys/${surveyId}/responses?hidden.Bad-Key=x`)).status).toBe(400);
    expect((await stranger.client.get(`/api/surveys/${surveyId}/responses?hidden.source=filter-me`)).status).toBe(404);
    expect((await server.client().get(`/api/surveys/${surveyId}/responses?hidden.source=filter-me`)).status).toBe(401);
  });

  it("are exported as one column per key named by the key, formula-safe in CSV, by key in JSON", async () => {
    const id = await idOf(
      await submit({ answers: { q_name: "Gi" }, hiddenFields: { source: "=HYPERLINK(1)", customer_id: "x" } }),
    );
    const csv = await owner.client.get(`/api/surveys/${surveyId}/responses/export?format=csv&status=all`);
    expect(csv.status).toBe(200);
    const rows = parseCsv((await csv.text()).replace(/^\ufeff/, ""), { columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0] ?? {}).slice(7, 10)).toEqual(["source", "customer_id", "Your name?"]);
    expect(rows.find((row) => row["Response ID"] === id)).toMatchObject({ source: "'=HYPERLINK(1)", customer_id: "x" });
    const json = await owner.client.get(`/api/surveys/${surveyId}/responses/export?format=json&status=all`);
    const file = (await json.json()) as {
      hiddenFields: string[];
      responses: { id: string; hiddenFields: Record<string, string> }[];
    };
    expect(file.hiddenFields).toEqual(HIDDEN);
    expect(file.responses.find((response) => response.id === id)?.hiddenFields).toEqual({
      source: "=HYPERLINK(1)",
      customer_id: "x",
    });
    // The list's filters narrow the export too: the link carries them to the download.
    const link = await owner.client.post(`/api/surveys/${surveyId}/responses/export-link`, {
      format: "json",
      status: "all",
      hidden: { customer_id: "x", source: "=HYPERLINK(1)" },
    });
    const { url } = (await link.json()) as { url: string };
    expect(url).toContain("hidden.customer_id=x&hidden.source=%3DHYPERLINK%281%29");
    const filtered = (await (await owner.client.get(url)).json()) as { responses: { id: string }[] };
    expect(filtered.responses.map((response) => response.id)).toEqual([id]);
  });

  it("travel in the webhook payloads of response.created and response.completed", async () => {
    const { surveyId: hooked, shareId: hookShare } = (await createPublishedSurvey(owner, {
      questions: QUESTIONS,
      hiddenFields: ["source"],
    })) as { surveyId: string; shareId: string };
    const endpoint = await owner.client.post("/api/webhooks", {
      url: "https://hooks.example.com/in",
      events: ["response.created", "response.completed"],
      surveyId: hooked,
    });
    expect(endpoint.status).toBe(201);
    const sessionId = randomUUID();
    const body = { sessionId, answers: { q_name: "Hu" }, hiddenFields: { source: "newsletter", other: "dropped" } };
    await server.client().post(`/api/public/surveys/${hookShare}/partial`, body);
    await server.client().post(`/api/public/surveys/${hookShare}/submit`, { ...body, clientSubmissionId: randomUUID() });
    const events = await server.db.select().from(webhookEvents).where(eq(webhookEvents.surveyId, hooked));
    const data = Object.fromEntries(
      events.map((event) => {
        const payload = event.payload as { type: string; data: { hiddenFields: unknown } };
        return [payload.type, payload.data.hiddenFields];
      }),
    );
    expect(data).toEqual({ "response.created": { source: "newsletter" }, "response.completed": { source: "newsletter" } });
  });

  it("are in /api/v1's response reply, and a key may set the survey's keys", async () => {
    const key = await insertApiKey(server, { userId: owner.userId, scope: "read_write" });
    const bearer = { authorization: `Bearer ${key}` };
    const id = await idOf(await submit({ answers: { q_name: "Io" }, hiddenFields: { source: "api" } }));
    const one = await server.client().get(`/api/v1/surveys/${surveyId}/responses/${id}`, bearer);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { hiddenFields: unknown }).hiddenFields).toEqual({ source: "api" });
    const page = await server.client().get(`/api/v1/surveys/${surveyId}/responses?limit=100`, bearer);
    const items = ((await page.json()) as { data: { id: string; hiddenFields: Record<string, string> }[] }).data;
    expect(items.find((item) => item.id === id)?.hiddenFields).toEqual({ source: "api" });
    const { surveyId: other } = await createPublishedSurvey(owner, { questions: QUESTIONS }, { publish: false });
    const patched = await server.client().patch(`/api/v1/surveys/${other}`, { hiddenFields: ["utm_source"] }, bearer);
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { survey: { hiddenFields: string[] } }).survey.hiddenFields).toEqual(["utm_source"]);
  });
});
