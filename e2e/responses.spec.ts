import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import {
  DESKTOP,
  MOBILE,
  newUser,
  registerAndVerify,
  submitSignIn,
  useBrowser,
  waitForPath,
  type TestUser,
  type Viewport,
} from "./support/browser";
import { queryDb } from "./support/db";
import { makePro } from "./support/plans";
import { publishSurvey, type PublishedSurvey } from "./support/respondent";
import { saveScreenshots } from "./support/screenshots";
import { expectToast } from "./support/survey-pages";
import { captureDownload, seedResponses, seriousAxeViolationsInMain, type SeedResponse } from "./support/responses";

const browser = useBrowser();

const TITLE = "Product feedback (e2e)";
/** With COUNTS_SHOTS_DIR set, screenshots at 1440 and 390 px. */
const SHOT_SIZES = [
  ["1440", { width: 1440, height: 900 }],
  ["390", MOBILE],
] as const;
const QUESTIONS = [
  { id: "q_plan", type: "multiple-choice", title: "Which plan do you use?", options: ["Free", "Starter", "Pro"] },
  { id: "q_nps", type: "scale", title: "How likely are you to recommend us?", scaleSettings: { min: 0, max: 10, step: 1 } },
  { id: "q_features", type: "checkbox", title: "Which features do you use?", options: ["Builder", "Exports", "AI"] },
  {
    id: "q_parts",
    type: "matrix",
    title: "Rate each part",
    matrixRows: ["Speed", "Design"],
    matrixColumns: ["Poor", "Okay", "Great"],
  },
  { id: "q_rank", type: "ranking", title: "Rank what matters most", rankingItems: ["Price", "Quality", "Support"] },
  { id: "q_thanks", type: "statement", title: "Thanks, one last question" },
  { id: "q_improve", type: "textarea", title: "What should we improve?" },
];
const COLUMNS = [
  "Response ID",
  "Completed At",
  "Email",
  "Status",
  "City",
  "Country",
  "Region",
  "Which plan do you use?",
  "How likely are you to recommend us?",
  "Which features do you use?",
  "Rate each part",
  "Rank what matters most",
  "What should we improve?",
];

const COMPLETE_COUNT = 12;
/** Response i of the complete ones; every 4th leaves an e-mail address. */
function completeAnswers(i: number): SeedResponse {
  return {
    answers: {
      q_plan: ["Free", "Starter", "Pro"][i % 3],
      q_nps: i % 11,
      q_features: ["Builder", "Exports", "AI"].slice(0, (i % 3) + 1),
      q_parts: { Speed: ["Poor", "Okay", "Great"][i % 3], Design: "Great" },
      q_rank: i % 2 ? ["Quality", "Price", "Support"] : ["Price", "Support", "Quality"],
      q_improve: `Answer number ${i}`,
    },
    ...(i % 4 === 0 ? { respondentEmail: `respondent${i}@example.com` } : {}),
  };
}
const SEEDED: SeedResponse[] = [
  ...Array.from({ length: COMPLETE_COUNT }, (_, i) => completeAnswers(i)),
  { answers: { q_plan: "Pro", q_improve: "Partial answer A" }, partial: true },
  { answers: { q_plan: "Free", q_nps: 3 }, partial: true },
];

/** The rows of the response list on the page, in order. */
const rowsOf = (page: Page) => page.getByRole("list", { name: "Responses on this page" }).locator(":scope > li");

async function openResponses(page: Page, survey: PublishedSurvey, search = "") {
  await page.goto(`/surveys/${survey.id}/responses${search}`);
  await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
  await rowsOf(page).first().waitFor();
}

/** Expands the row whose summary line contains `who`; returns its answers as [question, answer] pairs. */
async function expandRow(page: Page, who: string): Promise<{ panel: Locator; pairs: [string, string][] }> {
  const toggle = page.getByRole("button", { name: new RegExp(who.replace(/[.+]/g, "\\$&")) });
  await toggle.click();
  expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
  await panel.locator("dl").waitFor();
  const pairs = await panel.evaluate((el) =>
    [...el.querySelectorAll("dt")].map((dt) => [dt.textContent?.trim() ?? "", dt.nextElementSibling?.textContent?.trim() ?? ""]),
  );
  return { panel, pairs: pairs as [string, string][] };
}

async function choose(page: Page, group: string, item: string) {
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("group", { name: group }).getByRole("menuitem", { name: item, exact: true }).click();
}

