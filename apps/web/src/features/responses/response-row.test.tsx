import type { SurveyResponseItem } from "@sondar/core/responses/response-list";
import { createQuestion } from "@sondar/core/surveys/create-question";
import type { Question } from "@sondar/core/surveys/question-schema";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { ResponseRow } from "./response-row";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

const questions: Question[] = [
  { ...createQuestion("text", "q_name"), title: "Your name?" },
  { ...createQuestion("statement", "q_note"), title: "A note between questions" },
  { ...createQuestion("matrix", "q_grid"), title: "Rate us", matrixRows: ["Speed", "Price"], matrixColumns: ["Bad", "Good"] },
  { ...createQuestion("file-upload", "q_file"), title: "Your file" },
] as Question[];

function response(overrides: Partial<SurveyResponseItem>): SurveyResponseItem {
  return {
    id: "r1",
    status: "complete",
    completedAt: "2025-03-04T10:20:00.000Z",
    createdAt: "2025-03-04T10:00:00.000Z",
    updatedAt: "2025-03-04T10:20:00.000Z",
    respondentEmail: null,
    city: null,
    country: null,
    hiddenFields: {},
    region: null,
    answers: {},
    ...overrides,
  };
}

function renderRow(item: SurveyResponseItem, expanded = false) {
  const onToggleExpanded = vi.fn();
  const onFilterHidden = vi.fn();
  render(
    <ul>
      <ResponseRow
        response={item}
        questions={questions}
        selected={false}
        onToggleSelected={() => undefined}
        expanded={expanded}
        onToggleExpanded={onToggleExpanded}
        onFilterHidden={onFilterHidden}
      />
    </ul>,
  );
  return { onToggleExpanded, onFilterHidden };
}

describe("ResponseRow", () => {
  it("shows 'Anonymous', 'Not completed', 'Unknown' and a Low quality for an odd, sparse response", () => {
    renderRow(response({ status: "abandoned", completedAt: "not a date", country: "Portugal", answers: { q_name: "Ana" } }));
    const toggle = screen.getByRole("button");
    expect(toggle.textContent).toContain("Anonymous");
    expect(toggle.textContent).toContain("Not completed");
    expect(toggle.textContent).toContain("Portugal");
    expect(within(toggle).getByText("Unknown")).toBeTruthy();
    // 1 of 3 answerable questions (the statement does not count).
    expect(toggle.textContent).toContain("Low · 33%");
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("shows the e-mail, the location and a High quality for a full response, and asks to expand on click", () => {
    const { onToggleExpanded } = renderRow(
      response({
        respondentEmail: "ana@example.com",
        city: "Lisbon",
        country: "Portugal",
        answers: { q_name: "Ana", q_grid: { Speed: "Good", Price: "Bad" }, q_file: "/api/surveys/s/response-files/f" },
      }),
    );
    const toggle = screen.getByRole("button");
    expect(toggle.textContent).toContain("ana@example.com");
    expect(toggle.textContent).toContain("Lisbon, Portugal");
    expect(toggle.textContent).toContain("High · 100%");
    expect(screen.getByRole("checkbox", { name: /Select the response from ana@example\.com/ })).toBeTruthy();
    fireEvent.click(toggle);
    expect(onToggleExpanded).toHaveBeenCalledTimes(1);
  });

  it("lists every answerable question when expanded: matrix as a table, files as links, no statement", () => {
    renderRow(
      response({
        answers: { q_grid: { Price: "Bad", Speed: "Good" }, q_file: ["/api/surveys/s/response-files/f", "javascript:alert(1)"] },
      }),
      true,
    );
    const terms = screen.getAllByRole("term").map((dt) => dt.textContent);
    expect(terms).toEqual(["Your name?", "Rate us", "Your file"]);
    expect(screen.getByText("No answer")).toBeTruthy();
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(["SpeedGood", "PriceBad"]);
    expect(screen.getByRole("link", { name: "File 1" }).getAttribute("href")).toBe("/api/surveys/s/response-files/f");
    // A script URL is shown as text, never as a link.
    expect(screen.queryByRole("link", { name: "File 2" })).toBeNull();
    expect(screen.getByText("javascript:alert(1)")).toBeTruthy();
  });

  it("shows the response's hidden values in its details, as text, each offering to filter the list by it", () => {
    const hiddenFields = { source: "newsletter", customer_id: "<b>42</b>" };
    const { onFilterHidden } = renderRow(response({ hiddenFields, answers: { q_name: "Ana" } }), true);
    const values = screen.getByRole("region", { name: "Hidden fields" });
    expect(within(values).getByText("source").nextElementSibling?.textContent).toBe("newsletter");
    expect(within(values).getByText("<b>42</b>")).toBeTruthy();
    expect(values.querySelector("b")).toBeNull();
    fireEvent.click(within(values).getByRole("button", { name: "Show only responses where source is newsletter" }));
    expect(onFilterHidden).toHaveBeenCalledWith("source", "newsletter");
  });

  it("shows no hidden-field section for a response without hidden values", () => {
    renderRow(response({ answers: { q_name: "Ana" } }), true);
    expect(screen.queryByRole("region", { name: "Hidden fields" })).toBeNull();
  });
});
