import type { NumericSummary } from "@sondar/core/responses/survey-summary";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../../lib/test-i18n";
import { NumericChart } from "./numeric-chart";

beforeAll(() => {
  initTestI18n();
  // jsdom has no matchMedia: the reader asks for no motion.
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(cleanup);

const numberSummary = (distribution: NumericSummary["distribution"], bucketWidth: number): NumericSummary => ({
  questionId: "q_age",
  type: "number",
  title: "Your age",
  kind: "numeric",
  answeredCount: distribution.reduce((sum, d) => sum + d.count, 0),
  average: 20,
  min: 10,
  max: 31,
  distribution,
  bucketWidth,
  nps: null,
});

/** The first cell of each row of the chart's table, which screen readers read. */
function rowLabels() {
  const table = screen.getByRole("table", { name: 'Answers to "Your age"' });
  return within(table)
    .getAllByRole("rowheader")
    .map((cell) => cell.textContent);
}

describe("NumericChart", () => {
  it("names number buckets as the ranges they hold, not by their start", () => {
    render(
      <NumericChart
        summary={numberSummary(
          [
            { value: 10, count: 1, bucket: { kind: "whole", from: 10, to: 14 } },
            { value: 15, count: 2, bucket: { kind: "whole", from: 15, to: 19 } },
            { value: 30, count: 1, bucket: { kind: "whole", from: 30, to: 34 } },
          ],
          5,
        )}
      />,
    );
    expect(rowLabels()).toEqual(["10–14", "15–19", "30–34"]);
    expect(screen.getByRole("columnheader", { name: "Range" })).toBeTruthy();
    expect(screen.queryByText(/up to, but not including/)).toBeNull();
  });

  it("names a one-value bucket by its value and a decimal bucket by where it stops", () => {
    render(
      <NumericChart
        summary={numberSummary(
          [
            { value: 7, count: 1, bucket: { kind: "value", value: 7 } },
            { value: 1.05, count: 1, bucket: { kind: "below", from: 1.05, below: 1.1 } },
          ],
          0.05,
        )}
      />,
    );
    expect(rowLabels()).toEqual(["7", "1.05 to under 1.1"]);
    // The axis has room for "1.05–1.1" only: a note says where such a bar stops.
    expect(
      screen.getByText("Each bar counts the answers from its first value up to, but not including, its second."),
    ).toBeTruthy();
  });

  it("keeps 'Value' for ratings and scales, whose values are their own", () => {
    render(
      <NumericChart
        summary={{
          ...numberSummary([{ value: 4, count: 3 }], 1),
          type: "rating",
          bucketWidth: undefined,
        }}
      />,
    );
    expect(rowLabels()).toEqual(["4"]);
    expect(screen.getByRole("columnheader", { name: "Value" })).toBeTruthy();
  });
});
