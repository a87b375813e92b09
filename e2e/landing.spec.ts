import { SAMPLE_SURVEY_SHARE_IDS } from "@sondar/core/site/sample-survey";
import { describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { MOBILE, useBrowser, waitForPath } from "./support/browser";
import { queryDb } from "./support/db";
import { openSitePage } from "./support/site";

const browser = useBrowser();

describe("landing page", () => {
  test("shows every section, prices the yearly plan, and meets axe on a desktop in light and a phone in dark", async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await openSitePage(page, "/");
    for (const name of [
      "Everything you need to listen",
      "Let AI write the first draft and read the answers",
      "Simple pricing",
      "What our customers say",
      "Start listening today",
    ]) {
      await page.getByRole("heading", { level: 2, name }).waitFor();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    const pricing = page.getByRole("region", { name: "Simple pricing" });
    await pricing.getByRole("button", { name: "Yearly Save 20%" }).click();
    await pricing.getByText("$15.83").waitFor();
    await pricing.getByText("Save $38").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);

    const phone = await browser.newPage(MOBILE, { colorScheme: "dark" });
    await openSitePage(phone, "/pt");
    await phone.getByRole("heading", { level: 2, name: "O que nossos clientes dizem" }).waitFor();
    expect(await seriousAxeViolations(phone)).toEqual([]);
    expect(await phone.getByRole("navigation", { name: "Rodapé" }).getByRole("link", { name: "Blog" }).getAttribute("href")).toBe(
      "/pt/blog",
    );
  });

  test("'Try a sample survey' opens the seeded sample, which takes a response", async () => {
    const page = await browser.newPage();
    await openSitePage(page, "/");
    await page.getByRole("link", { name: "Try a sample survey" }).first().click();
    await waitForPath(page, `/survey/${SAMPLE_SURVEY_SHARE_IDS.en}`);
    await page.getByRole("button", { name: "Begin Survey" }).click();
    await page.getByRole("heading", { name: "How do you feel about the surveys you are usually sent?" }).waitFor();
    await page.getByRole("radio", { name: "4 stars" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("heading", { name: "What would you use a survey for first?" }).waitFor();
    await page.getByRole("radio", { name: "Customer feedback" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("heading", { name: /How likely are you to recommend/ }).waitFor();
    await page.getByRole("button", { name: "Skip", exact: true }).click();
    await page.getByRole("heading", { name: /Would you let AI draft/ }).waitFor();
    await page.getByRole("radio", { name: "Yes" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("heading", { name: "What would make a survey a pleasure to answer?" }).waitFor();
    await page.getByRole("button", { name: "Submit", exact: true }).click();
    await page.getByRole("heading", { name: "Survey Completed!" }).waitFor();

    await expect
      .poll(async () =>
        queryDb<{ answers: Record<string, unknown> }>(
          "select r.answers from survey_responses r join surveys s on s.id = r.survey_id where s.share_id = $1 and r.status = 'complete'",
          [SAMPLE_SURVEY_SHARE_IDS.en],
        ),
      )
      .toContainEqual({ answers: { q_sample_rating: 4, q_sample_use: "Customer feedback", q_sample_ai: "Yes" } });
  });

  test("the Spanish landing page's sample survey is written in Spanish", async () => {
    const page = await browser.newPage();
    await openSitePage(page, "/es");
    await page.getByRole("link", { name: "Prueba una encuesta de ejemplo" }).first().click();
    await waitForPath(page, `/survey/${SAMPLE_SURVEY_SHARE_IDS.es}`);
    await page.getByRole("heading", { name: "Encuesta de ejemplo de Sondar" }).waitFor();
    await page.getByText("Esta es una encuesta de ejemplo hecha con Sondar.", { exact: false }).waitFor();
    // The browser speaks English, but the link asks for Spanish: the page's own words follow it.
    expect(await page.evaluate(() => navigator.language)).toMatch(/^en/);
    await page.getByRole("button", { name: "Comenzar encuesta" }).waitFor();
  });
});
