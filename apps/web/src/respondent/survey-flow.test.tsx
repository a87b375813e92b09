import type { Question } from "@sondar/core/surveys/question-schema";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RespondentApp } from "./respondent-app";
import { storageKeys } from "./respondent-storage";
import { mockPublicApi, setOnline, setUpRespondentTests } from "./test-server";
import { PARTIAL_SAVE_DELAY_MS } from "./use-partial-save";
import { MAX_AUTOMATIC_RETRIES, SUBMIT_DELAY_MS } from "./use-submission";
import { makeQuestion, makeSurvey } from "./test-survey";
import type { PublicSurvey } from "@sondar/core/respondent/public-survey-replies";

setUpRespondentTests();

function renderSurvey(survey: PublicSurvey, showPoweredBy = false) {
  return render(<RespondentApp shareId={survey.shareId} initialData={{ survey, showPoweredBy, productName: "Sondar" }} />);
}

const heading = () => screen.getAllByRole("heading", { level: 2 })[0]?.textContent?.replace(/\*$/, "");
const button = (name: string | RegExp) => screen.getByRole("button", { name });
const textbox = (name: string) => screen.getByRole("textbox", { name });
const type = (name: string, value: string) => fireEvent.change(textbox(name), { target: { value } });
const SUBMIT_WAIT = { timeout: 2000 };

const threeTexts = () =>
  makeSurvey([
    makeQuestion("text", "q1", { title: "Name" }),
    makeQuestion("text", "q2", { title: "Colour" }),
    makeQuestion("text", "q3", { title: "City" }),
  ]);

describe("branching", () => {
  const branchingSurvey = (): Question[] => [
    makeQuestion("multiple-choice", "q1", {
      title: "Have you ordered before?",
      required: true,
      options: ["Yes", "No"],
      branchingRules: [{ condition: { operator: "equals", value: "No" }, action: { type: "goto", targetQuestionId: "q3" } }],
    }),
    makeQuestion("text", "q2", { title: "What did you order?" }),
    makeQuestion("text", "q3", { title: "How did you find us?" }),
  ];

  it("follows a goto rule, and Previous returns along the visited path", () => {
    mockPublicApi();
    renderSurvey(makeSurvey(branchingSurvey()));
    expect(screen.getByText("Question 1 of 3")).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "No" }));
    fireEvent.click(button("Next"));
    expect(heading()).toBe("How did you find us?");
    expect(screen.getByText("Question 3 of 3")).toBeTruthy();

    fireEvent.click(button("Previous"));
    expect(heading()).toBe("Have you ordered before?");
  });

  it("goes to the next question when no rule matches", () => {
    mockPublicApi();
    renderSurvey(makeSurvey(branchingSurvey()));
    fireEvent.click(screen.getByRole("radio", { name: "Yes" }));
    fireEvent.click(button("Next"));
    expect(heading()).toBe("What did you order?");
  });

  it("ends the survey on an end_survey rule: the button says Submit and one response is sent", async () => {
    const api = mockPublicApi();
    renderSurvey(
      makeSurvey([
        makeQuestion("yes-no", "q1", {
          title: "Would you like to continue?",
          branchingRules: [{ condition: { operator: "equals", value: "No" }, action: { type: "end_survey" } }],
        }),
        makeQuestion("text", "q2", { title: "Tell us more" }),
      ]),
    );
    expect(button("Skip")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "No" }));
    fireEvent.click(button("Submit"));
    expect(button("Submitting...")).toBeTruthy();

    await screen.findByRole("heading", { name: "Survey Completed!" }, SUBMIT_WAIT);
    expect(api.submits()).toHaveLength(1);
    expect(api.submits()[0]?.body).toMatchObject({ answers: { q1: "No" } });
  });
});

