import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { MOBILE, newUser, PHONE, registerAndVerify, useBrowser } from "./support/browser";
import { completeResponses, publishSurvey, type PublishedSurvey } from "./support/respondent";
import { centerOf, swipe, touchDrag } from "./support/touch";

const browser = useBrowser();

const SEVEN = ["1", "2", "3", "4", "5", "6", "7"];
const FOURTEEN = Array.from({ length: 14 }, (_, i) => `Feature ${i + 1}`);
const QUESTIONS = [
  { id: "q_name", type: "text", title: "What should we call you?", required: true },
  { id: "q_rank", type: "ranking", title: "Rank these by importance", rankingItems: ["Price", "Quality", "Service"] },
  // Seven columns are wider than a phone: the grid scrolls sideways under the finger.
  { id: "q_grid", type: "matrix", title: "Rate each from 1 to 7", matrixRows: ["Speed", "Design"], matrixColumns: SEVEN },
  { id: "q_again", type: "yes-no", title: "Would you come back?" },
];

const position = (page: Page) => page.getByText(/^Question \d of 4$/).textContent();
const title = (page: Page) => page.getByRole("heading", { level: 2 });
const rankedItems = (page: Page) =>
  page.locator("[data-item]").evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.item));

describe("respondent on a phone", () => {
  let survey: PublishedSurvey;

  let longSurvey: PublishedSurvey;

  beforeAll(async () => {
    const creator = await browser.newPage();
    await registerAndVerify(creator, newUser("touch-creator", "Tao Creator"));
    survey = await publishSurvey(creator, "Phone check", QUESTIONS);
    longSurvey = await publishSurvey(creator, "Long ranking", [
      { id: "q_many", type: "ranking", title: "Order these features", rankingItems: FOURTEEN },
    ]);
  });

  test("swipes between questions, reorders the ranking by touch, and submits", async () => {
    const page = await browser.newPage(MOBILE, PHONE);
    await page.goto(`/survey/${survey.shareId}`);
    await title(page).filter({ hasText: "What should we call you?" }).waitFor();
    expect(await page.evaluate(() => navigator.maxTouchPoints > 0 && matchMedia("(pointer: coarse)").matches)).toBe(true);

    const name = page.getByRole("textbox", { name: "What should we call you?" });
    await page.touchscreen.tap((await centerOf(name)).x, (await centerOf(name)).y);
    await page.keyboard.type("Sam");

    // Too short, started in a text field (where the finger selects text), or mostly vertical
    // (a scroll): none of these moves on.
    await swipe(page, title(page), -40);
    await touchDrag(page, await centerOf(name), { x: (await centerOf(name)).x - 150, y: (await centerOf(name)).y });
    await swipe(page, title(page), -60, 200);
    expect(await position(page)).toBe("Question 1 of 4");

    // A swipe left past 50 px moves on.
    await swipe(page, title(page), -120);
    await title(page).filter({ hasText: "Rank these by importance" }).waitFor();
    expect(await position(page)).toBe("Question 2 of 4");

    // The grip handle drags an item under the finger; the page neither scrolls nor swipes.
    expect(await rankedItems(page)).toEqual(["Price", "Quality", "Service"]);
    const handle = page.locator('[data-item="Price"] [data-drag-handle]');
    const last = await page.locator('[data-item="Service"]').boundingBox();
    if (!last) throw new Error("the ranking is not shown");
    await touchDrag(page, await centerOf(handle), { x: (await centerOf(handle)).x, y: last.y + last.height + 8 }, 12);
    await expect.poll(() => rankedItems(page)).toEqual(["Quality", "Service", "Price"]);
    await page.getByText("Price moved to position 3 of 3").waitFor();
    expect(await position(page)).toBe("Question 2 of 4");

    // A swipe right goes back with the answer kept; a swipe left returns to the order chosen.
    await swipe(page, title(page), 120);
    await title(page).filter({ hasText: "What should we call you?" }).waitFor();
    expect(await name.inputValue()).toBe("Sam");
    await swipe(page, title(page), -120);
    await title(page).filter({ hasText: "Rank these by importance" }).waitFor();
    expect(await rankedItems(page)).toEqual(["Quality", "Service", "Price"]);

    // A sideways swipe on the wide matrix scrolls it instead of leaving the question.
    await swipe(page, title(page), -120);
    await title(page).filter({ hasText: "Rate each from 1 to 7" }).waitFor();
    const speed = page.getByRole("radiogroup", { name: "Speed" });
    const scroller = page.locator('[role="group"].overflow-x-auto');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await swipe(page, speed, -150);
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await position(page)).toBe("Question 3 of 4");

    // Unanswered and optional, the matrix is skipped by the next swipe; taps answer the last question.
    await swipe(page, title(page), -120);
    await title(page).filter({ hasText: "Would you come back?" }).waitFor();
    const yes = await centerOf(page.getByText("Yes", { exact: true }));
    await page.touchscreen.tap(yes.x, yes.y);
    expect(await page.getByRole("radio", { name: "Yes" }).isChecked()).toBe(true);
    const submit = await centerOf(page.getByRole("button", { name: "Submit", exact: true }));
    await page.touchscreen.tap(submit.x, submit.y);
    await page.getByRole("heading", { name: "Survey Completed!" }).waitFor();

    await expect.poll(async () => (await completeResponses(survey.id)).length).toBe(1);
    const [row] = await completeResponses(survey.id);
    expect(row?.answers).toEqual({ q_name: "Sam", q_rank: ["Quality", "Service", "Price"], q_again: "Yes" });
  });

  test("a mouse drags a ranking row anywhere along it", async () => {
    const page = await browser.newPage();
    await page.goto(`/survey/${survey.shareId}`);
    await page.getByRole("textbox", { name: "What should we call you?" }).fill("Desk");
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await title(page).filter({ hasText: "Rank these by importance" }).waitFor();

    const service = await centerOf(page.locator('[data-item="Service"]').getByText("Service"));
    const first = await page.locator('[data-item="Price"]').boundingBox();
    if (!first) throw new Error("the ranking is not shown");
    await page.mouse.move(service.x, service.y);
    await page.mouse.down();
    await page.mouse.move(service.x, first.y + 4, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => rankedItems(page)).toEqual(["Service", "Price", "Quality"]);
    await page.getByText("Service moved to position 1 of 3").waitFor();
  });

  test("a long ranking scrolls while a row is held at the screen's edge, and the row lands below", async () => {
    const page = await browser.newPage({ width: 1024, height: 480 });
    await page.goto(`/survey/${longSurvey.shareId}`);
    await title(page).filter({ hasText: "Order these features" }).waitFor();
    const lastRow = page.locator('[data-item="Feature 14"]');
    expect(await lastRow.isVisible()).toBe(true);
    expect(await lastRow.evaluate((row) => row.getBoundingClientRect().top > window.innerHeight)).toBe(true);

    const start = await centerOf(page.locator('[data-item="Feature 1"]').getByText("Feature 1", { exact: true }));
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x, 470, { steps: 12 });
    // Held near the bottom edge, the page scrolls under the dragged row until the list's end shows.
    await expect
      .poll(() => lastRow.evaluate((row) => row.getBoundingClientRect().bottom <= window.innerHeight), { timeout: 10_000 })
      .toBe(true);
    // Held there, the page scrolls on to its end; aim once it rests.
    const scrollY = () => page.evaluate(() => window.scrollY);
    await expect.poll(async () => (await scrollY()) === (await page.waitForTimeout(200), await scrollY())).toBe(true);
    expect(await scrollY()).toBeGreaterThan(0);
    // Aim at the list's own bottom: the rows the dragged one has passed are drawn a slot higher
    // than where they are laid out, so the last row's box is not where the last slot is.
    const list = await page.locator("[data-item]").first().locator("..").boundingBox();
    if (!list) throw new Error("the list is not shown");
    await page.mouse.move(start.x, list.y + list.height - 4, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => rankedItems(page)).toEqual([...FOURTEEN.slice(1), "Feature 1"]);
  });
});
