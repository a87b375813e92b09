import { randomUUID } from "node:crypto";
import { surveyTemplateListReplySchema } from "@sondar/core/surveys/create-survey-request";
import { surveyListReplySchema, surveyReplySchema } from "@sondar/core/surveys/survey-replies";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { members, organizations } from "../../db/schema/auth";
import { userSubscriptions } from "../../db/schema/accounts";
import { surveys } from "../../db/schema/surveys";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";

let server: TestServer;
type Actor = { client: TestClient; userId: string };
let owner: Actor, member: Actor, stranger: Actor;
let orgId: string;

async function activate(userId: string) {
  await server.db
    .update(userSubscriptions)
    .set({ status: "active", providerSubscriptionId: `sub_${randomUUID()}`, trialEnd: null })
    .where(eq(userSubscriptions.userId, userId));
}

const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

beforeAll(async () => {
  server = await createTestServer();
  owner = await signUpVerified(server, { name: "Owner" });
  member = await signUpVerified(server, { name: "Member" });
  stranger = await signUpVerified(server, { name: "Stranger" });
  await activate(owner.userId);
  await activate(stranger.userId);
  orgId = randomUUID();
  await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: `acme-${orgId}` });
  await server.db.insert(members).values([
    { id: randomUUID(), organizationId: orgId, userId: owner.userId, role: "owner" },
    { id: randomUUID(), organizationId: orgId, userId: member.userId, role: "member" },
  ]);
});

describe("create from a template", () => {
  it("builds the template in the asked language inside the organization, ready to publish", async () => {
    const res = await member.client.post("/api/surveys", { organizationId: orgId, template: { id: "nps", language: "de" } });
    expect(res.status).toBe(201);
    const { survey } = surveyReplySchema.parse(await res.json());
    expect(survey).toMatchObject({
      organizationId: orgId,
      createdBy: member.userId,
      status: "draft",
      title: "Würden Sie uns weiterempfehlen?",
    });
    expect(survey.questions.map((q) => q.type)).toEqual(["scale", "textarea", "checkbox", "dropdown", "textarea"]);
    expect(survey.questions[0]).toMatchObject({ scaleSettings: { min: 0, max: 10, leftLabel: "Sehr unwahrscheinlich" } });
    const published = await member.client.post(`/api/surveys/${survey.id}/publish`);
    expect(surveyReplySchema.parse(await published.json()).survey.status).toBe("published");
  });

  it("refuses a trial at its cap of three surveys, template or not", async () => {
    const trial = await signUpVerified(server, { name: "Trial" });
    for (const id of ["customer-satisfaction", "onboarding", "churn-reasons"])
      expect((await trial.client.post("/api/surveys", { template: { id, language: "es" } })).status).toBe(201);
    const fourth = await trial.client.post("/api/surveys", { template: { id: "nps", language: "es" } });
    expect(fourth.status).toBe(403);
    expect(await errorCode(fourth)).toBe("TRIAL_SURVEY_LIMIT");
    expect(await server.db.select().from(surveys).where(eq(surveys.createdBy, trial.userId))).toHaveLength(3);
  });

  it("refuses creating in an organization the caller does not belong to", async () => {
    const res = await stranger.client.post("/api/surveys", { organizationId: orgId, template: { id: "nps", language: "en" } });
    expect(res.status).toBe(403);
    expect(await errorCode(res)).toBe("SURVEY_EDIT_FORBIDDEN");
    const made = await server.db
      .select()
      .from(surveys)
      .where(and(eq(surveys.createdBy, stranger.userId), eq(surveys.organizationId, orgId)));
    expect(made).toEqual([]);
  });

  it("takes only a known template id and language, never survey content from the client", async () => {
    for (const body of [
      { template: { id: "quiz", language: "en" } },
      { template: { id: "nps", language: "it" } },
      { template: { id: "nps", language: "en", title: "Injected" } },
      { title: "Injected", questions: [] },
    ])
      expect((await owner.client.post("/api/surveys", body)).status).toBe(400);
  });

  it("lists the chooser's cards in the asked language, to signed-in users only", async () => {
    expect((await server.client().get("/api/survey-templates")).status).toBe(401);
    const { templates } = surveyTemplateListReplySchema.parse(
      await (await owner.client.get("/api/survey-templates?language=pt")).json(),
    );
    expect(templates).toHaveLength(10);
    expect(templates[0]).toEqual({
      id: "customer-satisfaction",
      name: "Satisfação do cliente",
      summary: "Meça a satisfação dos seus clientes e o que melhorar.",
      questionCount: 6,
    });
    expect((await owner.client.get("/api/survey-templates?language=xx")).status).toBe(400);
  });
});

describe("search and A–Z by the reader's locale", () => {
  it("finds 'Élève' by 'eleve' and sorts accented titles among plain ones, paging after sorting", async () => {
    const lister = await signUpVerified(server, { name: "Lister" });
    await activate(lister.userId);
    const titles = ["zèbre", "Élève sondage", "apple", "Eleve two", "Banane"];
    for (const title of titles) {
      const created = surveyReplySchema.parse(await (await lister.client.post("/api/surveys", {})).json());
      expect((await lister.client.put(`/api/surveys/${created.survey.id}`, { title })).status).toBe(200);
    }
    const list = async (query: string) =>
      surveyListReplySchema.parse(await (await lister.client.get(`/api/surveys?${query}`)).json());

    const found = await list("search=eleve&locale=fr");
    expect(found.surveys.map((s) => s.title).sort()).toEqual(["Eleve two", "Élève sondage"]);
    expect(found.total).toBe(2);
    expect((await list("search=%C3%89L%C3%88VE")).total).toBe(2);

    const az = await list("sort=title_asc&locale=fr");
    expect(az.surveys.map((s) => s.title)).toEqual(["apple", "Banane", "Élève sondage", "Eleve two", "zèbre"]);
    const za = await list("sort=title_desc&locale=fr&limit=2&offset=1");
    expect(za.surveys.map((s) => s.title)).toEqual(["Eleve two", "Élève sondage"]);
    expect(za.total).toBe(5);
  });
});
