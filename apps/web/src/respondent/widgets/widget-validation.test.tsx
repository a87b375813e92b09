import type { Question } from "@sondar/core/surveys/question-schema";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RespondentApp } from "../respondent-app";
import { storageKeys } from "../respondent-storage";
import { makeQuestion, makeSurvey } from "../test-survey";
import { mockPublicApi, setOnline } from "../test-server";
import { loadWidgets } from "./widget-chunks";

// As the page does before its first paint: a first question's own widget chunk is here.
beforeAll(() =>
  loadWidgets((["phone", "matrix", "ranking", "file-upload"] as const).map((type, i) => makeQuestion(type, `w${i}`))),
);

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
  mockPublicApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders a survey whose first question is `question`, followed by a plain text question. */
function renderFirst(question: Question) {
  const survey = makeSurvey([question, makeQuestion("text", "after", { title: "Anything else?" })]);
  render(<RespondentApp shareId={survey.shareId} initialData={{ survey, showPoweredBy: false, productName: "Sondar" }} />);
}

const storedAnswers = () => JSON.parse(localStorage.getItem(storageKeys.answers("share123")) ?? "{}") as Record<string, unknown>;
const next = () => fireEvent.click(screen.getByRole("button", { name: /^(Next|Skip|Submit)$/ }));
const expectMovedOn = () => expect(screen.getByRole("heading", { name: "Anything else?" })).toBeTruthy();
const alertText = () => screen.queryByRole("alert")?.textContent ?? null;

describe("e-mail", () => {
  it("keeps Next disabled until the address is valid and names the problem after the field is left", () => {
    renderFirst(makeQuestion("email", "q1", { title: "Your email" }));
    const input = screen.getByRole("textbox", { name: "Your email" });

    fireEvent.change(input, { target: { value: "not-an-email" } });
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    expect(alertText()).toBeNull();

    fireEvent.blur(input);
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Please enter a valid email address");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain(alert.id);

    fireEvent.change(input, { target: { value: "ana@example.com" } });
    expect(alertText()).toBeNull();
    next();
    expectMovedOn();
    expect(storedAnswers().q1).toBe("ana@example.com");
  });
});

describe("url", () => {
  it("refuses text that is no address on Next even where the engine's URL parser accepts it", () => {
    // Chromium parses "https://not a url" (as https://not%20a%20url/); jsdom refuses it. Stand in for Chromium.
    const RealUrl = URL;
    vi.stubGlobal(
      "URL",
      class extends RealUrl {
        constructor(input: string | URL, base?: string | URL) {
          super(String(input).replace(/ /g, "-"), base);
        }
      },
    );
    renderFirst(makeQuestion("url", "q1", { title: "Your website" }));
    const input = screen.getByRole("textbox", { name: "Your website" });

    fireEvent.change(input, { target: { value: "not a url" } });
    next();
    expect(alertText()).toBe("Please enter a valid URL");

    fireEvent.change(input, { target: { value: "example.com/about" } });
    next();
    expectMovedOn();
    expect(storedAnswers().q1).toBe("https://example.com/about");
  });
});

describe("phone", () => {
  it("defaults to +1 United States, refuses a short US number and stores code, space, digits", () => {
    renderFirst(makeQuestion("phone", "q1", { title: "Your phone", required: true, phoneSettings: { format: "us" } }));
    const country = screen.getByRole("combobox", { name: "Country code" }) as HTMLSelectElement;
    expect(country.selectedOptions[0]?.textContent).toBe("+1 United States");
    const number = screen.getByRole("textbox", { name: "Phone number" });

    fireEvent.change(number, { target: { value: "555 123" } });
    next();
    expect(alertText()).toBe("Please enter a valid phone number");

    fireEvent.change(number, { target: { value: "(555) 123-4567" } });
    next();
    expectMovedOn();
    expect(storedAnswers().q1).toBe("+1 5551234567");
  });
});

