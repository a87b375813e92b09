import { randomUUID } from "node:crypto";
import { createQuestion } from "@sondar/core/surveys/create-question";
import {
  bulkDeleteReplySchema,
  surveyListReplySchema,
  surveyReplySchema,
  surveyWithCountReplySchema,
} from "@sondar/core/surveys/survey-replies";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { members, organizations } from "../../db/schema/auth";
import { userSubscriptions } from "../../db/schema/accounts";
import { surveyResponses, surveys } from "../../db/schema/surveys";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";

let server: TestServer;
type Actor = { client: TestClient; userId: string };
let owner: Actor, stranger: Actor, member: Actor, expired: Actor, pro: Actor;
let orgId: string;

async function setSubscription(userId: string, values: Partial<typeof userSubscriptions.$inferInsert>) {
  await server.db.update(userSubscriptions).set(values).where(eq(userSubscriptions.userId, userId));
}

async function createSurvey(actor: Actor, body: Record<string, unknown> = {}) {
  const res = await actor.client.post("/api/surveys", body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { survey: { id: string } }).survey.id;
}

beforeAll(async () => {
  server = await createTestServer();
  owner = await signUpVerified(server, { name: "Owner" });
  stranger = await signUpVerified(server, { name: "Stranger" });
  member = await signUpVerified(server, { name: "Member" });
  expired = await signUpVerified(server, { name: "Expired" });
  pro = await signUpVerified(server, { name: "Pro" });
  await setSubscription(expired.userId, { trialEnd: new Date(Date.now() - 86_400_000) });
  await setSubscription(pro.userId, { status: "active", providerSubscriptionId: `sub_${randomUUID()}`, trialEnd: null });
  // The owner creates many surveys below; an active plan keeps the trial cap out of the way.
  await setSubscription(owner.userId, { status: "active", providerSubscriptionId: `sub_${randomUUID()}`, trialEnd: null });
  orgId = randomUUID();
  await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: `acme-${orgId}` });
  await server.db.insert(members).values([
    { id: randomUUID(), organizationId: orgId, userId: owner.userId, role: "owner" },
    { id: randomUUID(), organizationId: orgId, userId: member.userId, role: "member" },
  ]);
});

