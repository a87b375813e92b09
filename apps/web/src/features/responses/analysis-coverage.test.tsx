import type { TextCoverage } from "@sondar/core/ai/analysis-result";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderAt, setUpScreenTests } from "../../lib/test-app";
import { AnalysisCoverage } from "./analysis-coverage";

setUpScreenTests();

const R1 = "11111111-1111-4111-8111-111111111111";
const INJECTED = '<img src=x onerror="alert(1)"> Paid by card.';

const COVERAGE: TextCoverage = {
  questionId: "q_comments",
  questionTitle: "Anything else?",
  analyzed: 200,
  coverage: 90,
  toneRead: true,
  other: { count: 20, share: 10, quotes: [INJECTED, "Second order this month."], quoteResponseIds: [R1, null] },
};
const render = (coverage: TextCoverage[]) =>
  renderAt(<AnalysisCoverage surveyId="s1" coverage={coverage} />, "/surveys/s1/responses");

describe("analysis coverage", () => {
  it("says what share of a question's answers fall in a theme, and quotes those in none as plain text", () => {
    const { container } = render([COVERAGE]);
    expect(screen.getByText("90% of the 200 answers to “Anything else?” fall in a theme.")).toBeTruthy();
    expect(screen.getByText("Other: 20 answers (10%) in no theme")).toBeTruthy();
    const quotes = screen.getByRole("list", { name: "Answers in no theme" });
    expect(within(quotes).getByText(INJECTED)).toBeTruthy();
    expect(container.querySelector("img")).toBeNull();
    expect(within(quotes).getByRole("link", { name: "Open response" }).getAttribute("href")).toBe(
      `/surveys/s1/responses?status=all&response=${R1}`,
    );
    expect(screen.queryByText(/Tone is not read/)).toBeNull();
  });

  it("says the tone was not read when the result says so, even for a question with no theme", () => {
    render([{ ...COVERAGE, toneRead: false, coverage: 0, other: { count: 200, share: 100, quotes: [] } }]);
    expect(
      screen.getByText("Tone is not read for these answers: the built-in analysis reads tone in English only."),
    ).toBeTruthy();
  });

  it("says nothing of tone for an older result that does not tell", () => {
    const { toneRead: _omitted, ...older } = COVERAGE;
    render([older]);
    expect(screen.getByText("90% of the 200 answers to “Anything else?” fall in a theme.")).toBeTruthy();
    expect(screen.queryByText(/Tone is not read/)).toBeNull();
  });

  it("shows nothing for an older result without coverage", () => {
    render([]);
    expect(screen.queryByText("What the themes cover")).toBeNull();
  });
});