describe("display logic", () => {
  const displaySurvey = (): Question[] => [
    makeQuestion("yes-no", "q1", { title: "Do you drink coffee?", required: true }),
    makeQuestion("text", "q2", {
      title: "Which brew?",
      required: true,
      displayLogic: { match: "all", conditions: [{ questionId: "q1", operator: "equals", value: "Yes" }] },
    }),
    makeQuestion("text", "q3", { title: "Anything else?" }),
  ];

  it("shows the question for one answer, passes over it for the other, and counts only shown questions", async () => {
    const api = mockPublicApi();
    renderSurvey(makeSurvey(displaySurvey()));
    // Before the answer that shows it, the question is not counted.
    expect(screen.getByText("Question 1 of 2")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.getByText("Question 1 of 3")).toBeTruthy();
    fireEvent.click(button("Next"));
    expect(heading()).toBe("Which brew?");
    type("Which brew?", "Espresso");
    fireEvent.click(button("Previous"));

    fireEvent.click(screen.getByRole("radio", { name: "No" }));
    fireEvent.click(button("Next"));
    expect(heading()).toBe("Anything else?");
    expect(screen.getByText("Question 2 of 2")).toBeTruthy();
    fireEvent.click(button("Previous"));
    expect(heading()).toBe("Do you drink coffee?");
    fireEvent.click(button("Next"));
    // The hidden required question does not hold the submission back.
    fireEvent.click(button("Submit"));
    await screen.findByRole("heading", { name: "Survey Completed!" }, SUBMIT_WAIT);
    expect(api.submits()).toHaveLength(1);
  });
});

describe("shuffled options", () => {
  const OPTIONS = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"];
  const shuffledSurvey = () =>
    makeSurvey([
      makeQuestion("multiple-choice", "q1", { title: "Pick one", options: OPTIONS, allowOther: true, shuffleOptions: true }),
    ]);
  const shownOptions = () =>
    screen.getAllByRole("radio").map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent?.slice(1) ?? ""); // without the key cap

  it("shows the options in the respondent's own order, the same after a reload, with Other last", async () => {
    const api = mockPublicApi();
    localStorage.setItem(storageKeys.session("share123"), "session-one");
    const first = renderSurvey(shuffledSurvey());
    const order = shownOptions();
    expect(order.slice(0, -1)).not.toEqual(OPTIONS);
    expect([...order.slice(0, -1)].sort()).toEqual(OPTIONS);
    expect(order.at(-1)).toMatch(/Other/);
    first.unmount();

    renderSurvey(shuffledSurvey());
    expect(shownOptions()).toEqual(order);
    // The answer is the option's text, whatever its place.
    fireEvent.click(screen.getByRole("radio", { name: /Charlie/ }));
    fireEvent.click(button("Submit"));
    await waitFor(() => expect(api.submits()).toHaveLength(1), SUBMIT_WAIT);
    expect(api.submits()[0]?.body).toMatchObject({ answers: { q1: "Charlie" } });
  });
});

describe("resuming", () => {
  it("restores answers from localStorage and resumes after the furthest answered question", () => {
    const api = mockPublicApi();
    localStorage.setItem(storageKeys.session("share123"), "session-from-before");
    localStorage.setItem(storageKeys.answers("share123"), JSON.stringify({ q1: "Ana", q2: "Blue" }));
    renderSurvey(threeTexts());

    expect(screen.getByText("Question 3 of 3")).toBeTruthy();
    fireEvent.click(button("Previous"));
    expect((textbox("Colour") as HTMLInputElement).value).toBe("Blue");
    // Local answers are enough: the server's copy is not asked for.
    expect(api.calls.filter((c) => c.url.includes("/partial?"))).toHaveLength(0);
  });

  it("asks the server for a known session's answers when none are stored locally", async () => {
    const api = mockPublicApi({ partialAnswers: { q1: "Ana" } });
    localStorage.setItem(storageKeys.session("share123"), "session-from-before");
    renderSurvey(threeTexts());

    await waitFor(() => expect(heading()).toBe("Colour"));
    expect(api.calls[0]?.url).toBe("/api/public/surveys/share123/partial?sessionId=session-from-before");
  });
});