describe("create", () => {
  it("refuses an anonymous caller and a user without a subscription", async () => {
    expect((await server.client().post("/api/surveys", {})).status).toBe(401);
    expect((await server.client().get("/api/surveys")).status).toBe(401);
    const res = await expired.client.post("/api/surveys", {});
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      "You need a Pro subscription to create surveys.",
    );
  });

  it("lets a trial create three surveys, refuses the fourth, and counts archived ones out", async () => {
    const trial = await signUpVerified(server, { name: "Trial" });
    const ids = [await createSurvey(trial), await createSurvey(trial), await createSurvey(trial)];
    const fourth = await trial.client.post("/api/surveys", {});
    expect(fourth.status).toBe(403);
    expect(((await fourth.json()) as { error: { message: string } }).error.message).toMatch(
      /^Trial users can have up to 3 active surveys/,
    );
    await server.db
      .update(surveys)
      .set({ status: "archived" })
      .where(eq(surveys.id, ids[0] as string));
    expect((await trial.client.post("/api/surveys", {})).status).toBe(201);
  });

  it("archives through the endpoint to free a trial slot, and refuses bringing it back at the cap", async () => {
    const trial = await signUpVerified(server, { name: "Archiver" });
    const ids = [await createSurvey(trial), await createSurvey(trial), await createSurvey(trial)];
    expect((await trial.client.post("/api/surveys", {})).status).toBe(403);
    const archived = await trial.client.post(`/api/surveys/${ids[0]}/archive`);
    expect(surveyReplySchema.parse(await archived.json()).survey.status).toBe("archived");
    const fourth = await createSurvey(trial);
    const refused = await trial.client.post(`/api/surveys/${ids[0]}/unarchive`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("TRIAL_SURVEY_LIMIT");
    // Publishing it straight from the archive would bring it back just the same.
    expect((await trial.client.post(`/api/surveys/${ids[0]}/publish`)).status).toBe(403);
    expect((await trial.client.delete(`/api/surveys/${fourth}`)).status).toBe(204);
    const back = await trial.client.post(`/api/surveys/${ids[0]}/unarchive`);
    expect(surveyReplySchema.parse(await back.json()).survey.status).toBe("draft");
  });

  it("stops an archived survey collecting: its link is not found and submissions are refused", async () => {
    const id = await createSurvey(pro);
    const question = { ...createQuestion("text", "q_1"), title: "Anything to add?" };
    expect((await pro.client.put(`/api/surveys/${id}`, { title: "Live", questions: [question] })).status).toBe(200);
    const published = surveyReplySchema.parse(await (await pro.client.post(`/api/surveys/${id}/publish`)).json());
    const shareId = published.survey.shareId as string;
    const visitor = server.client();
    expect((await visitor.get(`/api/public/surveys/${shareId}`)).status).toBe(200);
    expect((await pro.client.post(`/api/surveys/${id}/archive`)).status).toBe(200);
    expect((await visitor.get(`/api/public/surveys/${shareId}`)).status).toBe(404);
    const submit = await visitor.post(`/api/public/surveys/${shareId}/submit`, {
      clientSubmissionId: randomUUID(),
      answers: { q_1: "late" },
    });
    expect(submit.status).toBe(404);
    expect(((await submit.json()) as { error: { message: string } }).error.message).toBe("Survey not found or not published.");
    expect(await server.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, id))).toEqual([]);
    // Brought back, it is a draft: collecting again needs a deliberate publish.
    const back = surveyReplySchema.parse(await (await pro.client.post(`/api/surveys/${id}/unarchive`)).json());
    expect(back.survey).toEqual(expect.objectContaining({ status: "draft", shareId }));
  });

  it("creates an empty draft titled 'Untitled Survey'", async () => {
    const res = await pro.client.post("/api/surveys", {});
    const body = (await res.json()) as {
      survey: { title: string; status: string; questions: unknown[]; shareId: string | null };
    };
    expect(body.survey).toMatchObject({ title: "Untitled Survey", status: "draft", questions: [], shareId: null });
  });
});

