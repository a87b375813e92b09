import type { SurveyListItem } from "@sondar/core/surveys/survey-replies";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, sessionReply, setUpScreenTests, stubApi, surveyListItem } from "../../lib/test-app";
import DashboardPage from "./dashboard-page";

setUpScreenTests();

function openDashboard(item: Partial<SurveyListItem>) {
  stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply());
    if (call.path.startsWith("/api/surveys"))
      return json(200, { surveys: [surveyListItem({ status: "published", ...item })], total: 1 });
    return undefined;
  });
  renderAt(<DashboardPage />, "/dashboard");
}

describe("why a survey stopped collecting, on the dashboard", () => {
  it("says a published survey under its limit is active", async () => {
    openDashboard({ responseLimit: 10, responseCount: 12, partialCount: 3 });
    expect(await screen.findByText("Active")).toBeTruthy();
  });

  it("names the limit it reached, counting complete responses only", async () => {
    openDashboard({ responseLimit: 10, responseCount: 13, partialCount: 3 });
    expect(await screen.findByText("Reached its limit of 10 responses")).toBeTruthy();
    expect(screen.queryByText("Active")).toBeNull();
  });

  it("names the day it closed once its closing time has passed", async () => {
    openDashboard({ closeAt: "2020-05-04T10:00:00.000Z" });
    expect(await screen.findByText(/^Closed on .*2020/)).toBeTruthy();
    expect(screen.queryByText("Active")).toBeNull();
  });
});
