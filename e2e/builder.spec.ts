import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, test } from "vitest";
import { makePng } from "../apps/server/src/modules/uploads/test-images";
import { newUser, registerAndVerify, useBrowser } from "./support/browser";
import { makePro } from "./support/plans";
import {
  addQuestion,
  chooseNewSurvey,
  createSurveyFromDashboard,
  expectToast,
  questionLabels,
  waitForSaved,
} from "./support/survey-pages";

const browser = useBrowser();

// The labels the 'Add question' menu shows, in the core's order of the 19 types.
const TYPE_LABELS = [
  "Short text",
  "Long text",
  "Email",
  "Phone",
  "Number",
  "Website",
  "Date",
  "Time",
  "Multiple choice",
  "Checkboxes",
  "Dropdown",
  "Rating",
  "Likert scale",
  "Scale",
  "Ranking",
  "Matrix",
  "Yes / No",
  "File upload",
  "Statement",
];

/** A plain page on another origin, like a creator's own site, that holds a pasted snippet. */
async function hostSnippet(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html><head><title>My site</title></head><body><h1>My site</h1>${html}</body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server };
}

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))));

async function selectQuestion(page: Page, position: number) {
  const heading = page.getByRole("heading", { name: `Question ${position}`, exact: true });
  // A click that lands while the list is still settling after a drag (drop animation, re-render)
  // can miss, as it would for a person, who clicks again; three tries, then the test fails.
  for (let attempt = 1; ; attempt += 1) {
    await page
      .getByRole("list", { name: "Questions" })
      .getByRole("listitem")
      .nth(position - 1)
      .locator("button")
      .nth(1)
      .click();
    try {
      await heading.waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

describe("survey builder", () => {
  test("every question type, reorder by keyboard and mouse, branching, autosave, publish, share, embed and logo", async () => {
    const user = newUser("builder", "Bea Builder");
    const page = await browser.newPage();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await registerAndVerify(page, user);
    const surveyId = await createSurveyFromDashboard(page);

    await page.getByRole("textbox", { name: "Survey title" }).fill("Every type");
    for (const label of TYPE_LABELS) await addQuestion(page, label);
    expect(await questionLabels(page)).toHaveLength(19);

    // Autosave: nothing pressed, and the work survives a reload.
    await waitForSaved(page);
    await page.reload();
    await page.getByRole("textbox", { name: "Survey title" }).waitFor();
    expect(await page.getByRole("textbox", { name: "Survey title" }).inputValue()).toBe("Every type");
    expect((await questionLabels(page)).slice(0, 3)).toEqual(["1. Short text", "2. Long text", "3. Email"]);

    // Keyboard: lift question 1 with space, move it down one place, drop it.
    // Each step waits for the screen-reader announcement that the step was taken.
    await page.getByRole("button", { name: /^Move question 1:/ }).focus();
    await page.keyboard.press("Space");
    // dnd-kit announces the pick-up and at once the position it is over.
    await page.getByText(/^(Picked up question 1\.|Moved to position 1\.)$/).waitFor({ state: "attached" });
    await page.keyboard.press("ArrowDown");
    await page.getByText("Moved to position 2.").waitFor({ state: "attached" });
    await page.keyboard.press("Space");
    await page.getByText("Dropped at position 2.").waitFor({ state: "attached" });
    await expect.poll(async () => (await questionLabels(page)).slice(0, 2)).toEqual(["1. Long text", "2. Short text"]);

    // Mouse: drag question 3 above question 1.
    const handle = page.getByRole("button", { name: /^Move question 3:/ });
    const target = page.getByRole("button", { name: /^Move question 1:/ });
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error("drag handles are not visible");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 15 });
    await page.mouse.up();
    await expect.poll(async () => (await questionLabels(page))[0]).toBe("1. Email");

    // Branching on the multiple-choice question: 'Option 1' ends the survey.
    const mcIndex = (await questionLabels(page)).findIndex((l) => l.endsWith("Multiple choice"));
    await selectQuestion(page, mcIndex + 1);
    await page.getByRole("button", { name: "Add rule", exact: true }).click();
    await page.getByLabel("Value", { exact: true }).selectOption("Option 1");
    await page.getByLabel("Then", { exact: true }).selectOption("end_survey");
    await waitForSaved(page);
    await page.reload();
    await page.getByRole("textbox", { name: "Survey title" }).waitFor();
    await selectQuestion(page, mcIndex + 1);
    expect(await page.getByLabel("Value", { exact: true }).inputValue()).toBe("Option 1");
    expect(await page.getByLabel("Then", { exact: true }).inputValue()).toBe("end_survey");

    // Logo: uploaded through the settings panel and shown there.
    await page.getByRole("button", { name: "Settings", exact: true }).click();
    const settings = page.getByRole("dialog", { name: "Survey settings" });
    await settings.locator('input[type="file"]').setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from(makePng(400, 100)),
    });
    const logo = settings.getByRole("img", { name: "Survey logo" });
    await logo.waitFor();
    expect(await logo.getAttribute("src")).toMatch(/^\/uploads\/[0-9a-f-]{36}$/);
    // The modal hides the rest of the page from assistive tech, so find the toast by its text.
    await page.getByText("Logo Uploaded", { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await waitForSaved(page);

    // Publish, then copy the public link.
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "Survey Published!");
    await page.getByText("Live", { exact: true }).waitFor();
    await page.getByRole("button", { name: "Share link", exact: true }).click();
    await expectToast(page, "Link Copied!");
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/survey\/[0-9a-z]{8,26}$/);
    const shareId = link.split("/").pop() as string;

    // Embed: the inline snippet pasted into a plain page on another origin loads the survey.
    await page.getByRole("button", { name: "Embed", exact: true }).click();
    await page.getByRole("radio", { name: /^Inline/ }).click();
    const inline = await page.getByLabel("Embed code").inputValue();
    const inlineHost = await hostSnippet(inline);
    servers.push(inlineHost.server);
    const site = await browser.newPage();
    await site.goto(inlineHost.url);
    const frame = site.frameLocator("iframe");
    await frame.locator("h1").first().waitFor();
    expect(await site.locator("iframe").getAttribute("src")).toContain(`/embed/survey/${shareId}`);

    // The popup snippet opens the survey over the page.
    await page.getByRole("radio", { name: /^Popup/ }).click();
    const popupHost = await hostSnippet(await page.getByLabel("Embed code").inputValue());
    servers.push(popupHost.server);
    await site.goto(popupHost.url);
    await site.getByRole("button", { name: "Take the survey" }).click();
    await site.frameLocator("iframe").locator("h1").first().waitFor();
    await site.keyboard.press("Escape");
    await site.locator("iframe").waitFor({ state: "detached" });

    expect(surveyId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("dashboard", () => {
  test("trial refusals, Pro duplicate, delete, search and the saved view mode", async () => {
    const user = newUser("dash", "Dan Dashboard");
    const page = await browser.newPage();
    await registerAndVerify(page, user);

    await createSurveyFromDashboard(page);
    await page.getByRole("textbox", { name: "Survey title" }).fill("Quarterly pulse");
    await waitForSaved(page);
    await page.goto("/dashboard");
    const card = page.getByRole("list", { name: "Surveys" }).getByRole("listitem").filter({ hasText: "Quarterly pulse" });
    await card.waitFor();

    // A trial may not duplicate: the menu says so before anyone tries (decision 134).
    await page.getByRole("button", { name: "Actions for Quarterly pulse" }).click();
    const duplicate = page.getByRole("menuitem", { name: "Duplicate" });
    expect(await duplicate.getAttribute("aria-disabled")).toBe("true");
    const refusal = "Trial users cannot duplicate surveys. Upgrade to Pro to duplicate unlimited surveys!";
    await page.getByRole("menu").getByText(refusal).waitFor();
    const describedBy = (await duplicate.getAttribute("aria-describedby")) ?? "";
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(refusal);
    await page.keyboard.press("Escape");

    // The trial cap: three surveys, then 'Trial Survey Limit Reached'.
    for (let i = 0; i < 2; i += 1) expect((await page.request.post("/api/surveys", { data: {} })).status()).toBe(201);
    await page.reload();
    await page.getByRole("button", { name: "Create new survey", exact: true }).click();
    await chooseNewSurvey(page);
    await page.getByText("Trial Survey Limit Reached").waitFor();

    // On Pro, duplicating works and the copy is a draft named '(Copy)'.
    await makePro(user.email);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Actions for Quarterly pulse" }).click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await expectToast(page, "Survey Duplicated");
    await page.getByRole("link", { name: "Quarterly pulse (Copy)" }).waitFor();

    // Search narrows the list; a search with no match says so.
    await page.getByRole("searchbox", { name: "Search surveys..." }).fill("(copy)");
    await expect.poll(() => page.getByRole("list", { name: "Surveys" }).getByRole("listitem").count()).toBe(1);
    await page.getByRole("searchbox", { name: "Search surveys..." }).fill("zzz-nothing");
    await page.getByText("No surveys match your filters").waitFor();
    await page.getByRole("searchbox", { name: "Search surveys..." }).fill("");

    // Delete, confirmed in a dialog that names the survey.
    await page.getByRole("button", { name: "Actions for Quarterly pulse (Copy)" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete survey?" });
    await dialog.getByText(/Quarterly pulse \(Copy\)/).waitFor();
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expectToast(page, "Survey Deleted");
    await page.getByRole("link", { name: "Quarterly pulse (Copy)" }).waitFor({ state: "detached" });

    // List view is remembered across reloads.
    await page.getByRole("button", { name: "List view" }).click();
    await page.reload();
    expect(await page.getByRole("button", { name: "List view" }).getAttribute("aria-pressed")).toBe("true");
  });

  test("AI generator drafts a survey from an idea and opens it in the builder", async () => {
    const user = newUser("ai", "Ada Idea");
    const page = await browser.newPage();
    await registerAndVerify(page, user);
    await page.getByRole("button", { name: "AI survey generator", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "AI survey generator" });
    await dialog.getByRole("button", { name: "Customer Satisfaction" }).click();
    expect(await dialog.getByLabel("Describe your survey idea").inputValue()).not.toBe("");
    await dialog.getByRole("button", { name: "Generate Survey" }).click();
    await page.waitForURL(/\/surveys\/[0-9a-f-]{36}\/edit$/);
    await expectToast(page, "AI Survey Generated!");
    await expect.poll(async () => (await questionLabels(page)).length).toBe(5);
    expect(await page.getByRole("textbox", { name: "Survey title" }).inputValue()).not.toBe("Untitled Survey");
  });
});