describe("offline submission", () => {
  it("queues the submit while offline and sends it exactly once, with the same id, when back online", async () => {
    const api = mockPublicApi();
    setOnline(false);
    renderSurvey(makeSurvey([makeQuestion("text", "q1", { title: "Name" })]));
    expect(screen.getByText("Offline - answers saved locally")).toBeTruthy();

    type("Name", "Ana");
    fireEvent.click(button("Submit"));
    await screen.findByText("Your answers are saved and will be sent when you are back online", undefined, SUBMIT_WAIT);
    expect(api.submits()).toHaveLength(0);
    const pending = JSON.parse(localStorage.getItem(storageKeys.submission("share123")) ?? "null") as {
      clientSubmissionId: string;
    };
    expect(pending.clientSubmissionId).toMatch(/^[0-9a-f-]{36}$/);

    act(() => {
      setOnline(true, { dispatch: true });
      window.dispatchEvent(new Event("online"));
    });
    await screen.findByRole("heading", { name: "Survey Completed!" });
    expect(api.submits()).toHaveLength(1);
    expect(api.submits()[0]?.body).toEqual({
      sessionId: localStorage.getItem(storageKeys.session("share123")) ?? expect.any(String),
      clientSubmissionId: pending.clientSubmissionId,
      answers: { q1: "Ana" },
      shield: { website: "" },
    });
    // Success forgets the session, the answers and the pending submission.
    expect(localStorage.getItem(storageKeys.session("share123"))).toBeNull();
    expect(localStorage.getItem(storageKeys.answers("share123"))).toBeNull();
    expect(localStorage.getItem(storageKeys.submission("share123"))).toBeNull();
  });

  it("sends a submission left pending by an earlier visit on load, reusing its id", async () => {
    const api = mockPublicApi();
    localStorage.setItem(storageKeys.session("share123"), "session-a");
    localStorage.setItem(
      storageKeys.submission("share123"),
      JSON.stringify({ clientSubmissionId: "11111111-2222-4333-8444-555555555555", answers: { q1: "Ana" } }),
    );
    renderSurvey(makeSurvey([makeQuestion("text", "q1", { title: "Name" })]));

    await screen.findByRole("heading", { name: "Survey Completed!" });
    expect(api.submits().map((c) => c.body)).toEqual([
      {
        sessionId: "session-a",
        clientSubmissionId: "11111111-2222-4333-8444-555555555555",
        answers: { q1: "Ana" },
        shield: { website: "" },
      },
    ]);
  });

  it("offers Try again after a failed submit; every retry, by either button, reuses the same id", async () => {
    let attempts = 0;
    const api = mockPublicApi({
      submit: () => new Response("{}", { status: ++attempts < 3 ? 500 : 201 }),
    });
    renderSurvey(makeSurvey([makeQuestion("text", "q1", { title: "Name" })]));
    type("Name", "Ana");
    fireEvent.click(button("Submit"));

    await screen.findByText("Failed to submit survey. Please try again.", undefined, SUBMIT_WAIT);
    fireEvent.click(button("Try again"));
    await waitFor(() => expect(api.submits()).toHaveLength(2));
    await screen.findByText("Failed to submit survey. Please try again.");
    fireEvent.click(button("Submit"));
    await screen.findByRole("heading", { name: "Survey Completed!" }, SUBMIT_WAIT);

    const ids = api.submits().map((c) => (c.body as { clientSubmissionId: string }).clientSubmissionId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it("says the survey is gone when it was unpublished while answering, and does not offer to try again", async () => {
    const api = mockPublicApi({
      submit: () =>
        new Response(JSON.stringify({ error: { code: "SURVEY_NOT_FOUND", message: "Survey not found or not published." } }), {
          status: 404,
        }),
    });
    renderSurvey(makeSurvey([makeQuestion("text", "q1", { title: "Name" })]));
    type("Name", "Ana");
    fireEvent.click(button("Submit"));

    const alert = await screen.findByRole("alert", undefined, SUBMIT_WAIT);
    expect(alert.textContent).toBe("Survey not foundThis survey may have been removed or is no longer available.");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
    expect((button("Submit") as HTMLButtonElement).disabled).toBe(true);
    expect(api.submits()).toHaveLength(1);
  });
});

describe("a server that cannot take the answers now", () => {
  const unavailable = (retryAfter = "5") =>
    new Response(JSON.stringify({ error: { code: "DATABASE_UNAVAILABLE", message: "Briefly unavailable" } }), {
      status: 503,
      headers: { "Content-Type": "application/json", "Retry-After": retryAfter },
    });
  const created = () => new Response(JSON.stringify({ success: true, responseId: "r1" }), { status: 201 });
  const submissionIds = (api: ReturnType<typeof mockPublicApi>) =>
    api.submits().map((c) => (c.body as { clientSubmissionId: string }).clientSubmissionId);

  it("sends the same submission again by itself after a 503, when Retry-After says", async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const api = mockPublicApi({ submit: () => (++attempts < 3 ? unavailable() : created()) });
    renderSurvey(makeSurvey([makeQuestion("text", "q1", { title: "Name" })]));
    type("Name", "Ana");
    fireEvent.click(button("Submit"));
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS));
    expect(api.submits()).toHaveLength(1);
    expect(screen.getByText("The server is busy. Your answers are saved and will be sent again in a moment")).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(api.submits()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.submits()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByRole("heading", { name: "Survey Completed!" })).toBeTruthy();
    expect(submissionIds(api)).toHaveLength(3);
    expect(new Set(submissionIds(api)).size).toBe(1);
  });

  it("sends it again by itself when the server cannot be reached while online (a restart)", async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const api = mockPublicApi({
      submit: () => {
        if (++attempts < 3) throw new TypeError("Failed to fetch");
        return created();
      },
    });
    renderSurvey(makeSurvey([makeQuestion("text", "q1", { title: "Name" })]));
    type("Name", "Ana");
    fireEvent.click(button("Submit"));
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS + 1_000 + 2_000));
    expect(screen.getByRole("heading", { name: "Survey Completed!" })).toBeTruthy();
    expect(submissionIds(api)).toHaveLength(3);
    expect(new Set(submissionIds(api)).size).toBe(1);
  });

  it("stops resending after a while and offers Try again, still with the same id", async () => {
    vi.useFakeTimers();
    const api = mockPublicApi({ submit: () => unavailable("60") });
    renderSurvey(makeSurvey([makeQuestion("text", "q1", { title: "Name" })]));
    type("Name", "Ana");
    fireEvent.click(button("Submit"));
    await act(() => vi.advanceTimersByTimeAsync(SUBMIT_DELAY_MS + (MAX_AUTOMATIC_RETRIES + 1) * 60_000));
    expect(api.submits()).toHaveLength(MAX_AUTOMATIC_RETRIES + 1);
    expect(screen.getByText("Failed to submit survey. Please try again.")).toBeTruthy();
    expect(new Set(submissionIds(api)).size).toBe(1);
  });

  it("saves the partial answers again after a 503, when Retry-After says", async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const api = mockPublicApi({
      partial: () => (++attempts < 2 ? unavailable("3") : new Response(JSON.stringify({ success: true }), { status: 200 })),
    });
    renderSurvey(threeTexts());
    type("Name", "Ana");
    await act(() => vi.advanceTimersByTimeAsync(PARTIAL_SAVE_DELAY_MS));
    expect(api.partialSaves()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(api.partialSaves()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.partialSaves().map((c) => c.body)).toEqual([
      { sessionId: expect.any(String), answers: { q1: "Ana" } },
      { sessionId: expect.any(String), answers: { q1: "Ana" } },
    ]);
    // Saved now: nothing more goes until the answers change.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.partialSaves()).toHaveLength(2);
  });
});

