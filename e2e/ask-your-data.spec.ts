import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import {
  ARTIFACTS_DIR,
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
import { makePro } from "./support/plans";
import { publishSurvey, type PublishedSurvey } from "./support/respondent";
import { seedResponses, seriousAxeViolationsInMain, type SeedResponse } from "./support/responses";

const browser = useBrowser();

const TITLE = "Ask your data (e2e)";
const QUESTIONS = [
  { id: "q_delivery", type: "rating", title: "How was the delivery?", maxRating: 5 },
  { id: "q_nps", type: "scale", title: "How likely are you to recommend us?", scaleSettings: { min: 0, max: 10, step: 1 } },
  { id: "q_comments", type: "textarea", title: "Anything else?" },
];
const LATE = ["Delivery was late again.", "My order arrived 40 minutes late.", "Waited over an hour for my order."];
const PRAISE = ["The driver was friendly and polite.", "Really friendly courier, made my day.", "Tasty food, generous portions."];
// Six detractors who complain it came late, nine promoters who praise the driver or the food.
const SEEDED: SeedResponse[] = [
  ...Array.from({ length: 6 }, (_, i) => ({ answers: { q_delivery: 1 + (i % 2), q_nps: i % 7, q_comments: LATE[i % 3] } })),
  ...Array.from({ length: 9 }, (_, i) => ({
    answers: { q_delivery: 4 + (i % 2), q_nps: 9 + (i % 2), q_comments: PRAISE[i % 3] },
  })),
];

describe("ask your data", () => {
  let creator: TestUser;
  let survey: PublishedSurvey;

  beforeAll(async () => {
    creator = newUser("ask", "Asa Asker");
    const page = await browser.newPage();
    await registerAndVerify(page, creator);
    await makePro(creator.email);
    survey = await publishSurvey(page, TITLE, QUESTIONS);
    await seedResponses(survey.shareId, SEEDED, "198.19.9.2");
  });

  async function asked(viewport: Viewport, colorScheme: "light" | "dark", question: string): Promise<Page> {
    const page = await browser.newPage(viewport, { colorScheme });
    await submitSignIn(page, creator.email, creator.password);
    await waitForPath(page, "/dashboard");
    await page.goto(`/surveys/${survey.id}/responses`);
    await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
    await page.getByRole("button", { name: "Show AI Analysis" }).click();
    await page.getByLabel("Your question about the responses").fill(question);
    await page.getByLabel("Your question about the responses").press("Enter");
    await page.getByRole("region", { name: "Answer" }).waitFor({ timeout: 30_000 });
    return page;
  }

  test("answers what detractors complain about and opens a cited response", async () => {
    const page = await asked(DESKTOP, "light", "What do detractors complain about?");
    const answer = page.getByRole("region", { name: "Answer" });
    await answer.getByText(/complaints mentioned most: "late delivery" \(6\)/).waitFor();
    expect(await seriousAxeViolationsInMain(page)).toEqual([]);
    await answer.getByText("Based on 6 responses").click();
    await answer.getByRole("link", { name: "Open response 1" }).click();
    await page.getByText("Showing the one response an answer cited.").waitFor();
    const expanded = page.locator('li [aria-expanded="true"]');
    expect(await expanded.count()).toBe(1);
    await page.getByRole("button", { name: "Show all responses" }).click();
    await page.getByText("Showing the one response an answer cited.").waitFor({ state: "detached" });
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
