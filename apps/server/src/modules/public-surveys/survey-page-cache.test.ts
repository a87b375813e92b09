import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerPair, type SecondServer } from "../../../test/test-server-pair";
import { createClient, signUpVerified, type TestServer } from "../../../test/test-server";
import { createPublishedSurvey, makeActive, question, type Actor } from "./test-surveys";
import { matchesEtag } from "./survey-page-cache";

const distDir = mkdtempSync(path.join(os.tmpdir(), "sondar-page-cache-"));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));
writeFileSync(path.join(distDir, "index.html"), "<!doctype html><html><head><title>App</title></head><body>shell</body></html>");
writeFileSync(
  path.join(distDir, "survey.html"),
  '<!doctype html><html><head><title>Survey</title></head><body><div id="root"></div></body></html>',
);

// Two servers on one database: on PostgreSQL each with its own pool and listening connection, as
// two processes would have (PGlite is one process only: there they share the database).
let first: TestServer;
let second: SecondServer;
let owner: Actor;

beforeAll(async () => {
  ({ first, second } = await createServerPair({ env: { WEB_DIST_DIR: distDir, PUBLIC_SUBMIT_LIMIT_PER_MINUTE: "1000" } }));
  owner = await signUpVerified(first, { name: "Owner" });
  await makeActive(first, owner.userId);
});

type PageData = {
  survey?: { title: string; questions: { id: string; title: string }[] };
  collecting?: { kind: string };
  startToken?: string;
  error?: string;
};

function dataOf(html: string): PageData {
  const match = /<script type="application\/json" id="survey-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error(`no survey data in ${html.slice(0, 200)}`);
  return JSON.parse(match[1] as string) as PageData;
}

const visitor = (app: { request: TestServer["app"]["request"] }) => createClient(app, "198.51.100.7");

async function page(app: { request: TestServer["app"]["request"] }, shareId: string, headers: Record<string, string> = {}) {
  const res = await visitor(app).get(`/s/${shareId}`, headers);
  return { res, data: res.status === 304 ? undefined : dataOf(await res.text()) };
}

/**
 * What the other server shows once the notification of a change reached it: asked until it
 * shows `expected` (at most 10 s). A notification is sent at commit and arrives moments later.
 */
async function secondServerShows(shareId: string, expected: (data: PageData, status: number) => boolean) {
  const giveUp = Date.now() + 10_000;
  for (;;) {
    const { res, data } = await page(second.app, shareId);
    if (data && expected(data, res.status)) return { status: res.status, data };
    if (Date.now() > giveUp) return { status: res.status, data };
    await sleep(20);
  }
}

