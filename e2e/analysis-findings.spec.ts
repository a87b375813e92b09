import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { ARTIFACTS_DIR, DESKTOP, MOBILE, useBrowser, type TestUser, type Viewport } from "./support/browser";
import { deliveryResponses, openAnalysisPanel, publishDeliverySurvey } from "./support/delivery-feedback";
import type { PublishedSurvey } from "./support/respondent";
import { seriousAxeViolationsInMain } from "./support/responses";

const browser = useBrowser();

const TITLE = "Delivery feedback (e2e)";
// Eight low raters who complain it came late, ten happy ones who praise the driver or the food.
const SEEDED = deliveryResponses(8, 10);

describe("analysis findings", () => {
  let creator: TestUser;
  let survey: PublishedSurvey;

  beforeAll(async () => {
    ({ creator, survey } = await publishDeliverySurvey(
      () => browser.newPage(),
      ["findings", "Fina Findings"],
      TITLE,
      SEEDED,
      "198.19.9.1",
    ));
  });

  async function analyzed(viewport: Viewport, colorScheme: "light" | "dark"): Promise<Page> {
    const page = await openAnalysisPanel(
      (v, o) => browser.newPage(v, o),
      creator,
      { id: survey.id, title: TITLE },
      viewport,
      colorScheme,
    );
    await page.getByRole("button", { name: "Analyze Responses" }).click();
    await page
      .getByRole("region", { name: "Analysis result" })
      .getByRole("heading", { name: "Key Insights" })
      .waitFor({ timeout: 30_000 });
    return page;
  }

  test("explains the low delivery ratings by what the low raters wrote, and lets the creator rename a theme", async () => {
    const page = await analyzed(DESKTOP, "light");
    const result = page.getByRole("region", { name: "Analysis result" });
    await result.getByText(/^The main problem is "late delivery"/).waitFor();
    await result.getByRole("heading", { name: "Scores and what people say" }).waitFor();
    const low = result.getByRole("heading", { name: "Rated “How was the delivery?” 1–2" }).locator("xpath=..");
    await low.getByText("100% of them mention it · 0% of the others").waitFor();
    expect(await seriousAxeViolationsInMain(page)).toEqual([]);

    await result.getByRole("button", { name: "Edit “late delivery”" }).click();
    await result.getByLabel("New name").fill("slow deliveries");
    await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname.endsWith("/analysis"), { timeout: 30_000 }),
      result.getByRole("button", { name: "Rename" }).click(),
    ]);
    await result.getByText(/^The main problem is "slow deliveries"/).waitFor();
    await result.getByText("“late delivery” renamed “slow deliveries”").waitFor();
    await result.screenshot({ path: path.join(ARTIFACTS_DIR, "analysis-findings-1280-light.png") });

    // Undo brings the analysis's own name back.
    await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname.endsWith("/analysis"), { timeout: 30_000 }),
      result.getByRole("button", { name: "Undo: “late delivery” renamed “slow deliveries”" }).click(),
    ]);
    await result.getByText(/^The main problem is "late delivery"/).waitFor();
  });

  test.each([
    [MOBILE, "light"],
    [MOBILE, "dark"],
    [{ width: 1440, height: 900 }, "dark"],
  ] as const)("shows the findings at %o in %s", async (viewport, scheme) => {
    const page = await analyzed(viewport, scheme);
    await page.getByRole("heading", { name: "Scores and what people say" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const card of ["Scores and what people say", "Themes"]) {
      await page
        .getByRole("heading", { name: card, exact: true })
        .locator("xpath=..")
        .screenshot({
          path: path.join(ARTIFACTS_DIR, `analysis-findings-${viewport.width}-${scheme}-${card.split(" ")[0]}.png`),
        });
    }
  });
});
