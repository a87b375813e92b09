import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { newUser, registerAndVerify, submitSignIn, useBrowser, waitForPath, type TestUser } from "./support/browser";
import { queryDb } from "./support/db";
import { makePro } from "./support/plans";
import type { PublishedSurvey } from "./support/respondent";
import { captureDownload } from "./support/responses";
import { waitForSaved } from "./support/survey-pages";

const browser = useBrowser();

const TITLE = "Where from (e2e)";
const QUESTIONS = [
  { id: "q_name", type: "text", title: "What is your name?", required: true },
  { id: "q_why", type: "text", title: "Thanks {{q_name}}! Why did {{source|a link}} bring you here?" },
];

/** The stored hidden values of the survey's responses whose name answer is `name`, with their status. */
async function storedBy(surveyId: string, name: string) {
  return queryDb<{ status: string; hidden_fields: Record<string, string> }>(
    "select status, hidden_fields from survey_responses where survey_id = $1 and answers ->> 'q_name' = $2",
    [surveyId, name],
  );
}

/**
 * A respondent opens `address`, gives `name` and moves on; the next question, which recalls the
 * name and the source, must read `Thanks <name>! Why did <source> bring you here?`.
 */
async function answerName(page: Page, address: string, name: string, source: string) {
  await page.goto(address);
  await page.getByRole("textbox", { name: "What is your name?" }).fill(name);
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("heading", { name: `Thanks ${name}! Why did ${source} bring you here?` }).waitFor();
}

/** Answers the last question and submits. */
async function finish(page: Page, why: string) {
  await page.getByRole("textbox").fill(why);
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await page.getByRole("heading", { name: "Survey Completed!" }).waitFor();
}

/** Exports every response the list shows (`count` of them) as CSV, as the menu does; returns its rows by column. */
async function exportAllCsv(page: Page, count: number): Promise<Record<string, string>[]> {
  const file = await captureDownload(page, async () => {
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await page
      .getByRole("group", { name: `Export All (${count})` })
      .getByRole("menuitem", { name: "CSV", exact: true })
      .click();
  });
  return parse(file.bytes.toString("utf8").replace(/^\ufeff/, ""), { columns: true }) as Record<string, string>[];
}

describe("hidden fields", () => {
  let creator: TestUser;
  let survey: PublishedSurvey;

  beforeAll(async () => {
    creator = newUser("hidden", "Hana Hidden");
    const page = await browser.newPage();
    await registerAndVerify(page, creator);
    await makePro(creator.email);
    // Saved and published through the API, as the builder would; `source` declared from the start.
    const created = await page.request.post("/api/surveys", { data: {} });
    const { survey: blank } = (await created.json()) as { survey: { id: string } };
    const saved = await page.request.put(`/api/surveys/${blank.id}`, {
      data: { title: TITLE, questions: QUESTIONS, hiddenFields: ["source"] },
    });
    expect(saved.status()).toBe(200);
    const published = await page.request.post(`/api/surveys/${blank.id}/publish`, { data: {} });
    expect(published.status()).toBe(200);
    survey = { id: blank.id, shareId: ((await published.json()) as { survey: { shareId: string } }).survey.shareId };
  });

  test("a respondent opened with ?source=newsletter is exported with a source column", async () => {
    // The builder's settings list the field and the link that carries it; the creator adds another.
    const creatorPage = await browser.newPage();
    await submitSignIn(creatorPage, creator.email, creator.password);
    await waitForPath(creatorPage, "/dashboard");
    await creatorPage.goto(`/surveys/${survey.id}/edit`);
    await creatorPage.getByRole("button", { name: "Settings", exact: true }).click();
    const settings = creatorPage.getByRole("dialog", { name: "Survey settings" });
    await settings.getByRole("list", { name: "Hidden fields of this survey" }).getByText("source").waitFor();
    await settings.getByRole("textbox", { name: "Field name" }).fill("campaign");
    await settings.getByRole("button", { name: "Add", exact: true }).click();
    await settings.getByText(`/survey/${survey.shareId}?source=…&campaign=…`, { exact: false }).waitFor();
    await creatorPage.keyboard.press("Escape");
    await waitForSaved(creatorPage);
    const [row] = await queryDb<{ hidden_fields: string[] }>("select hidden_fields from surveys where id = $1", [survey.id]);
    expect(row?.hidden_fields).toEqual(["source", "campaign"]);

    // A respondent opens the share link with ?source=newsletter; the next question recalls the answer and the value.
    const respondent = await browser.newPage();
    await answerName(respondent, `/survey/${survey.shareId}?source=newsletter&not_declared=x`, "Ada", "newsletter");
    await finish(respondent, "A friend's tip");
    expect(await storedBy(survey.id, "Ada")).toEqual([{ status: "complete", hidden_fields: { source: "newsletter" } }]);

    // Another, in an embed, reloads halfway without the parameter: the value kept with the draft still arrives.
    const embedded = await browser.newPage();
    await answerName(embedded, `/embed/survey/${survey.shareId}?source=partner`, "Bo", "partner");
    await expect
      .poll(async () => storedBy(survey.id, "Bo"), { timeout: 10_000 })
      .toEqual([{ status: "partial", hidden_fields: { source: "partner" } }]);
    await embedded.goto(`/embed/survey/${survey.shareId}`);
    await embedded.getByRole("heading", { name: "Thanks Bo! Why did partner bring you here?" }).waitFor();
    await finish(embedded, "A partner's page");
    expect(await storedBy(survey.id, "Bo")).toEqual([{ status: "complete", hidden_fields: { source: "partner" } }]);

    // And one without the field: the recall falls back, nothing is stored for it.
    await answerName(await browser.newPage(), `/survey/${survey.shareId}`, "Cy", "a link");

    // The creator sees the value in the response, filters on it, and exports it as its own column.
    await creatorPage.goto(`/surveys/${survey.id}/responses`);
    await creatorPage.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await creatorPage.getByText("1–2 of 2").waitFor();
    const filter = creatorPage.getByRole("search", { name: "Filter responses by hidden field" });
    await filter.getByRole("textbox", { name: "Value" }).fill("newsletter");
    await filter.getByRole("button", { name: "Filter", exact: true }).click();
    await creatorPage.waitForURL(/hidden\.source=newsletter/);
    await creatorPage.getByText("1–1 of 1").waitFor();
    const list = creatorPage.getByRole("list", { name: "Responses on this page" });
    await list.getByRole("button").first().click();
    await list.getByRole("region", { name: "Hidden fields" }).getByText("newsletter", { exact: true }).waitFor();

    const rows = await exportAllCsv(creatorPage, 1);
    expect(Object.keys(rows[0] ?? {})).toContain("source");
    expect(rows.map((r) => [r["source"], r["What is your name?"]])).toEqual([["newsletter", "Ada"]]);

    // Lifting the filter brings both back; the unfiltered export has both values in the column.
    await creatorPage.getByRole("button", { name: "Remove the filter on source" }).click();
    await creatorPage.getByText("1–2 of 2").waitFor();
    const allRows = await exportAllCsv(creatorPage, 2);
    expect(allRows.map((r) => r["source"]).sort()).toEqual(["newsletter", "partner"]);
  });
});