describe("read, save, publish, delete", () => {
  it("only the owner and organization members reach a survey; others get 'Survey not found'", async () => {
    const personal = await createSurvey(owner);
    const shared = await createSurvey(owner, { organizationId: orgId });
    expect((await owner.client.get(`/api/surveys/${personal}`)).status).toBe(200);
    expect((await member.client.get(`/api/surveys/${shared}`)).status).toBe(200);
    expect((await member.client.get(`/api/surveys/${personal}`)).status).toBe(404);
    const strangerRes = await stranger.client.get(`/api/surveys/${shared}`);
    expect(strangerRes.status).toBe(404);
    expect(((await strangerRes.json()) as { error: { message: string } }).error.message).toBe("Survey not found");
    expect((await server.client().get(`/api/surveys/${personal}`)).status).toBe(401);
    expect((await owner.client.get("/api/surveys/not-a-uuid")).status).toBe(404);
  });

  it("saves validated content, cleans branching rules, and refuses others and bad input", async () => {
    const id = await createSurvey(owner, { organizationId: orgId });
    const question = {
      ...createQuestion("multiple-choice", "q1"),
      branchingRules: [
        { condition: { operator: "equals", value: "Option 1" }, action: { type: "end_survey" } },
        { condition: { operator: "equals", value: "" }, action: { type: "end_survey" } },
        { condition: { operator: "equals", value: "Option 2" }, action: { type: "goto" } },
      ],
    };
    const content = { title: "Customer pulse", description: "Q3", questions: [question], settings: { theme: "dark" } };

    const saved = await member.client.put(`/api/surveys/${id}`, content);
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as {
      survey: { title: string; questions: { branchingRules: unknown[] }[]; settings: { theme: string } };
    };
    expect(body.survey.title).toBe("Customer pulse");
    expect(body.survey.settings.theme).toBe("dark");
    expect(body.survey.questions[0]?.branchingRules).toHaveLength(1);

    const forbidden = await stranger.client.put(`/api/surveys/${id}`, content);
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as { error: { message: string } }).error.message).toBe(
      "You do not have permission to edit this survey",
    );

    const bad = await owner.client.put(`/api/surveys/${id}`, { ...content, settings: { redirectUrl: "javascript:alert(1)" } });
    expect(bad.status).toBe(400);
    const badType = await owner.client.put(`/api/surveys/${id}`, {
      ...content,
      questions: [{ id: "x", type: "rating", maxRating: 4 }],
    });
    expect(badType.status).toBe(400);

    // The brand theme: colours only as #rrggbb, never a CSS expression; what passes comes back stored.
    const badColour = await owner.client.put(`/api/surveys/${id}`, {
      ...content,
      settings: { brand: { brandColor: "red;}body{display:none" } },
    });
    expect(badColour.status).toBe(400);
    const branded = await owner.client.put(`/api/surveys/${id}`, {
      ...content,
      settings: { brand: { brandColor: "#E11D48", font: "serif", corners: "pill" } },
    });
    expect(branded.status).toBe(200);
    const reread = await owner.client.get(`/api/surveys/${id}`);
    expect(((await reread.json()) as { survey: { settings: { brand: unknown } } }).survey.settings.brand).toEqual({
      brandColor: "#e11d48",
      font: "serif",
      corners: "pill",
      backgroundColor: null,
      backgroundImageUrl: null,
    });
  });

  it("publishes with a share id, keeps it on republish, and unpublishes to draft", async () => {
    const id = await createSurvey(owner);
    await owner.client.put(`/api/surveys/${id}`, { title: "Ready", questions: [createQuestion("text", "q1")] });
    const published = (await (await owner.client.post(`/api/surveys/${id}/publish`)).json()) as {
      survey: { status: string; shareId: string };
    };
    expect(published.survey.status).toBe("published");
    expect(published.survey.shareId).toMatch(/^[0-9a-z]{8,26}$/);
    const draft = (await (await owner.client.post(`/api/surveys/${id}/unpublish`)).json()) as {
      survey: { status: string; shareId: string };
    };
    expect(draft.survey).toEqual(expect.objectContaining({ status: "draft", shareId: published.survey.shareId }));
    const again = (await (await owner.client.post(`/api/surveys/${id}/publish`)).json()) as { survey: { shareId: string } };
    expect(again.survey.shareId).toBe(published.survey.shareId);
    expect((await stranger.client.post(`/api/surveys/${id}/publish`)).status).toBe(404);
  });

  it("refuses to publish a survey with problems, naming the question, while saving it stays allowed", async () => {
    const id = await createSurvey(owner);
    const empty = await owner.client.post(`/api/surveys/${id}/publish`);
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { error: { code: string; fields: unknown } }).error).toEqual(
      expect.objectContaining({
        code: "SURVEY_NOT_PUBLISHABLE",
        fields: { questions: ["Add at least one question before publishing."] },
      }),
    );
    const untitled = { ...createQuestion("multiple-choice", "q1"), title: " ", options: ["Yes", "yes"] };
    expect((await owner.client.put(`/api/surveys/${id}`, { title: "Draft", questions: [untitled] })).status).toBe(200);
    const refused = await owner.client.post(`/api/surveys/${id}/publish`);
    expect(((await refused.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      q1: ["This question needs a title.", "Each choice must be different."],
    });
    const [row] = await server.db.select().from(surveys).where(eq(surveys.id, id));
    expect(row?.status).toBe("draft");
  });

  it("refuses edits, publishing and deletes once the trial has expired, but keeps reads", async () => {
    const [row] = await server.db.insert(surveys).values({ createdBy: expired.userId, title: "Old" }).returning();
    const id = row?.id as string;
    const stored = async () => (await server.db.select().from(surveys).where(eq(surveys.id, id)))[0];
    const before = await stored();
    expect((await expired.client.get(`/api/surveys/${id}`)).status).toBe(200);
    const attempts: [string, Response][] = [
      ["save", await expired.client.put(`/api/surveys/${id}`, { title: "New" })],
      ["publish", await expired.client.post(`/api/surveys/${id}/publish`)],
      ["unpublish", await expired.client.post(`/api/surveys/${id}/unpublish`)],
      ["delete", await expired.client.delete(`/api/surveys/${id}`)],
      ["bulk delete", await expired.client.post("/api/surveys/bulk-delete", { ids: [id] })],
    ];
    for (const [action, res] of attempts) {
      expect(res.status, action).toBe(402);
      expect(((await res.json()) as { error: { code: string } }).error.code, action).toBe("SUBSCRIPTION_REQUIRED");
    }
    // Refused means untouched: same title, same status, still there.
    expect(await stored()).toEqual(before);
    expect((await expired.client.get(`/api/surveys/${id}`)).status).toBe(200);
  });

  it("deletes one survey with its responses, and bulk-deletes only what the caller may touch", async () => {
    const a = await createSurvey(owner);
    const b = await createSurvey(owner);
    const theirs = await createSurvey(pro);
    await server.db.insert(surveyResponses).values({ surveyId: a, status: "complete", answers: {} });

    const del = await send(owner.client, "DELETE", `/api/surveys/${a}`);
    expect(del.status).toBe(204);
    expect(await server.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, a))).toHaveLength(0);

    const bulk = await owner.client.post("/api/surveys/bulk-delete", { ids: [b, theirs] });
    expect(await bulk.json()).toEqual({ deleted: [b], failed: [theirs] });
    expect((await pro.client.get(`/api/surveys/${theirs}`)).status).toBe(200);
    expect((await send(stranger.client, "DELETE", `/api/surveys/${theirs}`)).status).toBe(404);
  });
});

