import type { AnalysisTheme, TextCoverage } from "@sondar/core/ai/analysis-result";
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
  other: { count: 20, share: 10, quotes: [INJECTED, "Second order this month."], quoteResponseIds: [R1, null] },
};
const THEME: AnalysisTheme = {
  questionId: "q_comments",
  questionTitle: "Anything else?",
  label: "late delivery",
  count: 70,
  share: 35,
  tone: "negative",
  quotes: ["Late again."],
};

const render = (coverage: TextCoverage[], themes: AnalysisTheme[] = [THEME]) =>
  renderAt(<AnalysisCoverage surveyId="s1" coverage={coverage} themes={themes} />, "/surveys/s1/responses");

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

  it("says the tone was not read when the question's themes carry none", () => {
    render([COVERAGE], [{ ...THEME, tone: null }]);
    expect(
      screen.getByText("Tone is not read for these answers: the built-in analysis reads tone in English only."),
    ).toBeTruthy();
  });

  it("shows nothing for an older result without coverage", () => {
    render([]);
    expect(screen.queryByText("What the themes cover")).toBeNull();
  });
});
