import type { PublicSurvey } from "@sondar/core/respondent/public-survey-replies";
import { AUTO_ADVANCE_MS, NUMBER_KEY_WAIT_MS } from "@sondar/core/respondent/quick-answers";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RespondentApp } from "./respondent-app";
import { mockPublicApi, setOnline } from "./test-server";
import { makeQuestion, makeSurvey } from "./test-survey";
import { SUBMIT_DELAY_MS } from "./use-submission";

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderSurvey(survey: PublicSurvey) {
  return render(<RespondentApp shareId={survey.shareId} initialData={{ survey, showPoweredBy: false, productName: "Sondar" }} />);
}

const heading = () => screen.getAllByRole("heading", { level: 2 })[0]?.textContent?.replace(/\*$/, "");
const radio = (name: string) => screen.getByRole("radio", { name });
/** A click or tap: the pointer goes down on the option, then it is clicked. */
const tap = (element: HTMLElement) => {
  fireEvent.pointerDown(element);
  fireEvent.click(element);
};
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

const choices = () =>
  makeSurvey([
    makeQuestion("multiple-choice", "q1", { title: "Favourite fruit", options: ["Apple", "Pear", "Plum"], allowOther: true }),
    makeQuestion("yes-no", "q2", { title: "Do you cook?" }),
    makeQuestion("scale", "q3", { title: "How likely are you to recommend us?", scaleSettings: { min: 0, max: 10, step: 1 } }),
    makeQuestion("text", "q4", { title: "Anything else?" }),
  ]);

describe("answering moves forward", () => {
  it("moves on a moment after a tap on a choice, and a new pick in the meantime restarts the pause", () => {
    mockPublicApi();
    renderSurvey(choices());
    tap(radio("Apple"));
    wait(AUTO_ADVANCE_MS - 50);
    tap(radio("Pear"));
    wait(AUTO_ADVANCE_MS - 50);
    // The second pick started the pause again: still here, showing the pick.
    expect(heading()).toBe("Favourite fruit");
    expect((radio("Pear") as HTMLInputElement).checked).toBe(true);
    wait(50);
    expect(heading()).toBe("Do you cook?");
    // The focus lands on the next question's field.
    expect(document.activeElement).toBe(radio("Yes"));
  });

  it("waits on Other for its text, and never moves on from arrow keys, which only browse", () => {
    mockPublicApi();
    renderSurvey(choices());
    tap(radio("Other"));
    wait(AUTO_ADVANCE_MS * 3);
    expect(heading()).toBe("Favourite fruit");
    // A change by arrow keys on the group stays until Enter.
    fireEvent.keyDown(radio("Other"), { key: "ArrowUp" });
    fireEvent.click(radio("Plum"));
    wait(AUTO_ADVANCE_MS * 3);
    expect(heading()).toBe("Favourite fruit");
    press("Enter", radio("Plum"));
    expect(heading()).toBe("Do you cook?");
  });

  it("follows branching after a tap", () => {
    mockPublicApi();
    renderSurvey(
      makeSurvey([
        makeQuestion("yes-no", "q1", {
          title: "Have you ordered before?",
          branchingRules: [{ condition: { operator: "equals", value: "No" }, action: { type: "goto", targetQuestionId: "q3" } }],
        }),
        makeQuestion("text", "q2", { title: "What did you order?" }),
        makeQuestion("text", "q3", { title: "How did you find us?" }),
      ]),
    );
    tap(radio("No"));
    wait(AUTO_ADVANCE_MS);
    expect(heading()).toBe("How did you find us?");
  });

  it("does not submit by itself on the last question: the focus moves to Submit, which sends on Enter", async () => {
    const api = mockPublicApi();
    renderSurvey(makeSurvey([makeQuestion("rating", "q1", { title: "How would you rate us?", maxRating: 5 })]));
    tap(radio("4 stars"));
    wait(AUTO_ADVANCE_MS * 10);
    expect(api.submits()).toHaveLength(0);
    const submit = screen.getByRole("button", { name: "Submit" });
    expect(document.activeElement).toBe(submit);
    fireEvent.click(submit);
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS + 10));
    expect(api.submits()[0]?.body).toMatchObject({ answers: { q1: 4 } });
  });
});

describe("keys pick answers", () => {
  it("shows letter hints, announced as shortcuts, and picks by letter in either case", () => {
    mockPublicApi();
    renderSurvey(choices());
    expect(radio("Pear").getAttribute("aria-keyshortcuts")).toBe("B");
    // The hint is shown but is not part of the option's name.
    expect(radio("Pear").closest("label")?.querySelector("kbd")?.textContent).toBe("B");
    press("c");
    expect((radio("Plum") as HTMLInputElement).checked).toBe(true);
    wait(AUTO_ADVANCE_MS);
    expect(heading()).toBe("Do you cook?");
    press("B");
    wait(AUTO_ADVANCE_MS);
    expect(heading()).toBe("How likely are you to recommend us?");
  });

  it("opens Other with its letter and puts the focus in its text field without moving on", () => {
    mockPublicApi();
    renderSurvey(choices());
    press("d");
    wait(AUTO_ADVANCE_MS * 3);
    expect(heading()).toBe("Favourite fruit");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Your other answer" }));
    // Letters typed there are text, not picks.
    fireEvent.keyDown(document.activeElement as Element, { key: "a" });
    expect((radio("Apple") as HTMLInputElement).checked).toBe(false);
  });

  it("reads 1 then 0 as 10 on a 0–10 scale, and waits longer after the 1 for the 0", () => {
    mockPublicApi();
    renderSurvey(
      makeSurvey([
        makeQuestion("scale", "q1", {
          title: "How likely are you to recommend us?",
          scaleSettings: { min: 0, max: 10, step: 1 },
        }),
        makeQuestion("text", "q2", { title: "Why?" }),
      ]),
    );
    press("1");
    expect((radio("1") as HTMLInputElement).checked).toBe(true);
    wait(AUTO_ADVANCE_MS);
    // "1" may still become "10": not yet.
    expect(heading()).toBe("How likely are you to recommend us?");
    press("0");
    expect((radio("10") as HTMLInputElement).checked).toBe(true);
    wait(AUTO_ADVANCE_MS);
    expect(heading()).toBe("Why?");
  });

  it("moves on after a lone 1 once the wait for a second digit is over", () => {
    mockPublicApi();
    renderSurvey(choices());
    press("a");
    wait(AUTO_ADVANCE_MS);
    press("a");
    wait(AUTO_ADVANCE_MS);
    press("1");
    wait(NUMBER_KEY_WAIT_MS);
    expect(heading()).toBe("Anything else?");
  });

  it("leaves letters typed into a text field alone, and keys with Ctrl or Cmd", () => {
    mockPublicApi();
    renderSurvey(
      makeSurvey([makeQuestion("text", "q1", { title: "Name" }), makeQuestion("yes-no", "q2", { title: "Do you cook?" })]),
    );
    const name = screen.getByRole("textbox", { name: "Name" });
    fireEvent.keyDown(name, { key: "a" });
    expect(heading()).toBe("Name");
    fireEvent.keyDown(name, { key: "Enter" });
    expect(heading()).toBe("Do you cook?");
    fireEvent.keyDown(document.body, { key: "a", ctrlKey: true });
    expect((radio("Yes") as HTMLInputElement).checked).toBe(false);
  });
});
