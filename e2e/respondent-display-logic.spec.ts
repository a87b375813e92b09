import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { newUser, registerAndVerify, useBrowser } from "./support/browser";
import { completeResponses, publishSurvey, type PublishedSurvey } from "./support/respondent";

const browser = useBrowser();

// The brew question is shown only to coffee drinkers, and is required of them.
const QUESTIONS = [
  { id: "q_coffee", type: "yes-no", title: "Do you drink coffee?", required: true },
  {
    id: "q_brew",
    type: "text",
    title: "Which brew do you like best?",
    required: true,
    displayLogic: { match: "all", conditions: [{ questionId: "q_coffee", operator: "equals", value: "Yes" }] },
  },
  { id: "q_more", type: "text", title: "Anything else?" },
];

const heading = (page: Page, name: string) => page.getByRole("heading", { name, level: 2 });

describe("display logic on the respondent page", () => {
  const creatorUser = newUser("display-creator", "Dana Creator");
  let creator: Page;
  let survey: PublishedSurvey;

  beforeAll(async () => {
    creator = await browser.newPage();
    await registerAndVerify(creator, creatorUser);
    survey = await publishSurvey(creator, "Coffee habits", QUESTIONS);
  });

  test("the follow-up question appears for one answer and not for the other, only what was shown is stored, and the builder says why", async () => {
    // A coffee drinker: the brew question follows, counted in the progress.
    const drinker = await browser.newPage();
    await drinker.goto(`/survey/${survey.shareId}`);
    await heading(drinker, "Do you drink coffee?").waitFor();
    await drinker.getByRole("radio", { name: "Yes" }).click();
    await heading(drinker, "Which brew do you like best?").waitFor();
    await drinker.getByText("Question 2 of 3").waitFor();
    expect(await seriousAxeViolations(drinker)).toEqual([]);
    await drinker.getByRole("textbox", { name: /Which brew/ }).fill("Espresso");
    await drinker.getByRole("button", { name: "Next", exact: true }).click();
    await heading(drinker, "Anything else?").waitFor();
    await drinker.getByRole("button", { name: "Submit" }).click();
    await drinker.getByRole("heading", { name: "Survey Completed!" }).waitFor();

    // Someone who does not: straight from the first question to the last, the brew question never counted.
    const other = await browser.newPage();
    await other.goto(`/survey/${survey.shareId}`);
    await heading(other, "Do you drink coffee?").waitFor();
    await other.getByRole("radio", { name: "No" }).click();
    await heading(other, "Anything else?").waitFor();
    await other.getByText("Question 2 of 2").waitFor();
    expect(await other.getByText("Which brew do you like best?").count()).toBe(0);
    // Back goes to the first question, not to the hidden one.
    await other.getByRole("button", { name: "Previous" }).click();
    await heading(other, "Do you drink coffee?").waitFor();
    await other.getByRole("button", { name: "Next", exact: true }).click();
    await heading(other, "Anything else?").waitFor();
    await other.getByRole("button", { name: "Submit" }).click();
    await other.getByRole("heading", { name: "Survey Completed!" }).waitFor();

    const stored = (await completeResponses(survey.id)).map((row) => row.answers);
    expect(stored).toHaveLength(2);
    expect(stored).toContainEqual({ q_coffee: "Yes", q_brew: "Espresso" });
    expect(stored).toContainEqual({ q_coffee: "No" });

    // The creator's builder names the rule in plain words.
    await creator.goto(`/surveys/${survey.id}/edit`);
    await creator.getByRole("button", { name: /^2\. .*Which brew do you like best/ }).click();
    await creator.getByText("Show this question when the answer to Q1: Do you drink coffee? is “Yes”.").waitFor();
  });
});