describe("number", () => {
  it("shows the range hint and refuses text and numbers outside it", () => {
    renderFirst(makeQuestion("number", "q1", { title: "How many?", numberSettings: { min: 1, max: 10 } }));
    expect(screen.getByText("Range: 1 - 10")).toBeTruthy();
    const input = screen.getByRole("textbox", { name: "How many?" });

    fireEvent.change(input, { target: { value: "11" } });
    next();
    expect(alertText()).toBe("Please enter a number between 1 and 10");

    fireEvent.change(input, { target: { value: "abc" } });
    expect(alertText()).toBe("Please enter a valid number");

    fireEvent.change(input, { target: { value: "7" } });
    next();
    expectMovedOn();
    expect(storedAnswers().q1).toBe(7);
  });

  it("says 'Minimum: x' or 'Maximum: x' when only one bound is set", () => {
    renderFirst(makeQuestion("number", "q1", { numberSettings: { min: 5 } }));
    expect(screen.getByText("Minimum: 5")).toBeTruthy();
    cleanup();
    renderFirst(makeQuestion("number", "q1", { numberSettings: { max: 9 } }));
    expect(screen.getByText("Maximum: 9")).toBeTruthy();
  });
});

describe("checkbox", () => {
  it("asks for at least one option when required, then stores the ticks in option order", () => {
    renderFirst(makeQuestion("checkbox", "q1", { title: "Pick colours", required: true, options: ["Red", "Green", "Blue"] }));
    next();
    expect(alertText()).toBe("Select at least one option");

    fireEvent.click(screen.getByRole("checkbox", { name: "Blue" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Red" }));
    expect(alertText()).toBeNull();
    next();
    expectMovedOn();
    expect(storedAnswers().q1).toEqual(["Red", "Blue"]);
  });
});

describe("matrix", () => {
  it("requires every row and marks the row still missing", () => {
    renderFirst(
      makeQuestion("matrix", "q1", {
        title: "Rate us",
        required: true,
        matrixRows: ["Speed", "Price"],
        matrixColumns: ["Bad", "OK", "Good"],
      }),
    );
    const speed = screen.getByRole("radiogroup", { name: "Speed" });
    const price = screen.getByRole("radiogroup", { name: "Price" });
    fireEvent.click(within(speed).getByRole("radio", { name: "Good" }));
    next();
    expect(alertText()).toBe("Please answer every row");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(speed.getAttribute("aria-invalid")).toBe("false");

    fireEvent.click(within(price).getByRole("radio", { name: "OK" }));
    next();
    expectMovedOn();
    expect(storedAnswers().q1).toEqual({ Speed: "Good", Price: "OK" });
  });
});

describe("ranking", () => {
  it("reorders with the keyboard-reachable move buttons and stores the ranked order", () => {
    renderFirst(makeQuestion("ranking", "q1", { title: "Rank them", required: true, rankingItems: ["Alpha", "Beta", "Gamma"] }));
    fireEvent.click(screen.getByRole("button", { name: "Move Gamma up" }));
    fireEvent.click(screen.getByRole("button", { name: "Move Gamma up" }));
    expect((screen.getByRole("button", { name: "Move Gamma up" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("Gamma moved to position 1 of 3")).toBeTruthy();
    next();
    expectMovedOn();
    expect(storedAnswers().q1).toEqual(["Gamma", "Alpha", "Beta"]);
  });

  it("commits the order shown once the respondent keeps it, and not before", () => {
    renderFirst(makeQuestion("ranking", "q1", { required: true, rankingItems: ["Alpha", "Beta"] }));
    next();
    expect(alertText()).toBe("Move an item or choose Keep this order");
    expect(storedAnswers().q1).toBeUndefined();
    fireEvent.click(screen.getByRole("button", { name: "Keep this order" }));
    next();
    expectMovedOn();
    expect(storedAnswers().q1).toEqual(["Alpha", "Beta"]);
  });

  it("says when no items are configured", () => {
    renderFirst(makeQuestion("ranking", "q1", { required: true, rankingItems: [] }));
    expect(screen.getByText("No ranking items have been configured for this question.")).toBeTruthy();
  });
});

describe("other shapes", () => {
  it("stores multiple-choice Other as 'Other: …' and asks for the text", () => {
    renderFirst(
      makeQuestion("multiple-choice", "q1", { title: "Pet", required: true, options: ["Cat", "Dog"], allowOther: true }),
    );
    fireEvent.click(screen.getByRole("radio", { name: "Other" }));
    next();
    expect(alertText()).toBe("Please describe your other answer");
    fireEvent.change(screen.getByRole("textbox", { name: "Your other answer" }), { target: { value: "Parrot" } });
    next();
    expectMovedOn();
    expect(storedAnswers().q1).toBe("Other: Parrot");
  });

  it("adds https:// to a URL answer", () => {
    renderFirst(makeQuestion("url", "q1", { title: "Website" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Website" }), { target: { value: "example.com" } });
    next();
    expectMovedOn();
    expect(storedAnswers().q1).toBe("https://example.com");
  });

  it("stores a star rating as a number and a statement as 'acknowledged'", () => {
    const survey = makeSurvey([
      makeQuestion("rating", "q1", { title: "Stars", required: true, maxRating: 5 }),
      makeQuestion("statement", "q2", { title: "Thanks so far" }),
      makeQuestion("text", "after", { title: "Anything else?" }),
    ]);
    render(<RespondentApp shareId="share123" initialData={{ survey, showPoweredBy: false, productName: "Sondar" }} />);
    expect(screen.getAllByRole("radio")).toHaveLength(5);
    fireEvent.click(screen.getByRole("radio", { name: "4 stars" }));
    next();
    expect(screen.queryByText("*")).toBeNull();
    next();
    expectMovedOn();
    expect(storedAnswers()).toMatchObject({ q1: 4, q2: "acknowledged" });
  });
});

describe("file upload", () => {
  const png = (name: string) => new File([new Uint8Array(10)], name, { type: "image/png" });
  const choose = (files: File[]) => fireEvent.change(screen.getByLabelText(/Choose/), { target: { files } });

  it("names the allowed types in words, not MIME strings", () => {
    renderFirst(makeQuestion("file-upload", "q1", { title: "Your photo" }));
    // The editor's default rules: image/* and .pdf.
    expect(screen.getByText(/Up to 1 file, 10MB max/).textContent).toBe("Up to 1 file, 10MB max · Images, PDF");
  });

  it("checks the count before uploading, then stores the uploaded file's URL", async () => {
    const api = mockPublicApi();
    renderFirst(makeQuestion("file-upload", "q1", { title: "Your photo", required: true }));
    choose([png("a.png"), png("b.png")]);
    expect(alertText()).toBe("Maximum 1 file(s) allowed");
    expect(api.calls.filter((c) => c.url.endsWith("/files"))).toHaveLength(0);

    choose([png("a.png")]);
    await screen.findByRole("button", { name: "Remove a.png" });
    const form = api.calls.find((c) => c.url.endsWith("/files"))?.body as FormData;
    expect(form.get("questionId")).toBe("q1");
    next();
    expectMovedOn();
    expect(storedAnswers().q1).toBe("/api/surveys/s1/response-files/f1");
  });

  it("keeps the keyboard focus: on the uploaded file once the picker is full, back on the picker after a removal", async () => {
    renderFirst(makeQuestion("file-upload", "q1", { title: "Your photo" }));
    const picker = screen.getByLabelText(/Choose/);
    picker.focus();
    choose([png("a.png")]);
    const remove = await screen.findByRole("button", { name: "Remove a.png" });
    expect((picker as HTMLInputElement).disabled).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(remove));
    fireEvent.click(remove);
    await waitFor(() => expect(document.activeElement).toBe(picker));
  });

  it("names the file and the server's reason when an upload fails", async () => {
    mockPublicApi({ upload: () => new Response(JSON.stringify({ error: { message: "Disk full" } }), { status: 500 }) });
    renderFirst(makeQuestion("file-upload", "q1", { title: "Your photo" }));
    choose([png("a.png")]);
    await waitFor(() => expect(alertText()).toBe('Failed to upload "a.png": Disk full'));
  });

  it("says the content did not match its type when the server finds the bytes are not what the file claims", async () => {
    const refusal = { code: "FILE_CONTENT_MISMATCH", message: "(the server's English)" };
    mockPublicApi({ upload: () => new Response(JSON.stringify({ error: refusal }), { status: 415 }) });
    renderFirst(makeQuestion("file-upload", "q1", { title: "Your CV" }));
    choose([new File(["<html>"], "cv.pdf", { type: "application/pdf" })]);
    await waitFor(() => expect(alertText()).toBe('"cv.pdf" is not a valid PDF file: its content does not match its type'));
    expect(screen.queryByRole("button", { name: "Remove cv.pdf" })).toBeNull();
  });
});
