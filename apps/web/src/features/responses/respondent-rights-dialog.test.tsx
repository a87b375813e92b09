import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, setUpScreenTests, stubApi } from "../../lib/test-app";
import { RespondentRightsDialog } from "./respondent-rights-dialog";

setUpScreenTests();

const response = {
  id: "11111111-1111-4111-8111-111111111111",
  status: "complete",
  completedAt: "2026-11-02T10:00:00.000Z",
  createdAt: "2026-11-02T09:58:00.000Z",
  updatedAt: "2026-11-02T10:00:00.000Z",
  respondentEmail: null,
  city: null,
  country: null,
  region: null,
  answers: { q_email: "ana@example.com", q_note: "<b>allergic</b>" },
  hiddenFields: { uid: "A-17" },
};

describe("find a respondent", () => {
  it("finds by a value, shows the answers as text, and erases them after a confirmation", async () => {
    let left = 1;
    const calls = stubApi(({ method, path }) => {
      if (method === "POST" && path === "/api/surveys/s1/respondent/find")
        return json(200, { data: left ? [response] : [], totalCount: left, totalPages: left, currentPage: 1, pageSize: 20 });
      if (method === "POST" && path === "/api/surveys/s1/respondent/erase") {
        left = 0;
        return json(200, { erased: 1 });
      }
      return undefined;
    });
    renderAt(
      <RespondentRightsDialog open onOpenChange={() => undefined} surveyId="s1" questions={[]} />,
      "/surveys/s1/responses",
    );
    fireEvent.change(screen.getByLabelText("An answer or hidden-field value"), { target: { value: " ana@example.com " } });
    fireEvent.click(screen.getByRole("button", { name: "Find" }));
    expect(await screen.findByText("1 response holds this value")).toBeTruthy();
    // Answers are text, never markup.
    expect(screen.getByText("<b>allergic</b>")).toBeTruthy();
    expect(screen.getByText("A-17")).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith("/find"))?.body).toEqual({ value: "ana@example.com", page: 1 });

    fireEvent.click(screen.getByRole("button", { name: "Erase 1 response" }));
    expect(calls.some((call) => call.path.endsWith("/erase"))).toBe(false);
    expect(screen.getByText("Erase 1 response and the files uploaded with it? This cannot be undone.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Erase" }));
    await waitFor(() => expect(calls.find((call) => call.path.endsWith("/erase"))?.body).toEqual({ value: "ana@example.com" }));
    expect(await screen.findByText("1 response erased")).toBeTruthy();
  });
});
