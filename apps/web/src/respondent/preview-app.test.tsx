import type { PublicSurveyPayload } from "@sondar/core/respondent/public-survey-replies";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { PREVIEW_WAIT_MS, PreviewApp } from "./preview-app";
import { answerDraftRequests } from "./preview-channel";
import { mockPublicApi, setUpRespondentTests } from "./test-server";
import { makeQuestion, makeSurvey } from "./test-survey";
import { loadWidgets } from "./widgets/widget-chunks";

beforeAll(() => loadWidgets([makeQuestion("file-upload", "w")]));
setUpRespondentTests();

const draft = (): PublicSurveyPayload => ({
  survey: makeSurvey([
    makeQuestion("multiple-choice", "q1", {
      title: "Ordered before?",
      required: true,
      options: ["Yes", "No"],
      branchingRules: [{ condition: { operator: "equals", value: "No" }, action: { type: "goto", targetQuestionId: "q3" } }],
    }),
    makeQuestion("text", "q2", { title: "What did you order?" }),
    makeQuestion("file-upload", "q3", { title: "A photo of your desk", required: true }),
  ]),
  showPoweredBy: false,
  productName: "Sondar",
});

describe("the draft preview", () => {
  it("runs the editor's draft with its branching and files, and records, stores and uploads nothing", async () => {
    const api = mockPublicApi();
    const stop = answerDraftRequests("s1", draft);
    render(<PreviewApp surveyId="s1" />);
    await screen.findByText("Preview — answers are not recorded");
    fireEvent.click(screen.getByRole("radio", { name: "No" }));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByRole("heading", { name: /A photo of your desk/ });
    const photo = new File([new Uint8Array(10)], "desk.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText(/Choose/), { target: { files: [photo] } });
    await screen.findByRole("button", { name: "Remove desk.png" });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText("Survey Completed!", undefined, { timeout: 2000 });
    expect(api.calls).toEqual([]);
    expect(localStorage.length).toBe(0);
    stop();
  });

  it("hears only its own survey's draft, and says so when no editor answers", async () => {
    vi.useFakeTimers();
    const stop = answerDraftRequests("another-survey", draft);
    render(<PreviewApp surveyId="s1" />);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_WAIT_MS));
    screen.getByText("Preview not available");
    stop();
  });

  it("the editor stops answering once it is closed", async () => {
    answerDraftRequests("s1", draft)();
    vi.useFakeTimers();
    render(<PreviewApp surveyId="s1" />);
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_WAIT_MS));
    screen.getByText("Preview not available");
  });
});
