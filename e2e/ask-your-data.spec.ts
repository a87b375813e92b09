import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { ARTIFACTS_DIR, DESKTOP, MOBILE, useBrowser, type TestUser, type Viewport } from "./support/browser";
import { deliveryResponses, openAnalysisPanel, publishDeliverySurvey } from "./support/delivery-feedback";
import type { PublishedSurvey } from "./support/respondent";
import { seriousAxeViolationsInMain } from "./support/responses";

const browser = useBrowser();

const TITLE = "Ask your data (e2e)";
// Six detractors who complain it came late, nine promoters who praise the driver or the food.
const SEEDED = deliveryResponses(6, 9);

describe("ask your data", () => {
  let creator: TestUser;
  let survey: PublishedSurvey;

  beforeAll(async () => {
    ({ creator, survey } = await publishDeliverySurvey(
      () => browser.newPage(),
      ["ask", "Asa Asker"],
      TITLE,
      SEEDED,
      "198.19.9.2",
    ));
  });

  async function asked(viewport: Viewport, colorScheme: "light" | "dark", question: string): Promise<Page> {
    const page = await openAnalysisPanel(
      (v, o) => browser.newPage(v, o),
      creator,
      { id: survey.id, title: TITLE },
      viewport,
      colorScheme,
    );
    await page.getByLabel("Your question about the responses").fill(question);
    await page.getByLabel("Your question about the responses").press("Enter");
    await page.getByRole("region", { name: "Answer" }).waitFor({ timeout: 30_000 });
    return page;
  }

  test("answers what detractors complain about and opens a cited response", async () => {
    const page = await asked(DESKTOP, "light", "What do detractors complain about?");
    const answer = page.getByRole("region", { name: "Answer" });
    await answer.getByText(/complaints mentioned most: "late order" \(6\)/).waitFor();
    expect(await seriousAxeViolationsInMain(page)).toEqual([]);
    await answer.getByText("Based on 6 responses").click();
    await answer.getByRole("link", { name: "Open response 1" }).click();
    await page.getByText("Showing only the response the link opened.").waitFor();
    const expanded = page.locator('li [aria-expanded="true"]');
    await expanded.first().waitFor();
    expect(await expanded.count()).toBe(1);
    await page.getByRole("button", { name: "Show all responses" }).click();
    await page.getByText("Showing only the response the link opened.").waitFor({ state: "detached" });
  });

  test.each([
    [MOBILE, "light"],
    [MOBILE, "dark"],
    [{ width: 1440, height: 900 }, "light"],
    [{ width: 1440, height: 900 }, "dark"],
  ] as const)("shows an answer at %o in %s", async (viewport, scheme) => {
    const page = await asked(viewport, scheme, "What do promoters like?");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page
      .getByRole("heading", { name: "Ask your data", exact: true })
      .locator("xpath=..")
      .screenshot({ path: path.join(ARTIFACTS_DIR, `ask-your-data-${viewport.width}-${scheme}.png`) });
  });
});
