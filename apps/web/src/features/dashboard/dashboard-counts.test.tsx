import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, sessionReply, setUpScreenTests, stubApi, surveyListItem } from "../../lib/test-app";
import DashboardPage from "./dashboard-page";

setUpScreenTests();

function openDashboard(counts: { responseCount: number; partialCount: number }) {
  stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply());
    if (call.path.startsWith("/api/surveys")) return json(200, { surveys: [surveyListItem(counts)], total: 1 });
    return undefined;
  });
  renderAt(<DashboardPage />, "/dashboard");
}

describe("response counts on the dashboard", () => {
  it("counts every response and says how many of them are partial", async () => {
    openDashboard({ responseCount: 10, partialCount: 3 });
    expect(await screen.findByText("10 responses · 3 partial")).toBeTruthy();
  });

  it("says nothing of partial responses when there are none", async () => {
    openDashboard({ responseCount: 7, partialCount: 0 });
    expect(await screen.findByText("7 responses")).toBeTruthy();
    expect(screen.queryByText(/partial/)).toBeNull();
  });
});
