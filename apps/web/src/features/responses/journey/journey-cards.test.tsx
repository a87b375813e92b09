import type { DropOff, TimeToComplete } from "@sondar/core/responses/time-and-drop-off";
import { timeBuckets } from "@sondar/core/responses/time-and-drop-off";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../../../lib/test-i18n";
import { DropOffCard } from "./drop-off-card";
import { TimeToCompleteCard } from "./time-to-complete-card";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

const COUNTS = [1, 1, 1, 0, 1, 0, 0, 1];
const time = (over: Partial<TimeToComplete> = {}): TimeToComplete => ({
  timedCount: 5,
  untimedCount: 0,
  medianSeconds: 250,
  buckets: timeBuckets().map((range, i) => ({ ...range, count: COUNTS[i] ?? 0 })),
  ...over,
});

/** Each table row's header and cells, as read. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll("th, td")).map((cell) => cell.textContent));

describe("TimeToCompleteCard", () => {
  it("shows the median in minutes and seconds and a labelled count per bucket", () => {
    render(<TimeToCompleteCard time={time()} />);
    const card = screen.getByRole("group", { name: "Time to complete" });
    expect(within(card).getByText("4 min 10 s")).toBeTruthy();
    expect(rows(within(card).getByRole("table", { name: "Complete responses by time to complete" }))).toEqual([
      ["under 1 min", "1"],
      ["1–2 min", "1"],
      ["2–5 min", "1"],
      ["5–10 min", "0"],
      ["10–20 min", "1"],
      ["20–30 min", "0"],
      ["30–60 min", "0"],
      ["1 h or more", "1"],
    ]);
  });

  it("reads a median of an hour or more in hours and minutes, and under a minute in seconds", () => {
    render(<TimeToCompleteCard time={time({ medianSeconds: 4350 })} />);
    expect(screen.getByText("1 h 12 min")).toBeTruthy();
    cleanup();
    render(<TimeToCompleteCard time={time({ medianSeconds: 42 })} />);
    expect(screen.getByText("42 s")).toBeTruthy();
  });

  it("says when nothing is timed yet, and how many complete responses could not be timed", () => {
    render(<TimeToCompleteCard time={time({ timedCount: 0, untimedCount: 2, medianSeconds: null })} />);
    expect(screen.getByText("No complete response has been timed yet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("2 complete responses were submitted without an earlier save and are not timed.")).toBeTruthy();
  });
});

describe("DropOffCard", () => {
  const dropOff: DropOff = {
    responseCount: 11,
    steps: [
      { questionId: "q1", type: "text", title: "Name", saw: 11, answered: 10, leftHere: 1 },
      { questionId: "q2", type: "rating", title: "Stars", saw: 10, answered: 6, leftHere: 2 },
      { questionId: "q3", type: "yes-no", title: "Again?", saw: 8, answered: 8, leftHere: 0 },
    ],
    leftBeforeSubmit: 2,
  };

  it("lists each question with saw (of all responses), answered and left here (of those who saw it)", () => {
    render(<DropOffCard dropOff={dropOff} />);
    const table = screen.getByRole("table", { name: "Drop-off per question" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Question", "Saw", "Answered", "Left here"]);
    expect(rows(table)).toEqual([
      ["1.Name", "11100%", "1090.9%", "19.1%"],
      ["2.Stars", "1090.9%", "660%", "220%"],
      ["3.Again?", "872.7%", "8100%", "00%"],
    ]);
    expect(screen.getByText("2 partial responses answered the last question but were not submitted.")).toBeTruthy();
  });

  it("says so when the survey has no question to answer", () => {
    render(<DropOffCard dropOff={{ responseCount: 3, steps: [], leftBeforeSubmit: 0 }} />);
    expect(screen.getByText("This survey has no questions to answer.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText(/not submitted/)).toBeNull();
  });
});
