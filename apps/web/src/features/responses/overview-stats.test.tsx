import type { SurveySummary } from "@sondar/core/responses/survey-summary";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { OverviewStats } from "./overview-stats";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

/** Ten responses, seven complete and three partial, summarised for `status`. */
const summary = (totalResponses: number): SurveySummary => ({
  surveyId: "s1",
  responseCount: 10,
  totalResponses,
  completeCount: 7,
  partialCount: 3,
  completionRate: 70,
  firstResponseAt: null,
  lastResponseAt: null,
  questions: [],
});

/** The tiles' labels with their figures, as read. */
const tiles = () =>
  Array.from(document.querySelectorAll("dl > div")).map((tile) => [
    tile.querySelector("dt")?.textContent,
    tile.querySelector("dd")?.textContent,
  ]);

describe("OverviewStats", () => {
  it("shows the same response count as the dashboard and the header, whatever the filter, and says what the questions summarise", () => {
    render(<OverviewStats summary={summary(7)} status="complete" />);
    expect(tiles()).toEqual([
      ["Responses", "10"],
      ["Complete", "7"],
      ["Partial", "3"],
      ["Completion rate", "70%"],
    ]);
    expect(screen.getByText("The questions below summarise the 7 complete responses.")).toBeTruthy();
  });

  it("names the filter the questions summarise", () => {
    render(<OverviewStats summary={summary(10)} status="all" />);
    expect(tiles()[0]).toEqual(["Responses", "10"]);
    expect(screen.getByText("The questions below summarise all 10 responses.")).toBeTruthy();
    cleanup();
    render(<OverviewStats summary={summary(3)} status="partial" />);
    expect(screen.getByText("The questions below summarise the 3 partial responses.")).toBeTruthy();
  });
});
