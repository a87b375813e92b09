import path from "node:path";
import { describe, expect, test } from "vitest";
import { ARTIFACTS_DIR, MOBILE, PHONE, findMail, newUser, registerAndVerify, useBrowser } from "./support/browser";
import { queryDb } from "./support/db";
import { completeResponses, publishSurvey } from "./support/respondent";

// Issue 22 item 8, "Resume anywhere" (docs/decisions/237-resume-links.md): a respondent starts
// on a desktop, takes a link to a phone, and finishes there; one complete response is stored.

const browser = useBrowser();
const SHOTS = process.env.RESUME_SHOTS_DIR ?? path.join(ARTIFACTS_DIR, "resume-anywhere");
const WIDE = { width: 1440, height: 900 };

const QUESTIONS = [
  { id: "q_name", type: "text", title: "What is your name?", required: true },
  { id: "q_city", type: "text", title: "Which city do you live in?", required: true },
  { id: "q_why", type: "text", title: "Why did you move there?" },
];

describe("resume anywhere", () => {
  test("a respondent answers on a desktop, continues from the link on a phone, and one complete response is stored", async () => {
    const creator = await browser.newPage();
    await registerAndVerify(creator, newUser("resumer", "Rita Resume"));
    const survey = await publishSurvey(creator, "Moving house", QUESTIONS);

    // On the desktop: the first answer, then the second question, where the link is made.
    const desktop = await browser.newPage(WIDE);
    await desktop.goto(`/survey/${survey.shareId}`);
    await desktop.getByRole("textbox", { name: "What is your name?" }).fill("Ada");
    await desktop.getByRole("button", { name: "Next", exact: true }).click();
    await desktop.getByRole("heading", { name: "Which city do you live in?" }).waitFor();
    await desktop.getByRole("button", { name: "Continue on another device" }).click();
    const dialog = desktop.getByRole("dialog", { name: "Continue on another device" });
    const field = dialog.getByRole("textbox", { name: "Your link" });
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`/survey/${survey.shareId}#resume=[A-Za-z0-9_-]{43}$`));
    await desktop.screenshot({ path: path.join(SHOTS, "dialog-1440.png") });
    await desktop.setViewportSize(MOBILE);
    await desktop.screenshot({ path: path.join(SHOTS, "dialog-390.png") });
    await desktop.setViewportSize(WIDE);
    // The same link can be mailed: another token, in the dev mailbox, never stored with the answers.
    await dialog.getByRole("textbox", { name: "Or send it to your e-mail" }).fill("ada@example.com");
    await dialog.getByRole("button", { name: "Send link" }).click();
    await dialog.getByText("Sent to ada@example.com. Check your inbox.").waitFor();
    await creator.goto("/dev/mailbox");
    const mail = await findMail(creator, "Continue your survey: Moving house");
    const mailed = await mail.locator('a[href*="#resume="]').first().getAttribute("href");
    expect(mailed).toMatch(new RegExp(`/survey/${survey.shareId}#resume=[A-Za-z0-9_-]{43}$`));
    expect(mailed).not.toBe(link);
    await dialog.getByRole("button", { name: "Close" }).click();
    expect(await dialog.count()).toBe(0);

    // On a phone: the link restores the answer and opens on the second question.
    const phone = await browser.newPage(MOBILE, {
      ...PHONE,
      userAgent:
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
    });
    await phone.goto(link);
    await phone.getByRole("heading", { name: "Which city do you live in?" }).waitFor();
    expect(new URL(phone.url()).hash).toBe("");
    await phone.getByRole("button", { name: "Previous" }).click();
    expect(await phone.getByRole("textbox", { name: "What is your name?" }).inputValue()).toBe("Ada");
    await phone.getByRole("button", { name: "Next", exact: true }).click();
    await phone.getByRole("textbox", { name: "Which city do you live in?" }).fill("Lisbon");
    await phone.getByRole("button", { name: "Next", exact: true }).click();
    await phone.getByRole("textbox", { name: "Why did you move there?" }).fill("The light");
    await phone.getByRole("button", { name: "Submit", exact: true }).click();
    await phone.getByRole("heading", { name: "Survey Completed!" }).waitFor();

    const complete = await completeResponses(survey.id);
    expect(complete.map((row) => row.answers)).toEqual([{ q_name: "Ada", q_city: "Lisbon", q_why: "The light" }]);
    const all = await queryDb<{ status: string }>("select status from survey_responses where survey_id = $1", [survey.id]);
    expect(all).toEqual([{ status: "complete" }]);
    const stored = await queryDb<{ text: string }>(
      "select row_to_json(r)::text as text from survey_responses r where survey_id = $1",
      [survey.id],
    );
    expect(stored[0]?.text).not.toContain("ada@example.com");

    // The used link now starts afresh, with a notice and nobody's answers.
    const late = await browser.newPage(MOBILE, PHONE);
    await late.goto(link);
    await late.getByText("This link has expired or is no longer valid", { exact: false }).waitFor();
    expect(await late.getByRole("textbox", { name: "What is your name?" }).inputValue()).toBe("");
  });
});