describe("duplicate", () => {
  it("copies for Pro with ' (Copy)', as a draft with a new share id", async () => {
    const id = await createSurvey(pro);
    await pro.client.put(`/api/surveys/${id}`, { title: "Onboarding", questions: [createQuestion("text", "q1")] });
    const published = (await (await pro.client.post(`/api/surveys/${id}/publish`)).json()) as { survey: { shareId: string } };
    const res = await pro.client.post(`/api/surveys/${id}/duplicate`);
    expect(res.status).toBe(201);
    const { survey } = (await res.json()) as { survey: { title: string; status: string; shareId: string; questions: unknown[] } };
    expect(survey).toMatchObject({ title: "Onboarding (Copy)", status: "draft" });
    expect(survey.shareId).not.toBe(published.survey.shareId);
    expect(survey.questions).toHaveLength(1);
  });

  it("refuses a trial, an expired trial, and someone else's survey with their messages", async () => {
    const trial = await signUpVerified(server, { name: "Trial duplicator" });
    const id = await createSurvey(trial);
    const trialRes = await trial.client.post(`/api/surveys/${id}/duplicate`);
    expect(trialRes.status).toBe(403);
    expect(((await trialRes.json()) as { error: { message: string } }).error.message).toBe(
      "Trial users cannot duplicate surveys. Upgrade to Pro to duplicate unlimited surveys!",
    );
    const other = await stranger.client.post(`/api/surveys/${id}/duplicate`);
    expect(other.status).toBe(404);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(
      "Survey not found or you do not have permission to duplicate it",
    );
    const [row] = await server.db.insert(surveys).values({ createdBy: expired.userId }).returning();
    const exp = await expired.client.post(`/api/surveys/${row?.id}/duplicate`);
    expect(exp.status).toBe(402);
  });
});

