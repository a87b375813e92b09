import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { newUser, registerAndVerify, useBrowser } from "./support/browser";
import { completeResponses, publishSurvey, type PublishedSurvey } from "./support/respondent";

const browser = useBrowser();

const OPTIONS = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel"];
const QUESTIONS = [
  { id: "q_pick", type: "checkbox", title: "Pick the ones you like", options: OPTIONS, shuffleOptions: true, required: true },
];

/** The option texts in the order the page shows them. */
const shownOrder = (page: Page) =>
  page
    .getByRole("checkbox")
    .evaluateAll((boxes) => boxes.map((box) => box.closest("label")?.lastElementChild?.textContent ?? ""));

describe("shuffled options on the respondent page", () => {
  let survey: PublishedSurvey;

  beforeAll(async () => {
    const creator = await browser.newPage();
    await registerAndVerify(creator, newUser("shuffle-creator", "Sam Creator"));
    survey = await publishSurvey(creator, "Phonetic picks", QUESTIONS);
  });

  test("each respondent keeps their own order across a reload, and answers are stored in the question's order", async () => {
    const page = await browser.newPage();
    await page.goto(`/survey/${survey.shareId}`);
    await page.getByRole("heading", { name: "Pick the ones you like", level: 2 }).waitFor();
    const order = await shownOrder(page);
    expect([...order].sort()).toEqual(OPTIONS);
    await page.reload();
    await page.getByRole("heading", { name: "Pick the ones you like", level: 2 }).waitFor();
    expect(await shownOrder(page)).toEqual(order);

    // Another respondent is drawn another order (8! orders: the same one would be a 1 in 40,320 chance).
    const other = await browser.newPage();
    await other.goto(`/survey/${survey.shareId}`);
    await other.getByRole("heading", { name: "Pick the ones you like", level: 2 }).waitFor();
    expect(await shownOrder(other)).not.toEqual(order);

    // Picked in the order shown, stored in the question's order.
    await page.getByRole("checkbox", { name: /Hotel/ }).check();
    await page.getByRole("checkbox", { name: /Alpha/ }).check();
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("heading", { name: "Survey Completed!" }).waitFor();
    expect((await completeResponses(survey.id)).map((row) => row.answers)).toEqual([{ q_pick: ["Alpha", "Hotel"] }]);
  });
});
