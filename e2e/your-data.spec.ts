import { randomUUID } from "node:crypto";
import { describe, expect, inject, test } from "vitest";
import { newUser, registerAndVerify, useBrowser, waitForPath } from "./support/browser";
import { queryDb } from "./support/db";
import { makePro } from "./support/plans";
import { publishSurvey } from "./support/respondent";
import { saveScreenshots, WIDE_AND_PHONE } from "./support/screenshots";

// Issue 24's journeys for data rights (docs/decisions/290–292): a creator with a retention period
// finds one respondent by e-mail and erases their responses, then deletes their own account.
// Screenshots go to YOUR_DATA_SHOTS_DIR when set.

const browser = useBrowser();
const shots = (page: Parameters<typeof saveScreenshots>[0], name: string) =>
  saveScreenshots(page, process.env.YOUR_DATA_SHOTS_DIR, name, WIDE_AND_PHONE);

async function submit(shareId: string, answers: Record<string, unknown>, respondent: number) {
  const res = await fetch(`${inject("baseURL")}/api/public/surveys/${shareId}/submit`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `198.51.100.${respondent}` },
    body: JSON.stringify({ clientSubmissionId: randomUUID(), answers }),
  });
  expect(res.status).toBe(201);
}

describe("your data", () => {
  test("find a respondent by e-mail and erase them; then delete my account", async () => {
    const page = await browser.newPage();
    const user = newUser("rights", "Rita Rights");
    await registerAndVerify(page, user);
    await makePro(user.email);
    const survey = await publishSurvey(
      page,
      "Clinic follow-up",
      [
        { id: "q_email", type: "email", title: "Your e-mail", required: true },
        { id: "q_note", type: "text", title: "Anything else?", required: false },
      ],
      { retentionDays: 30 },
    );
    await submit(survey.shareId, { q_email: "Ana@Example.com", q_note: "Please call me back" }, 1);
    await submit(survey.shareId, { q_email: "bob@example.com", q_note: "All good" }, 2);

    await page.goto(`/surveys/${survey.id}/responses`);
    await page.getByText("Responses older than 30 days are deleted automatically").waitFor();
    await page.getByRole("button", { name: "Find a respondent" }).click();
    await page.getByLabel("An answer or hidden-field value").fill("ana@example.com");
    await page.getByRole("button", { name: "Find", exact: true }).click();
    await page.getByText("1 response holds this value").waitFor();
    await page.getByRole("dialog").getByText("Please call me back").waitFor();
    await shots(page, "find-a-respondent");
    await page.getByRole("button", { name: "Erase 1 response" }).click();
    await page.getByRole("button", { name: "Erase", exact: true }).click();
    await page.getByText("1 response erased").waitFor();
    const left = await queryDb<{ answers: { q_email: string } }>("select answers from survey_responses where survey_id = $1", [
      survey.id,
    ]);
    expect(left.map((row) => row.answers.q_email)).toEqual(["bob@example.com"]);
    await page.keyboard.press("Escape");

    await page.goto("/settings?tab=account");
    await page.getByRole("heading", { name: "Delete my account" }).waitFor();
    await shots(page, "delete-my-account");
    await page.getByLabel("Your password").fill(user.password);
    await page.getByLabel("I understand this cannot be undone.").check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await waitForPath(page, "/");
    expect(await queryDb("select id from users where email = $1", [user.email])).toHaveLength(0);
    expect(await queryDb("select id from surveys where id = $1", [survey.id])).toHaveLength(0);
  });
});