async function pageNumbers(page: Page): Promise<string[]> {
  return page
    .getByRole("navigation", { name: "Response pages" })
    .locator("li")
    .evaluateAll((items) => items.map((li) => li.textContent?.trim() ?? "").filter((text) => /^(\d+|…)$/.test(text)));
}

describe("responses screen", () => {
  let creator: TestUser;
  let survey: PublishedSurvey;
  let completeIds: string[];
  const seededById = new Map<string, SeedResponse>();

  async function signedInPage(viewport: Viewport = DESKTOP): Promise<Page> {
    const page = await browser.newPage(viewport);
    await submitSignIn(page, creator.email, creator.password);
    await waitForPath(page, "/dashboard");
    return page;
  }

  beforeAll(async () => {
    creator = newUser("responses", "Rhea Reviewer");
    const page = await browser.newPage();
    await registerAndVerify(page, creator);
    await makePro(creator.email);
    survey = await publishSurvey(page, TITLE, QUESTIONS);
    const ids = await seedResponses(survey.shareId, SEEDED);
    ids.forEach((id, i) => seededById.set(id, SEEDED[i] as SeedResponse));
    completeIds = ids.slice(0, COMPLETE_COUNT);
  });

  test("filters by status, pages, and expands a response into readable answers", async () => {
    const page = await signedInPage();
    // The dashboard counts as the responses screen does.
    await page.getByText("14 responses · 2 partial", { exact: true }).waitFor();
    await saveScreenshots(page, process.env.COUNTS_SHOTS_DIR, "dashboard-counts", SHOT_SIZES);
    await openResponses(page, survey);

    // One count of responses everywhere: all of them, with the partial ones named.
    await page.getByText("14 responses · 2 partial", { exact: true }).waitFor();
    await page.getByText("7 questions", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Quick overview" }).waitFor();
    await page.getByText("The questions below summarise the 12 complete responses.").waitFor();
    const tiles = page.locator("dl").filter({ hasText: "Completion rate" });
    expect(await tiles.locator("dt, dd").allTextContents()).toEqual([
      "Responses",
      "14",
      "Complete",
      "12",
      "Partial",
      "2",
      "Completion rate",
      "85.7%",
    ]);
    await saveScreenshots(page, process.env.COUNTS_SHOTS_DIR, "responses-counts", SHOT_SIZES);
    // A chart per question, statements excepted, each with a table as its text alternative.
    await page.getByRole("group", { name: "Which plan do you use?" }).waitFor();
    expect(await page.locator("caption", { hasText: 'Answers to "Which plan do you use?"' }).count()).toBe(1);
    // Time to complete and the drop-off funnel, below the question summaries, over every response.
    await page.getByRole("group", { name: "Time to complete" }).waitFor();
    const funnel = page.getByRole("group", { name: "Drop-off" }).getByRole("table", { name: "Drop-off per question" });
    expect(await funnel.getByRole("row").count()).toBeGreaterThan(1);

    // Complete is the default filter: 12 responses over two pages, newest first.
    expect(await page.getByRole("button", { name: "Complete", exact: true }).getAttribute("aria-pressed")).toBe("true");
    await page.getByText("1–10 of 12").waitFor();
    expect(await rowsOf(page).count()).toBe(10);
    await page.getByRole("button", { name: "Page 2", exact: true }).click();
    await page.waitForURL(/[?&]page=2/);
    await page.getByText("11–12 of 12").waitFor();
    expect(await rowsOf(page).allTextContents()).toEqual([
      expect.stringContaining("Anonymous"),
      expect.stringContaining("respondent0@example.com"),
    ]);

    // The oldest response, expanded: matrix as a table, ranking in order, no statement.
    const { panel, pairs } = await expandRow(page, "respondent0@example.com");
    expect(pairs).toEqual([
      ["Which plan do you use?", "Free"],
      ["How likely are you to recommend us?", "0"],
      ["Which features do you use?", "Builder"],
      ["Rate each part", expect.stringMatching(/Speed\s*Poor\s*Design\s*Great/)],
      ["Rank what matters most", "PriceSupportQuality"],
      ["What should we improve?", "Answer number 0"],
    ]);
    expect(await panel.getByRole("row", { name: "Speed Poor" }).count()).toBe(1);
    expect(await panel.locator("ol > li").allTextContents()).toEqual(["Price", "Support", "Quality"]);
    await rowsOf(page).filter({ hasText: "respondent0@example.com" }).getByText("High · 100%").waitFor();
    expect(await seriousAxeViolationsInMain(page)).toEqual([]);

    // Partial: the two saved-but-unsent responses, back on page 1.
    await page.getByRole("button", { name: "Partial", exact: true }).click();
    await page.getByText("1–2 of 2").waitFor();
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    const partialRows = await rowsOf(page).allTextContents();
    expect(partialRows).toHaveLength(2);
    for (const row of partialRows) expect(row).toMatch(/Not completed.*Partial.*Low · \d+%/);

    await page.getByRole("button", { name: "All", exact: true }).click();
    await page.getByText("1–10 of 14").waitFor();
    expect(await pageNumbers(page)).toEqual(["1", "2"]);
  });

  test("exports all and one page as CSV, Excel and JSON that match the responses", async () => {
    const page = await signedInPage();
    await openResponses(page, survey);
    const completeSeeds = completeIds.map((id) => ({ id, seed: seededById.get(id) as SeedResponse }));

    const csv = await captureDownload(page, () => choose(page, "Export All (12)", "CSV"));
    expect(csv.name).toBe("product-feedback-e2e-complete-responses.csv");
    // Downloaded from the server's address, so the browser streams it to disk (not a blob: in the tab).
    expect(new URL(csv.url).pathname).toBe(`/api/surveys/${survey.id}/responses/export`);
    const records = parse(csv.bytes, { bom: true }) as string[][];
    expect(records[0]).toEqual(COLUMNS);
    expect(records).toHaveLength(COMPLETE_COUNT + 1);
    const byId = new Map(records.slice(1).map((row) => [row[0], row]));
    for (const { id, seed } of completeSeeds) {
      const a = seed.answers as Record<string, unknown>;
      const row = byId.get(id);
      expect(row?.slice(2, 4)).toEqual([seed.respondentEmail ?? "Anonymous", "complete"]);
      expect(row?.slice(7)).toEqual([
        a.q_plan,
        String(a.q_nps),
        (a.q_features as string[]).join(", "),
        `Speed: ${(a.q_parts as Record<string, string>).Speed}; Design: Great`,
        (a.q_rank as string[]).join(", "),
        a.q_improve,
      ]);
    }

    const xlsx = await captureDownload(page, () => choose(page, "Export All (12)", "Excel (.xlsx)"));
    expect(xlsx.name).toBe("product-feedback-e2e-complete-responses.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(COMPLETE_COUNT + 1);
    expect((sheet?.getRow(1).values as unknown[]).slice(1)).toEqual(COLUMNS);
    for (let r = 2; r <= COMPLETE_COUNT + 1; r++) {
      const values = (sheet?.getRow(r).values as unknown[]).slice(1);
      const seed = seededById.get(String(values[0]));
      expect(seed, `row ${r} has a seeded response id`).toBeDefined();
      // Numbers stay numbers in the spreadsheet.
      expect(values[8]).toBe(seed?.answers.q_nps);
      expect(values[12]).toBe(seed?.answers.q_improve);
    }

    const json = await captureDownload(page, () => choose(page, "Export All (12)", "JSON"));
    expect(json.name).toBe("product-feedback-e2e-complete-responses.json");
    const exported = JSON.parse(json.bytes.toString("utf8")) as {
      questions: { id: string }[];
      responses: { id: string; status: string; respondentEmail: string | null; answers: Record<string, unknown> }[];
    };
    expect(exported.questions.map((q) => q.id)).toEqual(QUESTIONS.filter((q) => q.type !== "statement").map((q) => q.id));
    expect(exported.responses).toHaveLength(COMPLETE_COUNT);
    for (const response of exported.responses) {
      const seed = seededById.get(response.id);
      expect(response.status).toBe("complete");
      expect(response.respondentEmail).toBe(seed?.respondentEmail ?? null);
      expect(response.answers).toEqual(seed?.answers);
    }

    // Export Page: only the 10 responses of the page shown, named with its number.
    const pageCsv = await captureDownload(page, () => choose(page, "Export Page (10)", "CSV"));
    expect(pageCsv.name).toBe("product-feedback-e2e-complete-responses-page-1.csv");
    const pageRecords = parse(pageCsv.bytes, { bom: true }) as string[][];
    expect(pageRecords).toHaveLength(11);
    // Newest first, as on screen: the 10 most recent complete responses.
    expect(new Set(pageRecords.slice(1).map((row) => row[0]))).toEqual(new Set(completeIds.slice(2)));
  });

  test("runs, regenerates and exports the AI analysis", async () => {
    const page = await signedInPage();
    await openResponses(page, survey);
    const toggle = page.getByRole("button", { name: "Show AI Analysis" });
    await toggle.click();
    expect(await page.getByRole("button", { name: "Hide AI Analysis" }).getAttribute("aria-expanded")).toBe("true");

    const analyses: number[] = [];
    page.on("response", (res) => new URL(res.url()).pathname.endsWith("/analysis") && analyses.push(res.status()));
    await page.getByRole("button", { name: "Analyze Responses" }).click();
    const result = page.getByRole("region", { name: "Analysis result" });
    await result.getByRole("heading", { name: "Key Insights" }).waitFor({ timeout: 30_000 });
    await result.getByRole("heading", { name: "Recommendations" }).waitFor();
    await result.getByText("12 responses analyzed (Complete)").waitFor();
    const insights = await result.locator("h3", { hasText: "Key Insights" }).locator("xpath=..").locator("li").allTextContents();
    expect(insights.length).toBeGreaterThan(0);

    await page.getByLabel("Focus (optional)").fill("What do people say about exports?");
    const isAnalysis = (url: string) => new URL(url).pathname.endsWith("/analysis");
    const [request] = await Promise.all([
      page.waitForRequest((req) => isAnalysis(req.url())),
      page.waitForResponse((res) => isAnalysis(res.url()), { timeout: 30_000 }),
      page.getByRole("button", { name: "Regenerate" }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({
      status: "complete",
      language: "en",
      customPrompt: "What do people say about exports?",
    });
    await result.getByRole("heading", { name: "Key Insights" }).waitFor();
    expect(analyses).toEqual([200, 200]);

    const file = await captureDownload(page, () => page.getByRole("button", { name: "Export as JSON" }).click());
    expect(file.name).toMatch(/^Product-feedback-e2e-ai-analysis-\d{4}-\d{2}-\d{2}\.json$/);
    const analysis = JSON.parse(file.bytes.toString("utf8")) as Record<string, unknown>;
    expect(analysis).toMatchObject({ surveyTitle: TITLE, status: "complete", responseCount: COMPLETE_COUNT });
    expect(typeof analysis.summary).toBe("string");
    expect((analysis.keyInsights as string[]).length).toBeGreaterThan(0);
    expect((analysis.recommendations as string[]).length).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(String(analysis.generatedAt)))).toBe(false);

    // The same screen in the dark theme (it follows the device) keeps its contrast.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    expect(await seriousAxeViolationsInMain(page)).toEqual([]);

    // In Spanish, the analysis is asked for, and written, in Spanish.
    await page.getByRole("button", { name: "Change language: EN", exact: true }).click();
    await page.getByRole("menuitemradio", { name: "Español" }).click();
    const [spanish] = await Promise.all([
      page.waitForRequest((req) => isAnalysis(req.url())),
      page.waitForResponse((res) => isAnalysis(res.url()), { timeout: 30_000 }),
      page.getByRole("button", { name: "Regenerar" }).click(),
    ]);
    expect(spanish.postDataJSON()).toMatchObject({ status: "complete", language: "es" });
    await page.getByText(/^Se analizaron 12 respuestas a la encuesta/).waitFor();
    // Longer Spanish labels keep their contrast too.
    expect(await seriousAxeViolationsInMain(page)).toEqual([]);
  });

  test("failed exports, deletes and analyses say so, and the analysis can be tried again", async () => {
    const page = await signedInPage();
    await openResponses(page, survey);
    const alert = page.getByRole("alert");

    await page.route("**/responses/export-link", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "INTERNAL" } } }),
    );
    await choose(page, "Export All (12)", "CSV");
    await alert.getByText("Failed to export responses. Please try again.").waitFor();
    await alert.getByRole("button", { name: "Dismiss" }).click();
    // A refusal the server explains (here, too many exports at once) is shown before any download.
    await page.unroute("**/responses/export-link");
    await page.route("**/responses/export-link", (route) =>
      route.fulfill({ status: 429, json: { error: { code: "EXPORT_BUSY", message: "busy" } } }),
    );
    await choose(page, "Export Page (10)", "Excel (.xlsx)");
    await alert.getByText("Too many exports are running. Please try again in a moment.").waitFor();
    await alert.getByRole("button", { name: "Dismiss" }).click();

    await page.route("**/responses/delete", (route) => route.fulfill({ status: 500, json: { error: { code: "INTERNAL" } } }));
    await rowsOf(page).first().getByRole("checkbox").check();
    await page.getByRole("button", { name: "Delete 1 response", exact: true }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete", exact: true }).click();
    await alert.getByText("Failed to delete responses. Please try again.").waitFor();
    expect(await rowsOf(page).count()).toBe(10);

    await page.route("**/analysis", (route) =>
      route.fulfill({
        status: 502,
        json: {
          error: {
            code: "AI_CONNECTION_FAILED",
            message: "Unable to connect to OpenAI. Please check your API key configuration.",
          },
        },
      }),
    );
    await page.getByRole("button", { name: "Show AI Analysis" }).click();
    await page.getByRole("button", { name: "Analyze Responses" }).click();
    const failed = page.getByRole("alert").filter({ hasText: "Analysis Failed" });
    await failed.getByText("Unable to connect to OpenAI. Please check your API key configuration.").waitFor();
    await page.unroute("**/analysis");
    await failed.getByRole("button", { name: "Try Again" }).click();
    await page
      .getByRole("region", { name: "Analysis result" })
      .getByRole("heading", { name: "Key Insights" })
      .waitFor({ timeout: 30_000 });
  });

  test("a survey the user cannot see shows the error state with a way back", async () => {
    const page = await signedInPage();
    await page.goto("/surveys/00000000-0000-4000-8000-000000000000/responses");
    await page.getByText("Survey not found", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Return to Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
  });

  test("bulk delete asks first, then removes the selected responses", async () => {
    const page = await signedInPage();
    await openResponses(page, survey);

    // One response: the dialog names the count; cancelling keeps it.
    await rowsOf(page).first().getByRole("checkbox").check();
    await page.getByRole("button", { name: "Delete 1 response", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Delete responses?" });
    await dialog.getByText("Are you sure you want to delete 1 response(s)? This action cannot be undone.").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });

    // Select all on the page, confirm: the 10 newest complete responses go.
    await page.getByRole("checkbox", { name: /Select all|selected/ }).check();
    await page.getByRole("button", { name: "Delete 10 responses", exact: true }).click();
    await dialog.getByText("Are you sure you want to delete 10 response(s)? This action cannot be undone.").waitFor();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "10 responses deleted");
    await page.getByText("1–2 of 2").waitFor();
    await page.getByText("4 responses · 2 partial", { exact: true }).waitFor();

    const left = await queryDb<{ id: string }>("select id from survey_responses where survey_id = $1 and status = 'complete'", [
      survey.id,
    ]);
    expect(new Set(left.map((r) => r.id))).toEqual(new Set(completeIds.slice(0, 2)));
  });
});

