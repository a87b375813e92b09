import { describe, expect, test } from "vitest";
import { newUser, registerAndVerify, useBrowser } from "./support/browser";
import { queryDb } from "./support/db";
import { addQuestion, createSurveyFromDashboard, expectToast, questionLabels } from "./support/survey-pages";

const browser = useBrowser();

describe("builder trust", () => {
  test("an edit survives leaving at once; archive and unarchive; publishing an untitled question is refused", async () => {
    const page = await browser.newPage();
    await registerAndVerify(page, newUser("trust", "Tess Trust"));

    // Edit, then leave by the back link well before the 5 s autosave: the edit is saved first.
    const surveyId = await createSurveyFromDashboard(page);
    await page.getByRole("textbox", { name: "Survey title" }).fill("Kept on leaving");
    await page.getByRole("link", { name: "Back to dashboard" }).click();
    await page.waitForURL(/\/dashboard$/);
    const stored = (await (await page.request.get(`/api/surveys/${surveyId}`)).json()) as { survey: { title: string } };
    expect(stored.survey.title).toBe("Kept on leaving");

    // Archive, then unarchive, from the dashboard's menu.
    await page.getByRole("button", { name: "Actions for Kept on leaving" }).click();
    await page.getByRole("menuitem", { name: "Archive", exact: true }).click();
    await expectToast(page, "Survey Archived");
    await page.getByRole("button", { name: "Actions for Kept on leaving" }).click();
    await page.getByRole("menuitem", { name: "Unarchive", exact: true }).click();
    await expectToast(page, "Survey Unarchived");
    const back = (await (await page.request.get(`/api/surveys/${surveyId}`)).json()) as { survey: { status: string } };
    expect(back.survey.status).toBe("draft");

    // A question without a title: Publish shows the problem at the question and publishes nothing.
    await page.goto(`/surveys/${surveyId}/edit`);
    await addQuestion(page, "Short text");
    await page.getByRole("region", { name: "Question editor" }).getByRole("textbox", { name: "Question", exact: true }).fill("");
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expectToast(page, "Not Ready to Publish");
    await page.getByRole("list", { name: "Questions" }).getByText("This question needs a title.").waitFor();
    const draft = (await (await page.request.get(`/api/surveys/${surveyId}`)).json()) as { survey: { status: string } };
    expect(draft.survey.status).toBe("draft");
  });

  test("a never-published draft previews as respondents see it and records nothing; a deletion is undone", async () => {
    const page = await browser.newPage();
    await registerAndVerify(page, newUser("preview", "Pia Preview"));
    const surveyId = await createSurveyFromDashboard(page);
    await page.getByRole("textbox", { name: "Survey title" }).fill("Draft to try");
    const editor = page.getByRole("region", { name: "Question editor" });
    await addQuestion(page, "Short text");
    await editor.getByRole("textbox", { name: "Question", exact: true }).fill("Your name");
    await addQuestion(page, "Yes / No");
    await editor.getByRole("textbox", { name: "Question", exact: true }).fill("Would you come back?");

    // Preview opens the editor's current draft in the respondent page, in a new tab.
    const [preview] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("button", { name: "Preview" }).click(),
    ]);
    await preview.getByText("Preview — answers are not recorded").waitFor();
    await preview.getByRole("heading", { name: /Your name/ }).waitFor();
    await preview.getByRole("textbox").fill("Ada");
    await preview.getByRole("button", { name: "Next", exact: true }).click();
    await preview.getByRole("radio", { name: "Yes" }).click();
    await preview.getByRole("button", { name: "Submit", exact: true }).click();
    await preview.getByText("Survey Completed!").waitFor();

    const stored = (await (await page.request.get(`/api/surveys/${surveyId}`)).json()) as {
      survey: { status: string };
      responseCount: number;
    };
    expect(stored.survey.status).toBe("draft");
    expect(stored.responseCount).toBe(0);
    // No response row (complete or partial) and no upload for the survey.
    const rows = await queryDb<{ responses: number; uploads: number }>(
      `select (select count(*)::int from survey_responses where survey_id = $1) as responses,
              (select count(*)::int from uploads where survey_id = $1) as uploads`,
      [surveyId],
    );
    expect(rows[0]).toEqual({ responses: 0, uploads: 0 });
    await preview.close();

    // Delete a question, then take it back with the toast's Undo; then again by keyboard.
    expect(await questionLabels(page)).toHaveLength(2);
    await page.getByRole("button", { name: "Delete question 1" }).click();
    await expectToast(page, "Question deleted");
    expect(await questionLabels(page)).toHaveLength(1);
    await page.getByRole("region", { name: "Notifications" }).getByRole("button", { name: "Undo" }).click();
    await page.getByRole("button", { name: /^1\. Short text/ }).waitFor();
    await page.getByRole("button", { name: "Delete question 2" }).click();
    await page.getByRole("button", { name: /^2\./ }).waitFor({ state: "detached" });
    await page.keyboard.press("ControlOrMeta+z");
    await page.getByRole("button", { name: /^2\. Yes/ }).waitFor();
  });
});
