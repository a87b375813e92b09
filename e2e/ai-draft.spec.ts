import path from "node:path";
import { describe, expect, test } from "vitest";
import { ARTIFACTS_DIR, newUser, registerAndVerify, useBrowser } from "./support/browser";
import { expectToast, questionLabels } from "./support/survey-pages";

const browser = useBrowser();

describe("AI draft in correct sentences (issue 25)", () => {
  test("the local generator drafts the issue's own idea about the conference, not its attendees", async () => {
    const page = await browser.newPage();
    await registerAndVerify(page, newUser("draft", "Dora Draft"));
    await page.getByRole("button", { name: "AI survey generator", exact: true }).first().click();
    const dialog = page.getByRole("dialog", { name: "AI survey generator" });
    await dialog
      .getByLabel("Describe your survey idea")
      .fill("Feedback from attendees of our two-day developer conference in Lisbon");
    await dialog.getByRole("button", { name: "Generate Survey" }).click();
    await page.waitForURL(/\/surveys\/[0-9a-f-]{36}\/edit$/);
    await expectToast(page, "AI Survey Generated!");
    // The builder's chunk and the survey load after the toast; a busy machine takes seconds.
    await page.getByRole("list", { name: "Questions" }).getByRole("listitem").nth(4).waitFor();
    expect(await questionLabels(page)).toHaveLength(5);
    expect(await page.getByRole("textbox", { name: "Survey title" }).inputValue()).toBe(
      "Two-Day Developer Conference in Lisbon Feedback Survey",
    );
    // The first question is open in the editor; the list shows every title, cut to its width.
    expect(await page.getByRole("textbox", { name: "Question", exact: true }).inputValue()).toBe(
      "Overall, how would you rate our two-day developer conference in Lisbon?",
    );
    await page.getByText("Thank you for attending our two-day developer conference in Lisbon.", { exact: false }).waitFor();
    // The generated description shows whole in the header, not cut after two rows.
    const description = page.getByRole("textbox", { name: "Survey description" });
    expect(await description.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    expect(await description.inputValue()).toMatch(/It takes about 1 minute\.$/);
    const list = await page.getByRole("list", { name: "Questions" }).textContent();
    expect(list).not.toMatch(/attendees|content on/i);
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, "ai-draft-conference-1280-light.png"), fullPage: true });
  });
});