describe("responses pagination", () => {
  test("shows 5 page numbers on a desktop and 3 on a phone, with gaps", async () => {
    const page = await browser.newPage();
    const owner = newUser("pager", "Paige Pager");
    await registerAndVerify(page, owner);
    const survey = await publishSurvey(page, "Many answers", [{ id: "q_word", type: "text", title: "One word?" }]);
    // 61 responses (7 pages) from two visitors, under the per-visitor submit limit.
    const seeds = Array.from({ length: 61 }, (_, i) => ({ answers: { q_word: `word ${i}` } }));
    await seedResponses(survey.shareId, seeds.slice(0, 31), "198.19.8.1");
    await seedResponses(survey.shareId, seeds.slice(31), "198.19.8.2");

    await page.goto(`/surveys/${survey.id}/responses?page=4`);
    await page.getByText("31–40 of 61").waitFor();
    expect(await pageNumbers(page)).toEqual(["1", "…", "3", "4", "5", "…", "7"]);
    expect(await page.getByRole("button", { name: "Page 4", exact: true }).getAttribute("aria-current")).toBe("page");

    const cookies = await page.context().cookies();
    const phone = await browser.newPage(MOBILE);
    await phone.context().addCookies(cookies);
    await phone.goto(`/surveys/${survey.id}/responses?page=4`);
    await phone.getByText("Page 4 of 7").waitFor();
    expect(await pageNumbers(phone)).toEqual(["1", "…", "4", "…", "7"]);
    await phone.getByRole("button", { name: "Next", exact: true }).click();
    await phone.getByText("Page 5 of 7").waitFor();
    expect(await pageNumbers(phone)).toEqual(["1", "…", "5", "…", "7"]);
    // Nothing on the phone layout is wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  });
});
