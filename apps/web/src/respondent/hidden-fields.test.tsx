import type { PublicSurvey } from "@sondar/core/respondent/public-survey-replies";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RespondentApp } from "./respondent-app";
import { storageKeys } from "./respondent-storage";
import { loadSurveyExtras } from "./survey-extras";
import { mockPublicApi, setUpRespondentTests } from "./test-server";
import { makeQuestion, makeSurvey } from "./test-survey";
import { PARTIAL_SAVE_DELAY_MS } from "./use-partial-save";

setUpRespondentTests();

/** Opens the page at `search`, as a share or embed link with parameters would. */
function openAt(search: string) {
  window.history.replaceState(null, "", `/survey/share123${search}`);
}
afterEach(() => window.history.replaceState(null, "", "/"));

/** Renders the page as the survey page does: the chunk its hidden fields, prefill and recall need first. */
async function renderSurvey(survey: PublicSurvey) {
  await loadSurveyExtras(survey, window.location.search);
  render(<RespondentApp shareId={survey.shareId} initialData={{ survey, showPoweredBy: false, productName: "Sondar" }} />);
}

const SUBMIT_WAIT = { timeout: 2000 };
const heading = () => screen.getAllByRole("heading", { level: 2 })[0]?.textContent?.replace(/\*$/, "");
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null") as unknown;

const survey = (questions = [makeQuestion("text", "q1", { title: "Name" })], settings = {}) =>
  makeSurvey(questions, settings, ["source", "customer_id"]);

describe("hidden fields on the respondent page", () => {
  it("takes the declared keys from the address and sends them with the partial save and the submit", async () => {
    const api = mockPublicApi();
    openAt("?source=%20newsletter%20&other=x&theme=dark");
    await renderSurvey(survey());
    vi.useFakeTimers();
    expect(stored(storageKeys.hidden("share123"))).toEqual({ source: "newsletter" });

    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Ana" } });
    await act(() => vi.advanceTimersByTimeAsync(PARTIAL_SAVE_DELAY_MS));
    expect(api.partialSaves()[0]?.body).toMatchObject({ answers: { q1: "Ana" }, hiddenFields: { source: "newsletter" } });

    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(api.submits()).toHaveLength(1);
    expect(api.submits()[0]?.body).toMatchObject({ answers: { q1: "Ana" }, hiddenFields: { source: "newsletter" } });
    // Once the server has the response, nothing of it stays in the browser.
    expect(localStorage.getItem(storageKeys.hidden("share123"))).toBeNull();
  });

  it("keeps the values with the draft, so a reload without them in the address still sends them", async () => {
    const api = mockPublicApi();
    localStorage.setItem(storageKeys.hidden("share123"), JSON.stringify({ source: "ad", customer_id: "c1", removed: "x" }));
    openAt("?customer_id=c2");
    await renderSurvey(survey());
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: "Bo" } });
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("heading", { name: "Survey Completed!" }, SUBMIT_WAIT);
    expect(api.submits()[0]?.body).toMatchObject({ hiddenFields: { source: "ad", customer_id: "c2" } });
  });
});

describe("prefill from the address", () => {
  const questions = () => [
    makeQuestion("text", "q1", { title: "Name" }),
    makeQuestion("rating", "q2", { title: "Stars" }),
    makeQuestion("email", "q3", { title: "Mail" }),
  ];

  it("fills a question from the parameter named by its id, and ignores a value its rules refuse", async () => {
    mockPublicApi();
    openAt("?q1=Ada&q2=99&q3=not-an-email");
    await renderSurvey(survey(questions()));
    expect(heading()).toBe("Name");
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Ada");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(heading()).toBe("Stars");
    expect(screen.queryByRole("radio", { checked: true })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    expect((screen.getByRole("textbox", { name: "Mail" }) as HTMLInputElement).value).toBe("");
  });

  it("never replaces an answer the respondent already gave, nor moves where they resume", async () => {
    mockPublicApi();
    localStorage.setItem(storageKeys.session("share123"), "session-from-before");
    localStorage.setItem(storageKeys.answers("share123"), JSON.stringify({ q1: "Mine" }));
    openAt("?q1=Ada&q3=ada@example.com");
    await renderSurvey(survey(questions()));
    expect(heading()).toBe("Stars");
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Mine");
  });
});

describe("recall", () => {
  it("shows earlier answers and hidden values in titles, descriptions and the completion message, as text", async () => {
    mockPublicApi();
    openAt(`?source=${encodeURIComponent("<b>news</b>")}`);
    await renderSurvey(
      survey(
        [
          makeQuestion("text", "q1", { title: "Name" }),
          makeQuestion("text", "q2", { title: "Thanks {{q1}}! Why {{source}}?", description: "Asked of {{q1|you}} {{nothing}}" }),
        ],
        { completionMessage: "Bye {{q1}}, from {{source}}" },
      ),
    );
    fireEvent.change(screen.getByRole("textbox", { name: "Name" }), { target: { value: '<img src=x onerror="alert(1)">' } });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(heading()).toBe('Thanks <img src=x onerror="alert(1)">! Why <b>news</b>?');
    expect(screen.getByText('Asked of <img src=x onerror="alert(1)">')).toBeTruthy();
    expect(document.querySelector("main img, main b")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByRole("heading", { name: "Survey Completed!" }, SUBMIT_WAIT);
    expect(screen.getByText('Bye <img src=x onerror="alert(1)">, from <b>news</b>')).toBeTruthy();
  });

  it("shows a fallback while the answer it recalls is not given", async () => {
    mockPublicApi();
    openAt("");
    await renderSurvey(
      survey([
        makeQuestion("text", "q1", { title: "Name" }),
        makeQuestion("text", "q2", { title: "Hello {{q1|there}}, from {{source|somewhere}}" }),
      ]),
    );
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    expect(heading()).toBe("Hello there, from somewhere");
  });
});