describe("keyboard", () => {
  it("moves on with Enter in a text field but not in a textarea", () => {
    mockPublicApi();
    renderSurvey(
      makeSurvey([
        makeQuestion("text", "q1", { title: "Name" }),
        makeQuestion("textarea", "q2", { title: "Comments" }),
        makeQuestion("text", "q3", { title: "City" }),
      ]),
    );
    type("Name", "Ana");
    fireEvent.keyDown(textbox("Name"), { key: "Enter" });
    expect(heading()).toBe("Comments");
    // Focus follows the question so the next answer can be typed straight away.
    expect(document.activeElement).toBe(textbox("Comments"));

    fireEvent.keyDown(textbox("Comments"), { key: "Enter" });
    expect(heading()).toBe("Comments");
    // Ctrl+Enter (Cmd+Enter on a Mac) moves on from a textarea.
    fireEvent.keyDown(textbox("Comments"), { key: "Enter", ctrlKey: true });
    expect(heading()).toBe("City");
    fireEvent.click(button("Previous"));
    fireEvent.keyDown(textbox("Comments"), { key: "Enter", metaKey: true });
    expect(heading()).toBe("City");
  });

  it("moves on with Enter from a dropdown once an option is chosen, and leaves Enter to the browser before", () => {
    mockPublicApi();
    renderSurvey(
      makeSurvey([
        makeQuestion("dropdown", "q1", { title: "Colour", options: ["Red", "Green"] }),
        makeQuestion("text", "q2", { title: "City" }),
      ]),
    );
    const picker = screen.getByRole("combobox", { name: "Colour" });
    const unchosen = fireEvent.keyDown(picker, { key: "Enter" });
    expect(heading()).toBe("Colour");
    // Not prevented: the browser may open the list.
    expect(unchosen).toBe(true);
    fireEvent.change(picker, { target: { value: "Green" } });
    fireEvent.keyDown(picker, { key: "Enter" });
    expect(heading()).toBe("City");
  });

  it("does not move on with Enter when the answer is refused, and says why", () => {
    mockPublicApi();
    renderSurvey(makeSurvey([makeQuestion("text", "q1", { title: "Name", required: true }), makeQuestion("text", "q2")]));
    fireEvent.keyDown(textbox("Name"), { key: "Enter" });
    expect(heading()).toBe("Name");
    expect(screen.getByRole("alert").textContent).toBe("This question is required");
  });
});