describe("the cached survey page", () => {
  it("answers 304 to the ETag it gave, with a fresh start token in every full page, cached by the browser only", async () => {
    const { shareId } = (await createPublishedSurvey(owner, { title: "ETag", questions: [question("text", "q_1")] })) as {
      shareId: string;
    };
    const one = await page(first.app, shareId);
    // The token carries the time the page was served, to the millisecond: two pages served in
    // the same millisecond rightly carry the same one, so the second is asked for a moment later.
    await sleep(5);
    const askedAt = Date.now();
    const two = await page(first.app, shareId);
    expect(one.res.status).toBe(200);
    const etag = one.res.headers.get("etag") as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(two.res.headers.get("etag")).toBe(etag);
    expect(one.res.headers.get("cache-control")).toBe("private, no-cache");
    // The cached page is never served with a cached token: each carries the time it was served.
    expect(one.data?.startToken).toMatch(/^\d+\.[\w-]+$/);
    expect(Number(two.data?.startToken?.split(".")[0])).toBeGreaterThanOrEqual(askedAt);
    expect(two.data?.startToken).not.toBe(one.data?.startToken);

    const again = await page(first.app, shareId, { "if-none-match": etag });
    expect(again.res.status).toBe(304);
    expect(await again.res.text()).toBe("");
    expect(again.res.headers.get("etag")).toBe(etag);
    // Another version, or another language's page, is answered in full.
    expect((await page(first.app, shareId, { "if-none-match": 'W/"other"' })).res.status).toBe(200);
    const german = await page(first.app, shareId, { "if-none-match": etag, "accept-language": "de" });
    expect(german.res.status).toBe(200);
    expect(german.res.headers.get("etag")).not.toBe(etag);
  });

  it("changes its ETag when the survey is edited, so a browser's copy is not reused", async () => {
    const { surveyId, shareId } = (await createPublishedSurvey(owner, {
      title: "Before",
      questions: [question("text", "q_1")],
    })) as {
      surveyId: string;
      shareId: string;
    };
    const before = await page(first.app, shareId);
    const etag = before.res.headers.get("etag") as string;
    expect((await owner.client.put(`/api/surveys/${surveyId}`, { title: "After" })).status).toBe(200);
    const shown = await secondServerShows(shareId, (data) => data.survey?.title === "After");
    expect(shown.data?.survey?.title).toBe("After");
    const after = await page(first.app, shareId, { "if-none-match": etag });
    expect(after.res.status).toBe(200);
    expect(after.data?.survey?.title).toBe("After");
  });

  it("is seen unpublished, edited and closed on another server right after the owner does it on one", async () => {
    const { surveyId, shareId } = (await createPublishedSurvey(owner, {
      title: "Viral",
      questions: [question("text", "q_1", { title: "First wording" })],
    })) as { surveyId: string; shareId: string };
    // Both servers have it cached.
    expect((await page(first.app, shareId)).data?.survey?.title).toBe("Viral");
    expect((await page(second.app, shareId)).data?.survey?.title).toBe("Viral");

    // Edited on the first.
    const edited = await owner.client.put(`/api/surveys/${surveyId}`, {
      title: "Viral",
      questions: [question("text", "q_1", { title: "Second wording" })],
    });
    expect(edited.status).toBe(200);
    const afterEdit = await secondServerShows(shareId, (data) => data.survey?.questions[0]?.title === "Second wording");
    expect(afterEdit.data?.survey?.questions[0]?.title).toBe("Second wording");

    // Closed by its date on the first.
    const closeAt = new Date(Date.now() - 60_000).toISOString();
    expect((await owner.client.put(`/api/surveys/${surveyId}`, { title: "Viral", settings: { closeAt } })).status).toBe(200);
    const afterClose = await secondServerShows(shareId, (data) => data.collecting?.kind === "closed-by-date");
    expect(afterClose.data?.collecting?.kind).toBe("closed-by-date");

    // Unpublished on the first.
    expect((await owner.client.post(`/api/surveys/${surveyId}/unpublish`, {})).status).toBe(200);
    const afterUnpublish = await secondServerShows(shareId, (_data, status) => status === 404);
    expect(afterUnpublish.status).toBe(404);
    expect(afterUnpublish.data?.error).toBe("not_found");
    expect((await page(first.app, shareId)).res.status).toBe(404);
  });

  it("shows the survey closed once its response limit is reached, without any change to the survey", async () => {
    const { shareId } = (await createPublishedSurvey(owner, {
      title: "Limited",
      questions: [question("text", "q_1")],
      settings: { responseLimit: 1 },
    })) as { shareId: string };
    expect((await page(first.app, shareId)).data?.collecting?.kind).toBe("open");
    const submitted = await visitor(first.app).post(`/api/public/surveys/${shareId}/submit`, {
      clientSubmissionId: randomUUID(),
      answers: { q_1: "yes" },
    });
    expect(submitted.status).toBe(201);
    expect((await page(first.app, shareId)).data?.collecting?.kind).toBe("closed-by-limit");
    expect((await page(second.app, shareId)).data?.collecting?.kind).toBe("closed-by-limit");
  });

  it("never keeps a survey that is not published: it shows the moment it is published", async () => {
    const draft = await createPublishedSurvey(
      owner,
      { title: "Draft", questions: [question("text", "q_1")] },
      { publish: false },
    );
    expect(draft.shareId).toBeNull();
    // Published, unpublished (a draft again, with its share id), asked for, then published again.
    const published = await owner.client.post(`/api/surveys/${draft.surveyId}/publish`, {});
    const { shareId } = ((await published.json()) as { survey: { shareId: string } }).survey;
    expect((await owner.client.post(`/api/surveys/${draft.surveyId}/unpublish`, {})).status).toBe(200);
    await secondServerShows(shareId, (_data, status) => status === 404);
    for (const app of [first.app, second.app]) {
      const res = (await page(app, shareId)).res;
      expect(res.status).toBe(404);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("etag")).toBeNull();
    }
    expect((await owner.client.post(`/api/surveys/${draft.surveyId}/publish`, {})).status).toBe(200);
    // The server the owner published on never kept the 404.
    expect((await page(first.app, shareId)).data?.survey?.title).toBe("Draft");
    expect((await secondServerShows(shareId, (data) => data.survey?.title === "Draft")).status).toBe(200);
  });
});

describe("matchesEtag", () => {
  it("compares weakly, in a list, and takes *", () => {
    expect(matchesEtag('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('"b", "a"', 'W/"a"')).toBe(true);
    expect(matchesEtag("*", 'W/"a"')).toBe(true);
    expect(matchesEtag('W/"b"', 'W/"a"')).toBe(false);
    expect(matchesEtag(undefined, 'W/"a"')).toBe(false);
  });
});