describe("list", () => {
  it("lists own personal surveys with counts from one grouped query, filtered, searched and sorted", async () => {
    const lister = await signUpVerified(server, { name: "Lister" });
    await setSubscription(lister.userId, { status: "active", providerSubscriptionId: `sub_${randomUUID()}` });
    const alpha = await createSurvey(lister);
    const beta = await createSurvey(lister);
    await lister.client.put(`/api/surveys/${alpha}`, {
      title: "Alpha feedback",
      questions: [createQuestion("text", "a"), createQuestion("email", "b")],
    });
    await lister.client.put(`/api/surveys/${beta}`, { title: "Beta survey", questions: [createQuestion("yes-no", "c")] });
    await lister.client.post(`/api/surveys/${beta}/publish`);
    await server.db.insert(surveyResponses).values([
      { surveyId: beta, status: "complete", answers: {} },
      { surveyId: beta, status: "partial", answers: {} },
    ]);

    const all = (await (await lister.client.get("/api/surveys?sort=most_responses")).json()) as {
      total: number;
      surveys: { id: string; questionCount: number; responseCount: number; partialCount: number }[];
    };
    expect(all.total).toBe(2);
    // Every response counts, and the list says how many of them are partial.
    expect(all.surveys.map((s) => [s.id, s.questionCount, s.responseCount, s.partialCount])).toEqual([
      [beta, 1, 2, 1],
      [alpha, 2, 0, 0],
    ]);
    // The survey itself (the responses screen's header, the builder) counts the same way.
    expect(await (await lister.client.get(`/api/surveys/${beta}`)).json()).toMatchObject({ responseCount: 2, partialCount: 1 });
    const published = (await (await lister.client.get("/api/surveys?status=published")).json()) as { surveys: { id: string }[] };
    expect(published.surveys.map((s) => s.id)).toEqual([beta]);
    const searched = (await (await lister.client.get("/api/surveys?search=ALPHA")).json()) as { surveys: { id: string }[] };
    expect(searched.surveys.map((s) => s.id)).toEqual([alpha]);
    const az = (await (await lister.client.get("/api/surveys?sort=title_desc")).json()) as { surveys: { id: string }[] };
    expect(az.surveys.map((s) => s.id)).toEqual([beta, alpha]);
    const wildcard = (await (await lister.client.get("/api/surveys?search=%25")).json()) as { surveys: unknown[] };
    expect(wildcard.surveys).toHaveLength(0);
    expect((await lister.client.get("/api/surveys?sort=bogus")).status).toBe(400);
  });

  it("never shows another user's surveys; a non-member gets an empty organization list", async () => {
    await createSurvey(owner, { organizationId: orgId });
    const strangerList = (await (await stranger.client.get("/api/surveys")).json()) as { surveys: { id: string }[] };
    const ownerIds = ((await (await owner.client.get("/api/surveys")).json()) as { surveys: { id: string }[] }).surveys.map(
      (s) => s.id,
    );
    expect(strangerList.surveys.some((s) => ownerIds.includes(s.id))).toBe(false);
    const org = await stranger.client.get(`/api/surveys?organizationId=${orgId}`);
    expect(await org.json()).toEqual({ surveys: [], total: 0 });
    const memberOrg = (await (await member.client.get(`/api/surveys?organizationId=${orgId}`)).json()) as { total: number };
    expect(memberOrg.total).toBeGreaterThan(0);
    // A member who is not an owner has no personal list.
    expect(await (await member.client.get("/api/surveys")).json()).toEqual({ surveys: [], total: 0 });
  });
});

function send(client: TestClient, method: string, path: string) {
  return method === "DELETE" ? client.delete(path) : client.get(path);
}

