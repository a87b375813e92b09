import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { DESKTOP, newUser, registerAndVerify, useBrowser } from "./support/browser";
import { queryDb } from "./support/db";
import {
  completeResponses,
  isFocused,
  pressUntilFocused,
  publishSurvey,
  recordVibrations,
  type PublishedSurvey,
} from "./support/respondent";

const browser = useBrowser();

/** One question of each of the 19 types, in the builder's order. */
const QUESTIONS = [
  { id: "q_text", type: "text", title: "What is your name?", required: true },
  { id: "q_textarea", type: "textarea", title: "What brought you to us?" },
  { id: "q_email", type: "email", title: "Your e-mail address", required: true },
  { id: "q_phone", type: "phone", title: "Your phone number", phoneSettings: { format: "international" } },
  { id: "q_number", type: "number", title: "How many people are in your team?", numberSettings: { min: 1, max: 50 } },
  { id: "q_url", type: "url", title: "Your website" },
  { id: "q_date", type: "date", title: "When did you start?" },
  { id: "q_time", type: "time", title: "When do you usually work with us?" },
  {
    id: "q_channel",
    type: "multiple-choice",
    title: "How do you prefer to be contacted?",
    options: ["E-mail", "Phone", "Chat"],
    allowOther: true,
  },
  { id: "q_values", type: "checkbox", title: "What matters most to you?", options: ["Speed", "Price", "Support"] },
  { id: "q_colour", type: "dropdown", title: "Pick a colour for your badge", options: ["Red", "Green", "Blue"] },
  { id: "q_stars", type: "rating", title: "How would you rate us?", maxRating: 5 },
  { id: "q_agree", type: "likert", title: "The product is easy to use" },
  { id: "q_score", type: "scale", title: "How likely are you to recommend us?", scaleSettings: { min: 1, max: 10, step: 1 } },
  { id: "q_rank", type: "ranking", title: "Rank these by importance", rankingItems: ["Price", "Quality", "Service"] },
  {
    id: "q_grid",
    type: "matrix",
    title: "How do you rate each part?",
    matrixRows: ["Website", "App"],
    matrixColumns: ["Poor", "OK", "Great"],
  },
  { id: "q_again", type: "yes-no", title: "Have you contacted support this year?" },
  {
    id: "q_file",
    type: "file-upload",
    title: "Attach your notes",
    fileUploadSettings: { allowedTypes: [".txt"], maxSizeInMB: 1, maxFiles: 1 },
  },
  { id: "q_thanks", type: "statement", title: "That is everything, thank you." },
];

const heading = (page: Page, name: string) => page.getByRole("heading", { name, level: 2 });

/**
 * The focused control shows a keyboard focus ring: an outline, or a ring shadow (a spread with
 * no blur) on the control or on the card (label) that wraps it.
 */
async function expectFocusRing(page: Page) {
  const shown = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || !el.matches(":focus-visible")) return false;
    return [el, el.closest("label")].some((box) => {
      if (!box) return false;
      const style = getComputedStyle(box);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow
        .split(/,(?![^(]*\))/)
        .some((shadow) => /0px 0px 0px [1-9]/.test(shadow) && !shadow.includes("rgba(0, 0, 0, 0)"));
      return outline || ring;
    });
  });
  expect(shown).toBe(true);
}

/**
 * Waits for question `title`, checks that the focus landed inside it (its field or its title)
 * and that axe finds nothing serious on it.
 */
async function expectQuestion(page: Page, title: string, position: number) {
  await heading(page, title).waitFor();
  await page.getByText(`Question ${position} of ${QUESTIONS.length}`).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("form") !== null)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

async function expectToast(page: Page, text: string) {
  await page.getByRole("status").filter({ hasText: text }).waitFor();
}

