import { describe, expect, it } from "vitest";
import { questionSchema } from "../surveys/question-schema";
import { surveySettingsSchema } from "../surveys/survey-schema";
import { PREVIEW_SHARE_ID, toPreviewSurvey } from "./preview-survey";

describe("toPreviewSurvey", () => {
  it("shows the draft as saving would keep it: unfinished rules dropped, the preview share id", () => {
    const question = questionSchema.parse({
      id: "q1",
      type: "multiple-choice",
      options: ["A", "B"],
      branchingRules: [
        { condition: { operator: "equals", value: "" }, action: { type: "end_survey" } },
        { condition: { operator: "equals", value: "A" }, action: { type: "goto" } },
        { condition: { operator: "equals", value: "B" }, action: { type: "end_survey" } },
      ],
    });
    const settings = surveySettingsSchema.parse({});
    const survey = toPreviewSurvey("s1", {
      title: "Draft",
      description: "",
      questions: [question],
      settings,
      hiddenFields: ["source"],
    });
    expect(survey).toMatchObject({ id: "s1", title: "Draft", shareId: PREVIEW_SHARE_ID, settings, hiddenFields: ["source"] });
    expect(survey.questions[0]?.branchingRules).toEqual([
      { condition: { operator: "equals", value: "B" }, action: { type: "end_survey" } },
    ]);
  });
});