describe("touch", () => {
  const swipe = (dx: number, dy = 0) => {
    const target = screen.getByText(/^Question \d of \d$/);
    fireEvent.touchStart(target, { touches: [{ clientX: 200, clientY: 300 }] });
    fireEvent.touchEnd(target, { changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] });
  };

  it("moves on with a swipe left over 50 px and back with a swipe right; shorter or vertical swipes do nothing", () => {
    mockPublicApi();
    renderSurvey(threeTexts());
    swipe(-50);
    expect(heading()).toBe("Name");
    swipe(-60, 80);
    expect(heading()).toBe("Name");
    swipe(-51);
    expect(heading()).toBe("Colour");
    swipe(51);
    expect(heading()).toBe("Name");
  });

  it("leaves text fields and two-finger gestures alone", () => {
    mockPublicApi();
    renderSurvey(threeTexts());
    const field = textbox("Name");
    fireEvent.touchStart(field, { touches: [{ clientX: 200, clientY: 300 }] });
    fireEvent.touchEnd(field, { changedTouches: [{ clientX: 100, clientY: 300 }] });
    expect(heading()).toBe("Name");

    const target = screen.getByText(/^Question \d of \d$/);
    fireEvent.touchStart(target, {
      touches: [
        { clientX: 200, clientY: 300 },
        { clientX: 250, clientY: 320 },
      ],
    });
    fireEvent.touchEnd(target, { changedTouches: [{ clientX: 100, clientY: 300 }] });
    expect(heading()).toBe("Name");
  });
});

describe("screens", () => {
  it("shows the welcome page when there is a welcome message, then the first question", () => {
    mockPublicApi();
    renderSurvey(makeSurvey([makeQuestion("text", "q1", { title: "Name" })], { welcomeMessage: "Hello there" }));
    expect(screen.getByRole("heading", { name: "Customer survey" })).toBeTruthy();
    expect(screen.getByText("Hello there")).toBeTruthy();
    fireEvent.click(button("Begin Survey"));
    expect(heading()).toBe("Name");
  });

  it("shows the completion message, a safe redirect button and the powered-by footer", async () => {
    mockPublicApi();
    renderSurvey(
      makeSurvey([makeQuestion("text", "q1")], {
        completionMessage: "See you soon",
        showRedirectButton: true,
        redirectUrl: "https://example.com/thanks",
        redirectButtonText: "Back to shop",
      }),
      true,
    );
    fireEvent.click(button("Submit"));
    await screen.findByText("See you soon", undefined, SUBMIT_WAIT);
    const link = screen.getByRole("link", { name: "Back to shop" });
    expect(link.getAttribute("href")).toBe("https://example.com/thanks");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(screen.getByRole("link", { name: "Powered by Sondar" }).getAttribute("href")).toBe("/");
  });

  it("shows an encouraging toast at 25 % with a short vibration", () => {
    mockPublicApi();
    const vibrate = vi.fn();
    Object.defineProperty(navigator, "vibrate", { configurable: true, value: vibrate });
    renderSurvey(makeSurvey(["a", "b", "c", "d"].map((id) => makeQuestion("text", id, { title: id }))));
    fireEvent.click(button("Skip"));
    expect(screen.getByText("Great start! You're a quarter of the way through.")).toBeTruthy();
    expect(vibrate).toHaveBeenCalledTimes(1);
  });

  it("shows 'Survey Not Found' with the reasons when the survey is not published", () => {
    render(<RespondentApp shareId="gone" initialData={{ error: "not_found" }} />);
    expect(screen.getByRole("heading", { name: "Survey Not Found" })).toBeTruthy();
    expect(screen.getByText("The survey has been unpublished")).toBeTruthy();
  });

  it("loads by API when the page has no embedded survey, and offers Try Again and Go Back when that fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    render(<RespondentApp shareId="abc" />);
    expect(screen.getByText("Loading Survey")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Unpublished Survey" })).toBeTruthy();
    expect(button("Try Again")).toBeTruthy();
    expect(button("Go Back")).toBeTruthy();
  });
});