describe("respondent by keyboard alone", () => {
  let survey: PublishedSurvey;

  beforeAll(async () => {
    const creator = await browser.newPage();
    await registerAndVerify(creator, newUser("keyboard-creator", "Kim Creator"));
    survey = await publishSurvey(creator, "Everything survey", QUESTIONS, {
      welcomeMessage: "Thanks for helping us improve.",
    });
  });

  test("answers all 19 question types with the keyboard, from the welcome page to the completion page", async () => {
    const page = await browser.newPage();
    const vibrations = await recordVibrations(page);
    await page.goto(`/survey/${survey.shareId}`);
    const keyboard = page.keyboard;

    // Welcome page: the first Tab reaches Begin Survey.
    const begin = page.getByRole("button", { name: "Begin Survey" });
    await begin.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await pressUntilFocused(page, begin);
    await expectFocusRing(page);
    await keyboard.press("Enter");

    // 1. Text: the focus is in the field; Enter moves on, but not before the required answer is given.
    await expectQuestion(page, "What is your name?", 1);
    expect(await isFocused(page.getByRole("textbox", { name: "What is your name?" }))).toBe(true);
    await expectFocusRing(page);
    await keyboard.press("Enter");
    await page.getByRole("alert").filter({ hasText: "This question is required" }).waitFor();
    expect(await isFocused(page.getByRole("textbox", { name: "What is your name?" }))).toBe(true);
    await keyboard.type("Kira");
    await keyboard.press("Enter");

    // 2. Textarea: Enter makes a new line; Ctrl+Enter moves on.
    await expectQuestion(page, "What brought you to us?", 2);
    await keyboard.type("A friend");
    await keyboard.press("Enter");
    await keyboard.type("recommended you");
    expect(await heading(page, "What brought you to us?").isVisible()).toBe(true);
    await keyboard.press("Control+Enter");

    // 3. E-mail.
    await expectQuestion(page, "Your e-mail address", 3);
    await keyboard.type("kira@example.com");
    await keyboard.press("Enter");

    // 4. Phone: the country picker first (type-ahead by dial code), then the number.
    await expectQuestion(page, "Your phone number", 4);
    const country = page.getByRole("combobox", { name: "Country code" });
    expect(await isFocused(country)).toBe(true);
    await expectFocusRing(page);
    await keyboard.type("+49");
    expect(await country.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).toBe("+49 Germany");
    await keyboard.press("Tab");
    expect(await isFocused(page.getByRole("textbox", { name: "Phone number" }))).toBe(true);
    await keyboard.type("30 1234567");
    await keyboard.press("Enter");

    // 5. Number; leaving it passes 25 %, with a toast and a vibration.
    await expectQuestion(page, "How many people are in your team?", 5);
    await keyboard.type("12");
    await keyboard.press("Enter");
    await expectToast(page, "Great start! You're a quarter of the way through.");

    // 6. URL: text that is no address stays here, though Chromium's own URL parser takes
    // "https://not a url" (core's rule decides, as on the server); https:// is added.
    await expectQuestion(page, "Your website", 6);
    await keyboard.type("not a url");
    await keyboard.press("Enter");
    await page.getByRole("alert").filter({ hasText: "Please enter a valid URL" }).waitFor();
    const siteField = page.getByRole("textbox", { name: "Your website" });
    expect(await isFocused(siteField)).toBe(true);
    await siteField.fill("kira.example.com");
    await keyboard.press("Enter");

    // 7. Date and 8. time: typed into the browser's own segmented fields.
    await expectQuestion(page, "When did you start?", 7);
    await keyboard.type("03152024");
    await keyboard.press("Enter");
    await expectQuestion(page, "When do you usually work with us?", 8);
    await keyboard.type("0930AM");
    await keyboard.press("Enter");

    // 9. Multiple choice: arrows move through the options to Other; Tab reaches its text.
    await expectQuestion(page, "How do you prefer to be contacted?", 9);
    expect(await isFocused(page.getByRole("radio", { name: "E-mail" }))).toBe(true);
    await expectFocusRing(page);
    await keyboard.press("ArrowDown");
    await keyboard.press("ArrowDown");
    await keyboard.press("ArrowDown");
    expect(await page.getByRole("radio", { name: "Other" }).isChecked()).toBe(true);
    await keyboard.press("Tab");
    expect(await isFocused(page.getByRole("textbox", { name: "Your other answer" }))).toBe(true);
    await keyboard.type("Carrier pigeon");
    await keyboard.press("Enter");

    // 10. Checkboxes: Space ticks, Tab moves between them; leaving passes 50 %.
    await expectQuestion(page, "What matters most to you?", 10);
    expect(await isFocused(page.getByRole("checkbox", { name: "Speed" }))).toBe(true);
    await expectFocusRing(page);
    await keyboard.press("Space");
    await keyboard.press("Tab");
    await keyboard.press("Tab");
    await keyboard.press("Space");
    await keyboard.press("Enter");
    await expectToast(page, "Halfway there! Keep going.");

    // 11. Dropdown: arrows choose, Enter moves on.
    await expectQuestion(page, "Pick a colour for your badge", 11);
    const colour = page.getByRole("combobox", { name: "Pick a colour for your badge" });
    expect(await isFocused(colour)).toBe(true);
    await keyboard.press("ArrowDown");
    await keyboard.press("ArrowDown");
    expect(await colour.inputValue()).toBe("Green");
    await expectFocusRing(page);
    await keyboard.press("Enter");

    // 12. Rating: arrows move across the stars.
    await expectQuestion(page, "How would you rate us?", 12);
    await keyboard.press("ArrowRight");
    await keyboard.press("ArrowRight");
    await keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "4 stars" }).isChecked()).toBe(true);
    await expectFocusRing(page);
    await keyboard.press("Enter");

    // 13. Likert.
    await expectQuestion(page, "The product is easy to use", 13);
    await keyboard.press("ArrowDown");
    await keyboard.press("ArrowDown");
    await keyboard.press("ArrowDown");
    expect(await page.getByRole("radio", { name: "Agree", exact: true }).isChecked()).toBe(true);
    await keyboard.press("Enter");

    // 14. Scale; first Shift+Tab back to Previous, where the likert answer waits with the focus on it.
    await expectQuestion(page, "How likely are you to recommend us?", 14);
    await pressUntilFocused(page, page.getByRole("button", { name: "Previous" }), "Shift+Tab");
    await keyboard.press("Enter");
    await expectQuestion(page, "The product is easy to use", 13);
    expect(await isFocused(page.getByRole("radio", { name: "Agree", exact: true }))).toBe(true);
    await keyboard.press("Enter");
    await expectQuestion(page, "How likely are you to recommend us?", 14);
    for (let i = 0; i < 6; i++) await keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "7", exact: true }).isChecked()).toBe(true);
    await expectFocusRing(page);
    await keyboard.press("Enter");

    // 15. Ranking: the move buttons keep the focus on the moved item and announce its place.
    await expectQuestion(page, "Rank these by importance", 15);
    expect(await isFocused(page.getByRole("button", { name: "Move Price down" }))).toBe(true);
    await expectFocusRing(page);
    await keyboard.press("Enter");
    await page.getByText("Price moved to position 2 of 3").waitFor();
    await expect.poll(() => isFocused(page.getByRole("button", { name: "Move Price down" }))).toBe(true);
    await keyboard.press("Space");
    await page.getByText("Price moved to position 3 of 3").waitFor();
    // At the bottom, the focus moves to the arrow that can still act.
    await expect.poll(() => isFocused(page.getByRole("button", { name: "Move Price up" }))).toBe(true);
    await pressUntilFocused(page, page.getByRole("button", { name: "Next", exact: true }));
    await keyboard.press("Enter");
    await expectToast(page, "Almost done! Just a few more to go.");

    // 16. Matrix: each row is a radio group; arrows choose a column, Tab goes to the next row.
    await expectQuestion(page, "How do you rate each part?", 16);
    const website = page.getByRole("radiogroup", { name: "Website" });
    const app = page.getByRole("radiogroup", { name: "App" });
    expect(await isFocused(website.getByRole("radio", { name: "Poor" }))).toBe(true);
    await expectFocusRing(page);
    await keyboard.press("ArrowRight");
    await keyboard.press("ArrowRight");
    expect(await website.getByRole("radio", { name: "Great" }).isChecked()).toBe(true);
    await keyboard.press("Tab");
    expect(await isFocused(app.getByRole("radio", { name: "Poor" }))).toBe(true);
    await keyboard.press("ArrowRight");
    expect(await app.getByRole("radio", { name: "OK" }).isChecked()).toBe(true);
    await keyboard.press("Enter");

    // 17. Yes / no.
    await expectQuestion(page, "Have you contacted support this year?", 17);
    expect(await isFocused(page.getByRole("radio", { name: "Yes" }))).toBe(true);
    await expectFocusRing(page);
    await keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "No" }).isChecked()).toBe(true);
    await keyboard.press("Enter");

    // 18. File upload: Space on the focused picker opens the file chooser (answered by the test,
    // as the OS dialog cannot be driven); the focus then moves to the uploaded file. The chooser
    // is awaited before the page is checked: Playwright turns on Chromium's chooser interception
    // without waiting for it, so a key pressed in the same breath can open an uncaught dialog.
    const chooserOpened = page.waitForEvent("filechooser");
    chooserOpened.catch(() => undefined); // a failed check below should be the reported error
    await expectQuestion(page, "Attach your notes", 18);
    const picker = page.locator('input[type="file"]');
    expect(await isFocused(picker)).toBe(true);
    await expectFocusRing(page);
    await keyboard.press("Space");
    const chooser = await chooserOpened;
    await chooser.setFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Meeting notes\n") });
    const remove = page.getByRole("button", { name: "Remove notes.txt" });
    await remove.waitFor();
    await expect.poll(() => isFocused(remove)).toBe(true);
    await expectFocusRing(page);
    await pressUntilFocused(page, page.getByRole("button", { name: "Next", exact: true }));
    await keyboard.press("Enter");

    // 19. Statement: the focus is on its text; Enter submits.
    await expectQuestion(page, "That is everything, thank you.", 19);
    await page.getByRole("button", { name: "Submit", exact: true }).waitFor();
    await keyboard.press("Enter");

    const done = page.getByRole("heading", { name: "Survey Completed!" });
    await done.waitFor();
    await expect.poll(() => isFocused(done)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await vibrations()).toEqual([50, 50, 50]);

    await expect.poll(async () => (await completeResponses(survey.id)).length).toBe(1);
    const [row] = await completeResponses(survey.id);
    const { q_file: file, ...answers } = row?.answers ?? {};
    expect(answers).toEqual({
      q_text: "Kira",
      q_textarea: "A friend\nrecommended you",
      q_email: "kira@example.com",
      q_phone: "+49 301234567",
      q_number: 12,
      q_url: "https://kira.example.com",
      q_date: "2024-03-15",
      q_time: "09:30",
      q_channel: "Other: Carrier pigeon",
      q_values: ["Speed", "Support"],
      q_colour: "Green",
      q_stars: 4,
      q_agree: "Agree",
      q_score: 7,
      q_rank: ["Quality", "Service", "Price"],
      q_grid: { Website: "Great", App: "OK" },
      q_again: "No",
      q_thanks: "acknowledged",
    });
    // One uploaded file is stored as the URL of the private copy the server kept.
    expect(file).toMatch(new RegExp(`^/api/surveys/${survey.id}/response-files/[0-9a-f-]{36}$`));
    const fileId = (file as string).split("/").pop();
    const [stored] = await queryDb<{ question_id: string; original_name: string; size: number }>(
      "select question_id, original_name, size from response_files where id = $1",
      [fileId],
    );
    expect(stored).toEqual({ question_id: "q_file", original_name: "notes.txt", size: 14 });
  });

  test("answers ten choice questions with letter keys alone, never clicking Next, and sends with Enter", async () => {
    const creator = await browser.newPage();
    await registerAndVerify(creator, newUser("letters-creator", "Lea Creator"));
    const fruit = ["Apple", "Pear", "Plum", "Cherry"];
    const choices = [
      { id: "c1", type: "multiple-choice", title: "Which fruit do you eat most?", options: fruit, required: true },
      { id: "c2", type: "yes-no", title: "Do you cook at home?", required: true },
      { id: "c3", type: "likert", title: "Fresh food matters to me" },
      { id: "c4", type: "multiple-choice", title: "How often do you shop?", options: ["Daily", "Weekly", "Monthly"] },
      { id: "c5", type: "yes-no", title: "Do you grow your own herbs?" },
      { id: "c6", type: "multiple-choice", title: "Where do you shop?", options: ["Market", "Supermarket", "Online"] },
      { id: "c7", type: "likert", title: "Prices are fair" },
      { id: "c8", type: "yes-no", title: "Would you try a meal kit?" },
      { id: "c9", type: "multiple-choice", title: "Which meal matters most?", options: ["Breakfast", "Lunch", "Dinner"] },
      { id: "c10", type: "yes-no", title: "May we contact you?" },
    ];
    const letters = ["d", "a", "e", "b", "b", "c", "b", "a", "c", "b"];
    const lettersSurvey = await publishSurvey(creator, "Food habits", choices);

    const page = await browser.newPage();
    const encodings = new Map<string, string | undefined>();
    page.on("response", (res) => {
      if (new URL(res.url()).pathname.startsWith("/assets/")) encodings.set(res.url(), res.headers()["content-encoding"]);
    });
    await page.goto(`/survey/${lettersSurvey.shareId}`);

    for (const [i, question] of choices.entries()) {
      await heading(page, question.title).waitFor();
      await page.getByText(`Question ${i + 1} of ${choices.length}`).waitFor();
      if (i === 0) {
        // Each option shows its key; the key is announced as a shortcut, not read as the name.
        expect(await page.getByRole("radio", { name: "Cherry", exact: true }).getAttribute("aria-keyshortcuts")).toBe("D");
        expect(await page.locator("kbd").allTextContents()).toEqual(["A", "B", "C", "D"]);
        expect(await seriousAxeViolations(page)).toEqual([]);
      }
      await page.keyboard.press(letters[i] ?? "");
    }

    // The last answer does not send the survey by itself: the focus waits on Submit.
    const submit = page.getByRole("button", { name: "Submit", exact: true });
    await expect.poll(() => isFocused(submit)).toBe(true);
    expect(await page.getByRole("radio", { name: "No", exact: true }).isChecked()).toBe(true);
    expect(await completeResponses(lettersSurvey.id)).toEqual([]);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Survey Completed!" }).waitFor();

    await expect.poll(async () => (await completeResponses(lettersSurvey.id)).length).toBe(1);
    const [row] = await completeResponses(lettersSurvey.id);
    expect(row?.answers).toEqual({
      c1: "Cherry",
      c2: "Yes",
      c3: "Strongly Agree",
      c4: "Weekly",
      c5: "No",
      c6: "Online",
      c7: "Disagree",
      c8: "Yes",
      c9: "Dinner",
      c10: "No",
    });
    // The page's code and styles came as the build's Brotli copies (files under 1 KB have none).
    const encodingOf = (pattern: RegExp) => [...encodings].find(([url]) => pattern.test(url))?.[1];
    expect(encodingOf(/\/assets\/respondent-app-[^/]+\.js$/)).toBe("br");
    expect(encodingOf(/\/assets\/survey-[^/]+\.css$/)).toBe("br");
  });

  test("a German browser gets the page in German at once, with no translation file fetched", async () => {
    const page = await browser.newPage(DESKTOP, { locale: "de-DE" });
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    await page.goto(`/survey/${survey.shareId}`);
    await page.getByRole("button", { name: "Umfrage starten" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    expect(fetched.filter((path) => path.startsWith("/locales/"))).toEqual([]);
  });
});
