import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RespondentApp } from "./respondent-app";
import { loadLocalAnswers } from "./respondent-storage";
import { mockPublicApi, setUpRespondentTests } from "./test-server";
import { makeQuestion, makeSurvey } from "./test-survey";

setUpRespondentTests();

const closed = () =>
  new Response(
    JSON.stringify({ error: { code: "SURVEY_CLOSED", message: "This survey is closed and no longer accepts responses." } }),
    { status: 403, headers: { "Content-Type": "application/json" } },
  );
const twoTexts = (settings = {}) =>
  makeSurvey([makeQuestion("text", "q1", { title: "Name" }), makeQuestion("text", "q2", { title: "Comment" })], settings);

describe("a survey that stopped collecting", () => {
  it("shows the closed page with the creator's message instead of the questions", async () => {
    mockPublicApi();
    const survey = twoTexts({ closedMessage: "We have all the answers we need, thank you!" });
    render(
      <RespondentApp
        shareId={survey.shareId}
        initialData={{ survey, showPoweredBy: false, productName: "Sondar", collecting: { kind: "closed-by-limit", limit: 10 } }}
      />,
    );
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("This survey is closed");
    expect(screen.getByText("We have all the answers we need, thank you!")).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("says so in the page's own words when the creator left the message empty", async () => {
    mockPublicApi();
    const survey = twoTexts();
    render(
      <RespondentApp
        shareId={survey.shareId}
        initialData={{
          survey,
          showPoweredBy: false,
          productName: "Sondar",
          collecting: { kind: "closed-by-date", closedAt: "2026-01-01T00:00:00.000Z" },
        }}
      />,
    );
    expect(await screen.findByText("It no longer accepts responses. Thank you for your interest.")).toBeTruthy();
  });

  it("keeps the answers on screen and shows the closed message when the submit arrives after closing", async () => {
    const api = mockPublicApi({ submit: closed });
    const survey = twoTexts({ closedMessage: "Closed for the season." });
    render(<RespondentApp shareId={survey.shareId} initialData={{ survey, showPoweredBy: false, productName: "Sondar" }} />);
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Ana" } });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Comment" }), { target: { value: "Lovely coffee" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));

    const alert = await screen.findByRole("alert", undefined, { timeout: 2000 });
    expect(alert.textContent).toBe("This survey is closedClosed for the season.");
    expect((screen.getByRole("textbox", { name: "Comment" }) as HTMLTextAreaElement).value).toBe("Lovely coffee");
    expect(loadLocalAnswers(survey.shareId)).toEqual({ q1: "Ana", q2: "Lovely coffee" });
    // Not a failure to retry: nothing more is sent.
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect(api.submits()).toHaveLength(1);
  });
});
