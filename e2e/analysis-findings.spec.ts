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

/** The delivery survey of its own creator (analyses are limited per user), and a way to analyze it. */
function deliverySurvey(creatorName: [string, string], ip: string) {
  let creator: TestUser;
  let survey: PublishedSurvey;

  beforeAll(async () => {
    ({ creator, survey } = await publishDeliverySurvey(() => browser.newPage(), creatorName, TITLE, SEEDED, ip));
  });

  /** The analysis panel analyzed, with `edits` saved first so the analysis applies them. */
  return async function analyzed(viewport: Viewport, colorScheme: "light" | "dark", edits: unknown[] = []): Promise<Page> {
    const page = await openAnalysisPanel(
      (v, o) => browser.newPage(v, o),
      creator,
      { id: survey.id, title: TITLE },
      viewport,
      colorScheme,
    );
    if (edits.length > 0) {
      // Saved as the page would, before the analysis, so the analysis applies them.
      const status = await page.evaluate(
        async ([id, list]) =>
          (
            await fetch(`/api/surveys/${id}/theme-edits`, {
              method: "PUT",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ edits: list }),
            })
          ).status,
        [survey.id, edits] as const,
      );
      expect(status).toBe(200);
    }
    await page.getByRole("button", { name: "Analyze Responses" }).click();
    await page
      .getByRole("region", { name: "Analysis result" })
      .getByRole("heading", { name: "Key Insights" })
      .waitFor({ timeout: 30_000 });
    return page;
  };
}

describe("analysis findings", () => {
  const analyzed = deliverySurvey(["findings", "Fina Findings"], "198.19.9.1");

  test("explains the low delivery ratings by what the low raters wrote, and lets the creator rename a theme", async () => {
    const page = await analyzed(DESKTOP, "light");
    const result = page.getByRole("region", { name: "Analysis result" });
    await result.getByText(/^The main problem is "late order"/).waitFor();
    await result.getByRole("heading", { name: "Scores and what people say" }).waitFor();
    const low = result.getByRole("heading", { name: "Rated “How was the delivery?” 1–2" }).locator("xpath=..");
    await low.getByText("100% of them mention it · 0% of the others").waitFor();
    expect(await seriousAxeViolationsInMain(page)).toEqual([]);

    // A change is shown on the analysis on screen: saved, not analyzed again (decision 126).
    const analyses: string[] = [];
    page.on("request", (req) => {
      if (new URL(req.url()).pathname.endsWith("/analysis")) analyses.push(req.url());
    });
    const saved = () =>
      page.waitForResponse((res) => new URL(res.url()).pathname.endsWith("/theme-edits") && res.request().method() === "PUT");
    await result.getByRole("button", { name: "Edit “late order”" }).click();
    await result.getByLabel("New name").fill("slow deliveries");
    await Promise.all([saved(), result.getByRole("button", { name: "Rename" }).click()]);
    await result.getByRole("button", { name: "Edit “slow deliveries”" }).waitFor();
    await result.getByText("“late order” renamed “slow deliveries”").waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Your theme changes");
    expect(analyses).toEqual([]);
    expect(await seriousAxeViolationsInMain(page)).toEqual([]);
    await result.screenshot({ path: path.join(ARTIFACTS_DIR, "analysis-findings-1280-light.png") });

    // The next analysis writes its sentences with the new name.
    await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname.endsWith("/analysis"), { timeout: 30_000 }),
      page.getByRole("button", { name: "Regenerate" }).click(),
    ]);
    await result.getByText(/^The main problem is "slow deliveries"/).waitFor();

    // Undo brings the analysis's own name back on screen.
    await Promise.all([saved(), result.getByRole("button", { name: "Undo: “late order” renamed “slow deliveries”" }).click()]);
    await result.getByRole("button", { name: "Edit “late order”" }).waitFor();
    expect(analyses).toHaveLength(1);
  });

  test("opens the response a theme quote comes from, on its own and expanded", async () => {
    const page = await analyzed(DESKTOP, "light");
    const themes = page.getByRole("heading", { name: "Themes", exact: true }).locator("xpath=..");
    const quotes = themes.getByRole("list", { name: "What respondents wrote" }).first();
    const quote = (await quotes.locator("blockquote").first().textContent()) ?? "";
    expect(quote.length).toBeGreaterThan(0);
    await quotes.getByRole("link", { name: "Open response" }).first().click();
    await page.getByText("Showing only the response the link opened.").waitFor();
    expect(new URL(page.url()).searchParams.get("response")).toMatch(/^[0-9a-f-]{36}$/);
    const expanded = page.locator('li [aria-expanded="true"]');
    await expanded.first().waitFor();
    expect(await expanded.count()).toBe(1);
    // The one response shown is the quote's: its answers hold the quote's words.
    const panel = page.locator(`[id="${await expanded.getAttribute("aria-controls")}"]`);
    await panel.getByText(quote, { exact: true }).waitFor();
  });

  test.each([
    [MOBILE, "light"],
    [MOBILE, "dark"],
    [{ width: 1440, height: 900 }, "light"],
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

describe("theme edits on the analysis shown", () => {
  const analyzed = deliverySurvey(["themeedits", "Teo Edits"], "198.19.9.2");

  test.each([
    [MOBILE, "light"],
    [MOBILE, "dark"],
    [{ width: 1440, height: 900 }, "light"],
    [{ width: 1440, height: 900 }, "dark"],
  ] as const)("says at %o in %s that an undone hide shows at the next analysis", async (viewport, scheme) => {
    // Hidden before the analysis, so the analysis left it out: undoing it cannot bring it back on screen.
    const page = await analyzed(viewport, scheme, [{ action: "hide", questionId: "q_comments", label: "late order" }]);
    const result = page.getByRole("region", { name: "Analysis result" });
    await result.getByText("“late order” hidden").waitFor();
    await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname.endsWith("/theme-edits") && res.request().method() === "PUT"),
      result.getByRole("button", { name: "Undo: “late order” hidden" }).click(),
    ]);
    const notice = page.getByText(/^A hidden or merged theme you brought back shows at the next analysis/);
    await notice.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Analysis result");
    expect(await seriousAxeViolationsInMain(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await notice.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, `analysis-theme-edits-${viewport.width}-${scheme}.png`) });
  });
});