describe("ranking questions", () => {
  const rankingSurvey = (required: boolean) =>
    makeSurvey([
      makeQuestion("ranking", "q_rank", { title: "Rank these", required, rankingItems: ["Item 1", "Item 2", "Item 3"] }),
      makeQuestion("text", "q_name", { title: "Name" }),
    ]);
  const submittedAnswers = (api: ReturnType<typeof mockPublicApi>) =>
    (api.submits()[0]?.body as { answers: Record<string, unknown> } | undefined)?.answers;

  it("offers Skip on an untouched optional ranking and stores no order for it", async () => {
    const api = mockPublicApi();
    renderSurvey(rankingSurvey(false));
    await screen.findByRole("button", { name: "Keep this order" });
    fireEvent.click(button("Skip"));
    expect(heading()).toBe("Name");
    type("Name", "Ana");
    fireEvent.click(button("Submit"));
    await screen.findByRole("heading", { name: "Survey Completed!" }, SUBMIT_WAIT);
    expect(submittedAnswers(api)).toEqual({ q_name: "Ana" });
  });

  it("asks a required ranking to be moved or kept, and stores the order shown once it is kept", async () => {
    const api = mockPublicApi();
    renderSurvey(rankingSurvey(true));
    const keep = await screen.findByRole("button", { name: "Keep this order" });
    expect(keep.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button("Next"));
    expect(heading()).toBe("Rank these");
    expect(screen.getByText("Move an item or choose Keep this order")).toBeTruthy();

    fireEvent.click(keep);
    expect(keep.getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByText("Move an item or choose Keep this order")).toBeNull();
    fireEvent.click(button("Next"));
    expect(heading()).toBe("Name");
    fireEvent.click(button("Submit"));
    await screen.findByRole("heading", { name: "Survey Completed!" }, SUBMIT_WAIT);
    expect(submittedAnswers(api)).toEqual({ q_rank: ["Item 1", "Item 2", "Item 3"] });
  });

  it("takes a moved item as the answer, with Keep this order shown as done", async () => {
    const api = mockPublicApi();
    renderSurvey(rankingSurvey(false));
    fireEvent.click(await screen.findByRole("button", { name: "Move Item 3 up" }));
    expect(button("Keep this order").getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(button("Next"));
    fireEvent.click(button("Submit"));
    await screen.findByRole("heading", { name: "Survey Completed!" }, SUBMIT_WAIT);
    expect(submittedAnswers(api)).toEqual({ q_rank: ["Item 1", "Item 3", "Item 2"] });
  });
});

describe("partial responses", () => {
  it("saves 2 s after the answers change and at once on a question change, without empty answers", async () => {
    vi.useFakeTimers();
    const api = mockPublicApi();
    renderSurvey(threeTexts());
    type("Name", "Ana");
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(api.partialSaves()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.partialSaves().map((c) => c.body)).toEqual([{ sessionId: expect.any(String), answers: { q1: "Ana" } }]);

    fireEvent.click(button("Next"));
    type("Colour", "  ");
    fireEvent.click(button("Skip"));
    await act(() => vi.advanceTimersByTimeAsync(0));
    // Moving to q3 saved at once; the blank answer to q2 was dropped, so nothing new was sent.
    expect(api.partialSaves()).toHaveLength(1);
    type("City", "Lisbon");
    fireEvent.click(button("Previous"));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(api.partialSaves().at(-1)?.body).toMatchObject({ answers: { q1: "Ana", q3: "Lisbon" } });
  });

  it("skips the save while offline and sends it when the connection returns", async () => {
    vi.useFakeTimers();
    const api = mockPublicApi();
    setOnline(false);
    renderSurvey(threeTexts());
    type("Name", "Ana");
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(api.partialSaves()).toHaveLength(0);

    await act(async () => {
      setOnline(true, { dispatch: true });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(api.partialSaves()).toHaveLength(1);
  });
});
