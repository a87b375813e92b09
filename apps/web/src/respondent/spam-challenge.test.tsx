import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RespondentApp } from "./respondent-app";
import { mockPublicApi, setUpRespondentTests } from "./test-server";
import { makeQuestion, makeSurvey } from "./test-survey";

const solved = vi.hoisted(() => ({ count: 0 }));
vi.mock("./spam-challenge", () => ({ solveSpamChallenge: () => Promise.resolve(`solution-${++solved.count}`) }));

setUpRespondentTests();

const WAIT = { timeout: 2000 };

function answerAndSubmit(spamChallenge: boolean) {
  const survey = makeSurvey([makeQuestion("text", "q1", { title: "Name" })], { spamChallenge });
  render(<RespondentApp shareId="share123" initialData={{ survey, showPoweredBy: false, productName: "Sondar" }} />);
  fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Ana" } });
  fireEvent.click(screen.getByRole("button", { name: "Submit" }));
}

describe("the spam shield's proof-of-work challenge on the respondent page", () => {
  it("sends a solved challenge when the survey asks for one, and a fresh one on Try again after a refusal", async () => {
    solved.count = 0;
    let attempts = 0;
    const api = mockPublicApi({ submit: () => new Response("{}", { status: ++attempts === 1 ? 422 : 201 }) });
    answerAndSubmit(true);
    await screen.findByText("Failed to submit survey. Please try again.", undefined, WAIT);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("heading", { name: "Survey Completed!" }, WAIT);
    expect(api.submits().map((call) => (call.body as { shield: { challenge?: string } }).shield.challenge)).toEqual([
      "solution-1",
      "solution-2",
    ]);
  });

  it("solves nothing for a survey that does not ask", async () => {
    solved.count = 0;
    const api = mockPublicApi();
    answerAndSubmit(false);
    await screen.findByRole("heading", { name: "Survey Completed!" }, WAIT);
    expect(solved.count).toBe(0);
    expect(api.submits()[0]?.body).toMatchObject({ shield: { website: "" } });
    expect((api.submits()[0]?.body as { shield: object }).shield).not.toHaveProperty("challenge");
  });
});