describe("organization rules and concurrency", () => {
  it("lets a member without a plan of their own edit the organization's surveys under the owner's plan", async () => {
    const invited = await signUpVerified(server, { name: "Invited" });
    await server.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, invited.userId));
    await server.db.insert(members).values({ id: randomUUID(), organizationId: orgId, userId: invited.userId, role: "member" });
    const id = await createSurvey(owner, { organizationId: orgId });
    const edit = { title: "Edited by invitee", questions: [createQuestion("text", "q1")] };
    expect((await invited.client.put(`/api/surveys/${id}`, edit)).status).toBe(200);
    expect((await invited.client.post(`/api/surveys/${id}/publish`)).status).toBe(200);
    expect((await invited.client.post("/api/surveys", { organizationId: orgId })).status).toBe(201);
    // Their personal space still needs a plan of their own.
    expect((await invited.client.post("/api/surveys", {})).status).toBe(402);
  });

  it("takes an organization survey away from its creator once they leave the organization", async () => {
    const leaver = await signUpVerified(server, { name: "Leaver" });
    const membership = randomUUID();
    await server.db.insert(members).values({ id: membership, organizationId: orgId, userId: leaver.userId, role: "member" });
    const id = await createSurvey(leaver, { organizationId: orgId });
    await server.db.delete(members).where(eq(members.id, membership));
    expect((await leaver.client.get(`/api/surveys/${id}`)).status).toBe(404);
    expect((await leaver.client.put(`/api/surveys/${id}`, { title: "x" })).status).toBe(403);
    expect((await leaver.client.post(`/api/surveys/${id}/duplicate`)).status).toBe(404);
    expect((await owner.client.get(`/api/surveys/${id}`)).status).toBe(200);
  });

  it("never lets concurrent creates carry a trial past three surveys", async () => {
    const racer = await signUpVerified(server, { name: "Racer" });
    const results = await Promise.all(Array.from({ length: 8 }, () => racer.client.post("/api/surveys", {})));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 403)).toHaveLength(5);
  });

  it("answers malformed ids with not found, never a 500", async () => {
    for (const bad of ["-".repeat(36), "f".repeat(36), "00000000-0000-0000-0000-00000000000g"]) {
      expect((await owner.client.get(`/api/surveys/${bad}`)).status).toBe(404);
    }
    const bulk = await owner.client.post("/api/surveys/bulk-delete", { ids: ["-".repeat(36)] });
    expect(await bulk.json()).toEqual({ deleted: [], failed: ["-".repeat(36)] });
  });
});

describe("stored surveys: only our own images, old rows read through the schemas", () => {
  const OWN = "/uploads/0b7c3f7e-5d1a-4c1e-9f0a-2b3c4d5e6f70";
  const image = (url: string) => ({ id: randomUUID(), url, filename: "a.png", size: 10, uploadedAt: "2026-01-01T00:00:00Z" });
  type Fields = { error: { code: string; fields?: Record<string, string[]> } };

  it("refuses a logo or question image that is not one of our uploads, naming the field", async () => {
    const id = await createSurvey(owner);
    const text = createQuestion("text", "q1");
    for (const foreign of ["https://tracker.example/pixel.gif", "javascript:alert(1)", "data:image/png;base64,AAAA", "/api/me"]) {
      const logo = await owner.client.put(`/api/surveys/${id}`, { title: "T", settings: { logoUrl: foreign } });
      expect(logo.status, foreign).toBe(400);
      expect(((await logo.json()) as Fields).error.fields).toEqual({
        "settings.logoUrl": ["Only uploaded images are allowed, not links to other sites"],
      });
      const images = await owner.client.put(`/api/surveys/${id}`, {
        title: "T",
        questions: [{ ...text, images: [image(foreign)] }],
      });
      expect(images.status, foreign).toBe(400);
      expect(((await images.json()) as Fields).error.fields).toEqual({
        "questions.0.images.0.url": ["Only uploaded images are allowed, not links to other sites"],
      });
    }
    const [row] = await server.db.select().from(surveys).where(eq(surveys.id, id));
    expect(row?.settings).toMatchObject({ logoUrl: null });
    const own = await owner.client.put(`/api/surveys/${id}`, {
      title: "T",
      questions: [{ ...text, images: [image(OWN)] }],
      settings: { logoUrl: OWN },
    });
    expect(own.status).toBe(200);
  });

  it("reads an old row without throwing: foreign images dropped, missing settings filled, unreadable questions left out", async () => {
    const shareId = `old${randomUUID().slice(0, 8)}`;
    const [old] = await server.db
      .insert(surveys)
      .values({
        createdBy: owner.userId,
        title: "Old",
        status: "published",
        isPublic: true,
        shareId,
        questions: [
          { id: "q_scale", type: "scale", required: true, images: [image("https://tracker.example/p.gif"), image(OWN)] },
          { id: "q_gone", type: "hologram" },
          { id: "q_file", type: "file-upload", fileUploadSettings: { maxFiles: 2 } },
        ],
        settings: { logoUrl: "https://tracker.example/logo.png", theme: "dark" },
      })
      .returning();
    const id = old!.id;

    type Read = {
      questions: { id: string; images: { url: string }[]; scaleSettings?: unknown; fileUploadSettings?: unknown }[];
      settings: { logoUrl: string | null; theme: string };
    };
    const expectRepaired = (survey: Read) => {
      expect(survey.settings).toMatchObject({ logoUrl: null, theme: "dark" });
      expect(survey.questions.map((q) => q.id)).toEqual(["q_scale", "q_file"]);
      expect(survey.questions[0]).toMatchObject({ images: [{ url: OWN }], scaleSettings: { min: 1, max: 10, step: 1 } });
      expect(survey.questions[1]?.fileUploadSettings).toEqual({ allowedTypes: ["image/*", ".pdf"], maxSizeInMB: 5, maxFiles: 2 });
    };
    const builder = await owner.client.get(`/api/surveys/${id}`);
    expect(builder.status).toBe(200);
    expectRepaired(((await builder.json()) as { survey: Read }).survey);
    const respondent = await server.client().get(`/api/public/surveys/${shareId}`);
    expect(respondent.status).toBe(200);
    const payload = await respondent.text();
    expect(payload).not.toContain("tracker.example");
    expectRepaired((JSON.parse(payload) as { survey: Read }).survey);

    // The old row can be duplicated and answered; the copy is stored repaired.
    const copy = await owner.client.post(`/api/surveys/${id}/duplicate`);
    expect(copy.status).toBe(201);
    expectRepaired(((await copy.json()) as { survey: Read }).survey);
    const answered = await server.client().post(`/api/public/surveys/${shareId}/submit`, {
      clientSubmissionId: randomUUID(),
      answers: { q_scale: 7, q_gone: "ignored" },
    });
    expect(answered.status).toBe(201);
    const refused = await server.client().post(`/api/public/surveys/${shareId}/submit`, {
      clientSubmissionId: randomUUID(),
      answers: { q_scale: 0 },
    });
    expect(((await refused.json()) as Fields).error.fields).toEqual({ q_scale: ["Please choose a value from 1 to 10"] });
  });
});

