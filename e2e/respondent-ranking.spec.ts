import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { MOBILE, newUser, registerAndVerify, submitSignIn, useBrowser, waitForPath, type Viewport } from "./support/browser";
import { completeResponses, isFocused, pressUntilFocused, publishSurvey, type PublishedSurvey } from "./support/respondent";
import { saveScreenshots } from "./support/screenshots";

const browser = useBrowser();
const WIDE: Viewport = { width: 1440, height: 900 };

const QUESTIONS = [
  { id: "q_snacks", type: "ranking", title: "Rank these snacks", rankingItems: ["Item 1", "Item 2", "Item 3"] },
  {
    id: "q_matters",
    type: "ranking",
    title: "Rank what matters most",
    required: true,
    rankingItems: ["Price", "Quality", "Support"],
  },
  { id: "q_more", type: "text", title: "Anything else?" },
];

/** With RANKING_SHOTS_DIR set, leaves screenshots at 1440 and 390 px, light and dark, to look at by eye. */
function screenshots(page: Page, name: string, restore: Viewport) {
  return saveScreenshots(
    page,
    process.env.RANKING_SHOTS_DIR,
    name,
    [
      ["1440", WIDE],
      ["390", MOBILE],
    ],
    restore,
  );
}

const heading = (page: Page, name: string) => page.getByRole("heading", { name, level: 2 });
const keepOrder = (page: Page) => page.getByRole("button", { name: "Keep this order" });

describe("ranking questions on the respondent page", () => {
  const creatorUser = newUser("ranking-creator", "Rhea Creator");
  let survey: PublishedSurvey;

  beforeAll(async () => {
    const creator = await browser.newPage();
    await registerAndVerify(creator, creatorUser);
    survey = await publishSurvey(creator, "Snack ranking", QUESTIONS);
  });

  test("an untouched ranking is skipped, a required one is kept by keyboard, and only what was ranked is stored", async () => {
    const page = await browser.newPage(WIDE);
    await page.goto(`/survey/${survey.shareId}`);

    // 1. Optional and untouched: the page offers Skip, and Keep this order is not pressed.
    await heading(page, "Rank these snacks").waitFor();
    await keepOrder(page).waitFor();
    expect(await keepOrder(page).getAttribute("aria-pressed")).toBe("false");
    expect(await page.getByRole("button", { name: "Skip" }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "ranking-untouched", WIDE);
    await page.getByRole("button", { name: "Skip" }).click();

    // 2. Required: Next asks for a move or the order kept; Keep this order by keyboard answers it.
    await heading(page, "Rank what matters most").waitFor();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByText("Move an item or choose Keep this order").waitFor();
    expect(await heading(page, "Rank what matters most").isVisible()).toBe(true);
    await screenshots(page, "ranking-required", WIDE);
    await pressUntilFocused(page, keepOrder(page));
    await page.keyboard.press("Space");
    await expect.poll(() => keepOrder(page).getAttribute("aria-pressed")).toBe("true");
    expect(await isFocused(keepOrder(page))).toBe(true);
    await page.getByText("Order kept as shown").waitFor({ state: "attached" });
    expect(await page.getByText("Move an item or choose Keep this order").count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "ranking-kept", WIDE);
    await pressUntilFocused(page, page.getByRole("button", { name: "Next", exact: true }));
    await page.keyboard.press("Enter");

    await heading(page, "Anything else?").waitFor();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("heading", { name: "Survey Completed!" }).waitFor();

    const stored = await completeResponses(survey.id);
    expect(stored.map((row) => row.answers)).toEqual([{ q_matters: ["Price", "Quality", "Support"] }]);
  });

  test("on a phone, moving an item answers the ranking; the summary counts only rankings people gave", async () => {
    const page = await browser.newPage(MOBILE);
    await page.goto(`/survey/${survey.shareId}`);
    await heading(page, "Rank these snacks").waitFor();
    await page.getByRole("button", { name: "Move Item 3 up" }).click();
    await page.getByText("Item 3 moved to position 2 of 3").waitFor({ state: "attached" });
    expect(await keepOrder(page).getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByRole("button", { name: "Next", exact: true }).isVisible()).toBe(true);
    await screenshots(page, "ranking-moved", MOBILE);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await heading(page, "Rank what matters most").waitFor();
    await page.getByRole("button", { name: "Move Support up" }).click();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await heading(page, "Anything else?").waitFor();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("heading", { name: "Survey Completed!" }).waitFor();

    const creator = await browser.newPage(WIDE);
    await submitSignIn(creator, creatorUser.email, creatorUser.password);
    await waitForPath(creator, "/dashboard");
    const summary = await creator.request.get(`/api/surveys/${survey.id}/responses/summary`);
    const { questions } = (await summary.json()) as {
      questions: { questionId: string; answeredCount: number; items: { item: string; firstPlaceCount: number }[] }[];
    };
    const snacks = questions.find((q) => q.questionId === "q_snacks");
    // Two responses; the first skipped the snacks, so one ranking of them counts, with Item 1 first once.
    expect(snacks?.answeredCount).toBe(1);
    expect(snacks?.items.find((i) => i.item === "Item 1")?.firstPlaceCount).toBe(1);
    expect(questions.find((q) => q.questionId === "q_matters")?.answeredCount).toBe(2);

    await creator.goto(`/surveys/${survey.id}/responses`);
    await creator.getByRole("heading", { name: "Quick overview" }).waitFor();
    await creator.getByText("Rank these snacks").first().waitFor();
    await screenshots(creator, "ranking-summary", WIDE);
  });
});
