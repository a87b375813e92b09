import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userSubscriptions } from "../../db/schema/accounts";
import { members, organizations } from "../../db/schema/auth";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, makeActive, question, type Actor } from "./test-surveys";
import { jsonForScript } from "@sondar/core/html/embed-json";
import { embedSurveyData } from "./survey-page-html";

const distDir = mkdtempSync(path.join(os.tmpdir(), "sondar-web-dist-"));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
writeFileSync(path.join(distDir, "index.html"), "<!doctype html><html><head><title>App</title></head><body>shell</body></html>");
writeFileSync(
  path.join(distDir, "survey.html"),
  '<!doctype html><html><head><title>Survey</title><script type="module" src="/assets/survey.js"></script></head><body><div id="root"></div></body></html>',
);

let server: TestServer;
let owner: Actor;

type PublicBody = {
  survey: Record<string, unknown> & { id: string; title: string; questions: { id: string }[]; shareId: string };
  showPoweredBy: boolean;
  productName: string;
};

async function setSubscription(userId: string, values: Partial<typeof userSubscriptions.$inferInsert>) {
  await server.db.update(userSubscriptions).set(values).where(eq(userSubscriptions.userId, userId));
}

const getPublic = (shareId: string) => server.client().get(`/api/public/surveys/${shareId}`);

beforeAll(async () => {
  server = await createTestServer({ env: { WEB_DIST_DIR: distDir } });
  owner = await signUpVerified(server, { name: "Owner" });
  await makeActive(server, owner.userId);
});

describe("GET /api/public/surveys/:shareId", () => {
  it("answers a published survey without owner or organization ids", async () => {
    const { surveyId, shareId } = await createPublishedSurvey(owner, {
      title: "Coffee",
      description: "How was it?",
      questions: [question("text", "q_1", { title: "Name", required: true })],
      settings: { welcomeMessage: "Hello" },
    });
    const res = await getPublic(shareId as string);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as PublicBody;
    expect(Object.keys(body.survey).sort()).toEqual([
      "description",
      "hiddenFields",
      "id",
      "questions",
      "settings",
      "shareId",
      "title",
    ]);
    expect(body.survey).toMatchObject({ id: surveyId, title: "Coffee", description: "How was it?", shareId });
    expect(body.survey.questions.map((q) => q.id)).toEqual(["q_1"]);
    expect(body.survey.settings).toMatchObject({ welcomeMessage: "Hello", theme: "auto" });
    expect(body.productName).toBe("Sondar");
    expect(JSON.stringify(body)).not.toContain(owner.userId);
  });

  it("answers 404 with SURVEY_NOT_FOUND's message for a draft, an unpublished and an unknown survey", async () => {
    const { surveyId, shareId } = await createPublishedSurvey(owner, { questions: [question("text", "q_1")] });
    expect((await owner.client.post(`/api/surveys/${surveyId}/unpublish`, {})).status).toBe(200);
    const draft = await createPublishedSurvey(owner, { questions: [] }, { publish: false });
    expect(draft.shareId).toBeNull();
    for (const id of [shareId as string, "doesnotexist123", "bad id!"]) {
      const res = await getPublic(encodeURIComponent(id));
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: "SURVEY_NOT_FOUND", message: "Survey not found or not published." } });
    }
  });

  it("shows the powered-by footer for an expired trial and hides it for an active plan or a running trial", async () => {
    const trial = await signUpVerified(server, { name: "Trial" });
    const { shareId } = await createPublishedSurvey(trial, { questions: [question("text", "q_1")] });
    const poweredBy = async () => ((await (await getPublic(shareId as string)).json()) as PublicBody).showPoweredBy;
    expect(await poweredBy()).toBe(false);
    await setSubscription(trial.userId, { trialEnd: new Date(Date.now() - 60_000) });
    expect(await poweredBy()).toBe(true);
    await setSubscription(trial.userId, { status: "active", providerSubscriptionId: `sub_${randomUUID()}`, trialEnd: null });
    expect(await poweredBy()).toBe(false);
    await server.db.delete(userSubscriptions).where(eq(userSubscriptions.userId, trial.userId));
    expect(await poweredBy()).toBe(true);
  });

  it("goes by the organization owner's plan for an organization's survey", async () => {
    const member = await signUpVerified(server, { name: "Member" });
    const orgId = randomUUID();
    await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: `acme-${orgId}` });
    await server.db.insert(members).values([
      { id: randomUUID(), organizationId: orgId, userId: owner.userId, role: "owner" },
      { id: randomUUID(), organizationId: orgId, userId: member.userId, role: "member" },
    ]);
    // The member's own trial has expired; the owner's active plan governs the organization's survey.
    await setSubscription(member.userId, { trialEnd: new Date(Date.now() - 60_000) });
    const created = await owner.client.post("/api/surveys", { organizationId: orgId });
    const surveyId = ((await created.json()) as { survey: { id: string } }).survey.id;
    await owner.client.put(`/api/surveys/${surveyId}`, { title: "Team", questions: [question("text", "q_1")] });
    const published = await owner.client.post(`/api/surveys/${surveyId}/publish`, {});
    const { shareId } = ((await published.json()) as { survey: { shareId: string } }).survey;
    const body = (await (await getPublic(shareId)).json()) as PublicBody;
    expect(body.showPoweredBy).toBe(false);
    expect(JSON.stringify(body)).not.toContain(orgId);
  });
});

