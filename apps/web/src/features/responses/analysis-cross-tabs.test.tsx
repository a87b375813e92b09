import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { AnalysisCrossTabs } from "./analysis-cross-tabs";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

const tab = {
  ratedQuestionId: "q_delivery",
  ratedQuestionTitle: "How was the delivery?",
  textQuestionId: "q_comments",
  textQuestionTitle: "Anything else?",
} as const;

describe("analysis cross-tabs", () => {
  it("shows each group with the share of its answers per theme beside the others' share", () => {
    render(
      <AnalysisCrossTabs
        crossTabs={[
          {
            ...tab,
            segment: "low",
            scoreFrom: 1,
            scoreTo: 2,
            respondents: 80,
            themes: [{ label: "late delivery", count: 65, share: 81.3, othersShare: 8.3, tone: "negative" }],
          },
          {
            ...tab,
            segment: "promoters",
            ratedQuestionTitle: "<b>NPS</b>",
            scoreFrom: 9,
            scoreTo: 10,
            respondents: 1,
            themes: [{ label: "friendly driver", count: 1, share: 100, othersShare: null, tone: null }],
          },
        ]}
      />,
    );
    const low = screen.getByRole("heading", { name: "Rated “How was the delivery?” 1–2" }).closest("li") as HTMLElement;
    expect(within(low).getByText("80 answers to “Anything else?”")).toBeTruthy();
    expect(within(low).getByText("late delivery")).toBeTruthy();
    expect(within(low).getByText("81.3% of them mention it · 8.3% of the others")).toBeTruthy();
    expect(within(low).getByText("Mostly negative")).toBeTruthy();
    // A title is text, never markup; without others, no comparison is shown.
    const promoters = screen.getByRole("heading", { name: "Promoters of “<b>NPS</b>” (9–10)" }).closest("li") as HTMLElement;
    expect(within(promoters).getByText("1 answer to “Anything else?”")).toBeTruthy();
    expect(within(promoters).getByText("100% of them mention it")).toBeTruthy();
  });

  it("shows nothing without cross-tabs", () => {
    const { container } = render(<AnalysisCrossTabs crossTabs={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
