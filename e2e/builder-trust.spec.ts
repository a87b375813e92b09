import { describe, expect, test } from "vitest";
import { newUser, registerAndVerify, useBrowser } from "./support/browser";
import { addQuestion, createSurveyFromDashboard, expectToast } from "./support/survey-pages";

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
});