function surveyDataOf(html: string): unknown {
  const match = /<script type="application\/json" id="survey-data">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1] as string) : undefined;
}

/** The page's own words the server wrote into the page, and their language. */
function messagesOf(html: string) {
  const match = /<script type="application\/json" id="respondent-messages" data-language="(\w+)">([\s\S]*?)<\/script>/.exec(html);
  return match ? { language: match[1], messages: JSON.parse(match[2] as string) as Record<string, unknown> } : undefined;
}

describe("the survey page", () => {
  it("serves survey.html with the survey embedded before </head>, on all four paths", async () => {
    const { shareId } = await createPublishedSurvey(owner, { title: "Embedded title", questions: [question("text", "q_1")] });
    for (const prefix of ["/survey/", "/s/", "/embed/survey/", "/embed/s/"]) {
      const res = await server.client().get(`${prefix}${shareId}`);
      expect(res.status).toBe(200);
      // Each page carries its respondent's own start token: the browser keeps it, no shared cache does.
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html.indexOf('id="survey-data"')).toBeLessThan(html.indexOf("</head>"));
      const data = surveyDataOf(html) as PublicBody;
      expect(data.survey.title).toBe("Embedded title");
      expect(data.showPoweredBy).toBe(false);
      expect(res.headers.get("content-security-policy")).toContain(
        prefix.startsWith("/embed/") ? "frame-ancestors *" : "frame-ancestors 'self'",
      );
    }
  });

  it("writes the page's words in the browser's language into the page; English is the page's own", async () => {
    const { shareId } = await createPublishedSurvey(owner, { title: "Words", questions: [question("text", "q_1")] });
    const german = await server.client().get(`/survey/${shareId}`, { "accept-language": "de-DE,de;q=0.9,en;q=0.8" });
    expect(german.headers.get("vary")).toContain("Accept-Language");
    const html = await german.text();
    expect(messagesOf(html)).toMatchObject({ language: "de", messages: { notFoundTitle: "Umfrage nicht gefunden" } });
    expect(html.indexOf('id="respondent-messages"')).toBeLessThan(html.indexOf("</head>"));
    expect(surveyDataOf(html)).toMatchObject({ survey: { title: "Words" } });

    const others: Record<string, string>[] = [{ "accept-language": "en-GB,en;q=0.9" }, { "accept-language": "ja" }, {}];
    for (const headers of others) {
      expect(messagesOf(await (await server.client().get(`/survey/${shareId}`, headers)).text())).toBeUndefined();
    }

    // The address's ?lang= wins over the browser's; one we do not have leaves the browser's.
    const germanBrowser = { "accept-language": "de-DE,de;q=0.9" };
    const asked = await server.client().get(`/embed/survey/${shareId}?lang=pt`, germanBrowser);
    expect(messagesOf(await asked.text())).toMatchObject({
      language: "pt",
      messages: { notFoundTitle: "Pesquisa não encontrada" },
    });
    expect(messagesOf(await (await server.client().get(`/survey/${shareId}?lang=en`, germanBrowser)).text())).toBeUndefined();
    expect(messagesOf(await (await server.client().get(`/survey/${shareId}?lang=xx`, germanBrowser)).text())).toMatchObject({
      language: "de",
    });
  });

  it("renders a translated survey in the language of ?lang= or Accept-Language, page words too; else its default", async () => {
    const { shareId } = await createPublishedSurvey(owner, {
      title: "Lunch",
      description: "Tell us",
      questions: [question("multiple-choice", "q_1", { options: ["Fish", "Rice"] })],
      settings: {
        translations: {
          es: { survey: { Lunch: "Almuerzo", "Tell us": "Cuéntanos" }, questions: { q_1: { Fish: "Pescado" } } },
        },
      },
    });
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const pages = {
      address: await server.client().get(`/survey/${shareId}?lang=es`, { "accept-language": "en-US,en;q=0.9" }),
      browser: await server.client().get(`/s/${shareId}`, { "accept-language": "es-ES,es;q=0.9" }),
    };
    for (const res of Object.values(pages)) {
      const html = await res.text();
      expect(titleOf(html)).toBe("Almuerzo");
      expect(html).toContain('<meta name="description" content="Cuéntanos">');
      expect(html).toContain('<html lang="es">');
      expect(messagesOf(html)).toMatchObject({ language: "es", messages: { next: "Siguiente" } });
      // The survey itself goes whole, translations and all: the page shows it in any of its languages.
      expect(surveyDataOf(html)).toMatchObject({
        survey: { title: "Lunch", settings: { defaultLanguage: "en", translations: { es: { survey: { Lunch: "Almuerzo" } } } } },
      });
    }
    // A browser language the survey lacks gets the default, page words too (they follow the survey).
    const german = await (await server.client().get(`/survey/${shareId}`, { "accept-language": "de-DE,de;q=0.9" })).text();
    expect(titleOf(german)).toBe("Lunch");
    expect(messagesOf(german)).toBeUndefined();
    // The browser's second language, when the survey has it.
    const second = await (await server.client().get(`/survey/${shareId}`, { "accept-language": "de-DE,es;q=0.8" })).text();
    expect(titleOf(second)).toBe("Almuerzo");
  });

  it("serves the draft preview page with no survey in it: the page takes the draft from the editor's tab", async () => {
    const { surveyId } = await createPublishedSurvey(owner, {
      title: "Not in the preview",
      questions: [question("text", "q_1")],
    });
    const res = await server.client().get(`/preview/${surveyId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("Not in the preview");
    expect(surveyDataOf(html)).toEqual({ preview: true });
  });

  it("answers an unknown survey 404, with { error: 'not_found' } embedded for the page to say so", async () => {
    for (const prefix of ["/survey/", "/s/", "/embed/survey/"]) {
      const res = await server.client().get(`${prefix}unknownshare1`);
      expect(res.status, prefix).toBe(404);
      expect(res.headers.get("x-robots-tag")).toBe("noindex");
      expect(surveyDataOf(await res.text())).toEqual({ error: "not_found" });
    }
  });

  it("writes the survey's title and description into the page's head", async () => {
    const { shareId } = await createPublishedSurvey(owner, {
      title: "Coffee at the office",
      description: "Two minutes about the new machine.",
      questions: [question("text", "q_1")],
    });
    const html = await (await server.client().get(`/survey/${shareId}`)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain("<title>Coffee at the office</title>");
    expect(head).not.toContain("<title>Survey</title>");
    expect(head).toContain('<meta name="description" content="Two minutes about the new machine.">');
    expect(head.match(/<title>/g)).toHaveLength(1);
  });

  it("escapes a title that tries to close the script tag", async () => {
    const title = "</script><script>alert(1)</script> & $' $& \u2028 end";
    const description = '"><script>alert(2)</script>';
    const { shareId } = await createPublishedSurvey(owner, { title, description, questions: [question("text", "q_1")] });
    const html = await (await server.client().get(`/s/${shareId}`)).text();
    // Only the page's own module script and the data script: no second script from the title.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).not.toContain("alert(1)</script>");
    expect(html).not.toContain("alert(2)</script>");
    // In the JSON a line separator is an escape (older script parsers end a line there); in <title> it is text.
    expect(/id="survey-data">([^<]*)</.exec(html)?.[1]).not.toContain("\u2028");
    expect(html).toContain("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; $&#39; $&amp;");
    expect(html).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;">');
    expect((surveyDataOf(html) as PublicBody).survey.title).toBe(title);
  });

  it("leaves other pages on the app shell, and survey pages too while survey.html is not built", async () => {
    const html = await (await server.client().get("/dashboard")).text();
    expect(html).toContain("shell");
    expect(html).not.toContain("survey-data");
    const built = path.join(distDir, "survey.html");
    renameSync(built, `${built}.away`);
    try {
      const res = await server.client().get("/survey/anything1");
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("shell");
    } finally {
      renameSync(`${built}.away`, built);
    }
  });
});

describe("survey page helpers", () => {
  it("writes <, >, &, U+2028 and U+2029 as escapes that JSON.parse reads back", () => {
    const value = { t: "<b>&</b>\u2028\u2029" };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
    expect(embedSurveyData("<p>no head</p>", 1)).toBe(
      '<script type="application/json" id="survey-data">1</script><p>no head</p>',
    );
  });
});
