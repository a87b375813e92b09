import { expect, it, vi } from "vitest";
import { createLocalAi } from "./local-ai";

// Counts the imports of the generator module, which brings wink-nlp and its English model.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock("./local/generate-local-survey", async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

it("loads the local generator, and wink-nlp with it, on the first draft rather than when the adapter is made", async () => {
  const ai = createLocalAi();
  expect(loads.count).toBe(0);
  await ai.generateSurvey("Customer satisfaction survey for a coffee shop");
  await ai.generateSurvey("Encuesta para una cafetería");
  expect(loads.count).toBe(1);
});

it("drafts the issue's own idea in correct sentences about the conference, never its attendees (issue 25)", async () => {
  const survey = await createLocalAi().generateSurvey("Feedback from attendees of our two-day developer conference in Lisbon");
  expect(survey.title).toBe("Two-Day Developer Conference in Lisbon Feedback Survey");
  expect(survey.description).toMatch(/^Thank you for attending our two-day developer conference in Lisbon\. /);
  const titles = survey.questions.map((q) => q.title);
  expect(titles[0]).toBe("Overall, how would you rate our two-day developer conference in Lisbon?");
  expect(titles).toContain("How likely are you to attend our two-day developer conference in Lisbon again?");
  expect(JSON.stringify(survey)).not.toMatch(/attendees|content on|developer\?/i);
});
