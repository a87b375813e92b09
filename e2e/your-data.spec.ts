import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { describe, expect, inject, test } from "vitest";
import { findMail, newUser, registerAndVerify, submitSignIn, useBrowser, waitForPath } from "./support/browser";
import { queryDb } from "./support/db";
import { makePro } from "./support/plans";
import { publishSurvey } from "./support/respondent";
import { saveScreenshots, WIDE_AND_PHONE } from "./support/screenshots";

// Issue 24's journeys for data rights (docs/decisions/290–294, 298): a creator with a retention
// period finds one respondent by e-mail and erases their responses, then deletes their own account;
// a creator downloads their data through the mailed link; a Google-only account deletes itself
// through a mailed confirmation link. Screenshots go to YOUR_DATA_SHOTS_DIR when set.

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

  test("download my data: the mailed link gives its owner the archive, and no one else", async () => {
    const page = await browser.newPage();
    const user = newUser("export", "Ezra Export");
    await registerAndVerify(page, user);
    const survey = await publishSurvey(page, "Team lunch poll", [
      { id: "q_food", type: "text", title: "What should we eat?", required: true },
    ]);
    await submit(survey.shareId, { q_food: "Dumplings, please" }, 3);

    await page.goto("/settings?tab=account");
    await page.getByRole("heading", { name: "Download my data" }).waitFor();
    await page.getByRole("button", { name: "Download my data" }).click();
    await page.getByText("We are preparing your data. We will e-mail you a link when it is ready.").waitFor();
    await shots(page, "download-my-data-requested");

    // The export job builds the archive and the mail outbox sends the link.
    // The job may wait behind others on a loaded machine: the outbox row says it has run.
    await expect
      .poll(
        async () =>
          (await queryDb<{ kind: string }>('select kind from mail_outbox where "to" = $1', [user.email])).map((row) => row.kind),
        {
          timeout: 45_000,
          interval: 1_000,
        },
      )
      .toContain("data-export");
    await page.goto("/dev/mailbox");
    const mail = await findMail(page, "Your Sondar data is ready");
    const link = mail.locator('a[href*="/api/account/data-export/"]').first();
    const href = (await link.getAttribute("href")) ?? "";
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^sondar-my-data-\d{4}-\d{2}-\d{2}\.json\.gz$/);
    const archive = JSON.parse(gunzipSync(await readFile(await download.path())).toString("utf8")) as {
      account: { email: string; name: string };
      surveys: { id: string; title: string; responses: { answers: Record<string, unknown> }[] }[];
    };
    expect(archive.account).toMatchObject({ email: user.email, name: user.name });
    const exported = archive.surveys.find((entry) => entry.id === survey.id);
    expect(exported?.title).toBe("Team lunch poll");
    expect(exported?.responses.map((response) => response.answers)).toEqual([{ q_food: "Dumplings, please" }]);

    // The link is its owner's: another signed-in user is refused.
    const other = await browser.newPage();
    await registerAndVerify(other, newUser("snoop", "Sam Snoop"));
    expect((await other.goto(href))?.status()).toBe(404);
    // Opened signed out (another browser, say), it asks to sign in, then downloads.
    const signedOut = await browser.newPage();
    await signedOut.goto(href);
    await waitForPath(signedOut, "/login");
    expect(new URL(signedOut.url()).searchParams.get("next")).toBe(new URL(href).pathname);
    const [again] = await Promise.all([signedOut.waitForEvent("download"), submitSignIn(signedOut, user.email, user.password)]);
    expect(again.suggestedFilename()).toBe(download.suggestedFilename());
  });

  test("delete my account when I sign in with Google only: a mailed link confirms it", async () => {
    const page = await browser.newPage();
    const user = newUser("google", "Gia Google");
    await registerAndVerify(page, user);
    // As after a Google sign-up: the only sign-in is the Google account, there is no password.
    const [row] = await queryDb<{ id: string }>("select id from users where email = $1", [user.email]);
    await queryDb("delete from accounts where user_id = $1", [row?.id]);
    await queryDb("insert into accounts (id, account_id, provider_id, user_id) values ($1, $2, 'google', $3)", [
      randomUUID(),
      `google-${row?.id}`,
      row?.id,
    ]);

    await page.goto("/settings?tab=account");
    await page.getByText("Your account has no password: you sign in with Google.", { exact: false }).waitFor();
    expect(await page.getByLabel("Your password").count()).toBe(0);
    await page.getByLabel("I understand this cannot be undone.").check();
    await page.getByRole("button", { name: "E-mail me a confirmation link" }).click();
    await page.getByText("We sent a confirmation link to your e-mail address.", { exact: false }).waitFor();
    await shots(page, "delete-my-account-link-sent");

    await page.goto("/dev/mailbox");
    const mail = await findMail(page, "Confirm deleting your Sondar account");
    await mail.locator('a[href*="confirmDelete="]').first().click();
    await page.getByText("You opened the confirmation link from your e-mail. Delete your account now?").waitFor();
    await page.getByLabel("I understand this cannot be undone.").check();
    await page.getByRole("button", { name: "Delete my account" }).click();
    await waitForPath(page, "/");
    expect(await queryDb("select id from users where email = $1", [user.email])).toHaveLength(0);
  });
});