describe("replies follow core's schemas (the contract the dashboard parses)", () => {
  it("answers every survey endpoint in the shape of core's survey-replies", async () => {
    const created = surveyReplySchema.parse(await (await pro.client.post("/api/surveys", {})).json());
    const id = created.survey.id;
    const content = { title: "Contract", questions: [createQuestion("scale", "q1")], settings: { theme: "light" } };
    const saved = surveyReplySchema.parse(await (await pro.client.put(`/api/surveys/${id}`, content)).json());
    expect(saved.survey).toMatchObject({ id, title: "Contract", status: "draft", settings: { theme: "light" } });
    const read = surveyWithCountReplySchema.parse(await (await pro.client.get(`/api/surveys/${id}`)).json());
    expect(read).toMatchObject({ responseCount: 0, survey: { questions: [{ id: "q1", type: "scale" }] } });
    const published = surveyReplySchema.parse(await (await pro.client.post(`/api/surveys/${id}/publish`)).json());
    expect(published.survey.status).toBe("published");
    surveyReplySchema.parse(await (await pro.client.post(`/api/surveys/${id}/unpublish`)).json());
    const copy = surveyReplySchema.parse(await (await pro.client.post(`/api/surveys/${id}/duplicate`)).json());
    const list = surveyListReplySchema.parse(await (await pro.client.get("/api/surveys?search=Contract")).json());
    expect(list.surveys.map((s) => s.id).sort()).toEqual([id, copy.survey.id].sort());
    const deleted = bulkDeleteReplySchema.parse(
      await (await pro.client.post("/api/surveys/bulk-delete", { ids: [copy.survey.id] })).json(),
    );
    expect(deleted).toEqual({ deleted: [copy.survey.id], failed: [] });
  });
});
