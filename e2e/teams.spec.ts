import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import {
  authForm,
  findMail,
  followVerificationLink,
  newUser,
  registerAndVerify,
  useBrowser,
  waitForPath,
} from "./support/browser";
import { seedResponses } from "./support/responses";
import { saveScreenshots, WIDE_AND_PHONE } from "./support/screenshots";
import { chooseNewSurvey, expectToast, waitForSaved } from "./support/survey-pages";

const browser = useBrowser();

/** With TEAMS_SHOTS_DIR set, leaves screenshots at 1440 and 390 px, light and dark, to look at by eye. */
function screenshots(page: Page, name: string) {
  return saveScreenshots(page, process.env.TEAMS_SHOTS_DIR, name, WIDE_AND_PHONE);
}

/** Picks a workspace in the dashboard's switcher and waits for its list. */
async function showWorkspace(page: Page, name: string) {
  await page.getByLabel("Workspace", { exact: true }).selectOption({ label: name });
  await page.waitForURL((url) => url.searchParams.has("scope"));
}

/** The actions menu of the survey titled `title` on the dashboard. */
async function openSurveyMenu(page: Page, title: string) {
  await page.getByRole("button", { name: `Actions for ${title}`, exact: true }).click();
  return page.getByRole("menu");
}

describe("teams", () => {
  test("an owner invites a new address; the invitee is told what they join (no trial), lands in the organization's workspace, edits and reads but cannot delete or export; as admin they can delete", async () => {
    const tag = Date.now().toString(36);
    const orgName = `Acme Research ${tag}`;
    const owner = newUser("team-owner", "Olivia Owner");
    const invitee = newUser("team-invitee", "Ivan Invitee");
    const outsider = newUser("team-outsider", "Otto Outsider");

    // The owner creates the organization on /teams.
    const ownerPage = await browser.newPage();
    await registerAndVerify(ownerPage, owner);
    await ownerPage.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Teams" }).click();
    await waitForPath(ownerPage, "/teams");
    await ownerPage.getByRole("heading", { name: "You are not in an organization yet" }).waitFor();
    await ownerPage.getByRole("button", { name: "New organization" }).click();
    const createDialog = ownerPage.getByRole("dialog", { name: "Create an organization" });
    await createDialog.getByLabel("Organization name").fill(orgName);
    await createDialog.getByRole("button", { name: "Create organization" }).click();
    const orgPanel = ownerPage.getByRole("region", { name: orgName });
    await orgPanel.getByText("Owner", { exact: true }).first().waitFor();
    expect(await seriousAxeViolations(ownerPage)).toEqual([]);

    // … invites the new address as a member.
    await ownerPage.getByLabel("Email address").fill(invitee.email);
    await ownerPage.getByRole("button", { name: "Send invitation" }).click();
    await expectToast(ownerPage, `Invitation sent to ${invitee.email}`);
    await ownerPage.getByRole("list", { name: "Pending invitations" }).getByText(invitee.email).waitFor();

    // … and creates a survey in the organization, which gets two responses.
    await orgPanel.getByRole("link", { name: "View surveys" }).click();
    await waitForPath(ownerPage, "/dashboard");
    expect(await ownerPage.getByLabel("Workspace", { exact: true }).inputValue()).not.toBe("personal");
    await ownerPage.getByRole("button", { name: "Create new survey", exact: true }).first().click();
    await chooseNewSurvey(ownerPage);
    await ownerPage.waitForURL(/\/surveys\/[0-9a-f-]{36}\/edit$/);
    const surveyId = new URL(ownerPage.url()).pathname.split("/")[2] ?? "";
    const title = `Team pulse ${tag}`;
    const saved = await ownerPage.request.put(`/api/surveys/${surveyId}`, {
      data: { title, questions: [{ id: "q_mood", type: "text", title: "How is the week going?" }] },
    });
    expect(saved.status()).toBe(200);
    const published = await ownerPage.request.post(`/api/surveys/${surveyId}/publish`, { data: {} });
    const { survey } = (await published.json()) as { survey: { shareId: string; organizationId: string | null } };
    expect(survey.organizationId).not.toBeNull();
    await seedResponses(survey.shareId, [{ answers: { q_mood: "Busy" } }, { answers: { q_mood: "Calm" } }], "198.19.9.1");

    // The invitee opens the mailed link: /register keeps the invitation and names it.
    const inviteePage = await browser.newPage();
    await inviteePage.goto("/dev/mailbox");
    const mail = await findMail(inviteePage, `Olivia Owner invited you to ${orgName} on Sondar`);
    const link = (await mail.locator('a[href*="/register?invite="]').first().getAttribute("href")) ?? "";
    expect(link).toContain("/register?invite=");
    await inviteePage.goto(link);
    await inviteePage
      .getByText(`Olivia Owner invited you to join ${orgName} as a member. Use ${invitee.email} to accept.`, { exact: true })
      .waitFor();
    // An invitee gets no trial: the page says whose plan covers them and promises none.
    await inviteePage.getByRole("heading", { name: `Join ${orgName} on Sondar` }).waitFor();
    await inviteePage.getByText(`${orgName}'s plan covers your work there. No trial and no card needed.`).waitFor();
    expect(await inviteePage.locator("main").textContent()).not.toMatch(/free trial/i);
    expect(await seriousAxeViolations(inviteePage)).toEqual([]);
    await screenshots(inviteePage, "register-with-invitation");
    const form = authForm(inviteePage);
    expect(await form.getByLabel("Email").inputValue()).toBe(invitee.email);
    await form.getByLabel("Full name").fill(invitee.name);
    await form.getByLabel("Password", { exact: true }).fill(invitee.password);
    await form.getByRole("button", { name: "Create account", exact: true }).click();
    await waitForPath(inviteePage, "/verify-email");

    // Verified, they see 'Accepting Team Invitation', then land in the organization's workspace.
    await followVerificationLink(inviteePage);
    await inviteePage.getByRole("heading", { name: "Accepting Team Invitation" }).waitFor();
    await waitForPath(inviteePage, "/dashboard");
    await expectToast(inviteePage, `You joined ${orgName}`);
    expect(new URL(inviteePage.url()).searchParams.get("scope")).toBe(survey.organizationId);
    const workspace = inviteePage.getByLabel("Workspace", { exact: true });
    expect(await workspace.inputValue()).toBe(survey.organizationId);
    await inviteePage.getByRole("link", { name: title, exact: true }).waitFor();
    expect(await inviteePage.getByRole("button", { name: "Create new survey", exact: true }).first().isDisabled()).toBe(false);
    expect(await inviteePage.getByText(/trial/i).count()).toBe(0);
    expect(await inviteePage.evaluate(() => localStorage.getItem("pendingInviteToken"))).toBeNull();
    expect(await seriousAxeViolations(inviteePage)).toEqual([]);
    await screenshots(inviteePage, "invitee-lands-in-organization");

    // Their personal workspace says they have no plan of their own, never that a trial ended, and leads back.
    await workspace.selectOption({ label: "Personal" });
    await inviteePage.waitForURL((url) => !url.searchParams.has("scope"));
    const noPlan = inviteePage.getByRole("status").filter({ hasText: "No plan of your own" });
    await noPlan.getByText(`Your work in ${orgName} is covered by its owner's plan`, { exact: false }).waitFor();
    expect(await noPlan.textContent()).not.toMatch(/trial/i);
    expect(await seriousAxeViolations(inviteePage)).toEqual([]);
    await screenshots(inviteePage, "invitee-personal-workspace");
    await noPlan.getByRole("button", { name: `Open ${orgName}` }).click();
    await inviteePage.waitForURL((url) => url.searchParams.get("scope") === survey.organizationId);

    // On /teams they are a member, with nothing to manage.
    await inviteePage.goto("/teams");
    const inviteePanel = inviteePage.getByRole("region", { name: orgName });
    await inviteePanel.getByText("Member", { exact: true }).first().waitFor();
    expect(await inviteePanel.getByRole("button", { name: "Delete organization" }).count()).toBe(0);
    expect(await inviteePage.getByRole("button", { name: "Send invitation" }).count()).toBe(0);

    // They edit the organization's survey …
    await inviteePanel.getByRole("link", { name: "View surveys" }).click();
    await waitForPath(inviteePage, "/dashboard");
    await inviteePage.getByRole("link", { name: title, exact: true }).click();
    await waitForPath(inviteePage, `/surveys/${surveyId}/edit`);
    const titleBox = inviteePage.getByRole("textbox", { name: "Survey title" });
    await titleBox.fill(`${title} (edited)`);
    await inviteePage.getByRole("button", { name: "Save Now", exact: true }).click();
    await waitForSaved(inviteePage);

    // … read its responses, with no export and no deleting them.
    await inviteePage.goto(`/surveys/${surveyId}/responses`);
    await inviteePage.getByRole("heading", { name: `${title} (edited)` }).waitFor();
    await inviteePage.getByText("2 responses").first().waitFor();
    expect(await inviteePage.getByRole("button", { name: "Export" }).count()).toBe(0);
    expect(await inviteePage.getByRole("checkbox", { name: "Select all" }).count()).toBe(0);
    const exportRefused = await inviteePage.request.get(`/api/surveys/${surveyId}/responses/export?format=csv`);
    expect(exportRefused.status()).toBe(403);

    // … and cannot delete it: no Delete in its menu, and the server refuses too.
    await inviteePage.goto("/dashboard");
    await showWorkspace(inviteePage, orgName);
    const memberMenu = await openSurveyMenu(inviteePage, `${title} (edited)`);
    await memberMenu.getByRole("menuitem", { name: "Edit Survey" }).waitFor();
    expect(await memberMenu.getByRole("menuitem", { name: "Delete" }).count()).toBe(0);
    await inviteePage.keyboard.press("Escape");
    const deleteRefused = await inviteePage.request.delete(`/api/surveys/${surveyId}`);
    expect(deleteRefused.status()).toBe(403);

    // Someone outside the organization is told the survey does not exist.
    const outsiderPage = await browser.newPage();
    await registerAndVerify(outsiderPage, outsider);
    expect((await outsiderPage.request.get(`/api/surveys/${surveyId}`)).status()).toBe(404);
    await outsiderPage.goto(`/surveys/${surveyId}/edit`);
    await outsiderPage.getByText("Survey not found", { exact: true }).first().waitFor();

    // The owner makes the member an admin …
    await ownerPage.goto("/teams");
    await ownerPage.getByRole("combobox", { name: `Role of ${invitee.name}` }).selectOption("admin");
    await expectToast(ownerPage, `Role of ${invitee.name} changed to Admin`);

    // … and the admin can now delete the survey.
    await inviteePage.reload();
    const adminMenu = await openSurveyMenu(inviteePage, `${title} (edited)`);
    await adminMenu.getByRole("menuitem", { name: "Delete" }).click();
    await inviteePage
      .getByRole("dialog", { name: "Delete survey?" })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expectToast(inviteePage, "Survey Deleted");
    expect((await ownerPage.request.get(`/api/surveys/${surveyId}`)).status()).toBe(404);
  });
});
