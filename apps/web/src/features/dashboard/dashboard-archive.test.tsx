import type { SurveyListItem } from "@sondar/core/surveys/survey-replies";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, renderAt, sessionReply, setUpScreenTests, stubApi, surveyDto, surveyListItem } from "../../lib/test-app";
import DashboardPage from "./dashboard-page";

/** Opens the dashboard with one survey in `status`; `change` answers the archive and unarchive calls. */
function openDashboard(status: SurveyListItem["status"], change: (path: string) => Response) {
  return stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply());
    if (call.path.startsWith("/api/surveys/s1/")) return change(call.path);
    if (call.path.startsWith("/api/surveys")) return json(200, { surveys: [surveyListItem(status)], total: 1 });
    return undefined;
  });
}

async function chooseAction(name: string) {
  fireEvent.keyDown(await screen.findByRole("button", { name: "Actions for Pulse" }), { key: "Enter" });
  fireEvent.click(await screen.findByRole("menuitem", { name }));
}

setUpScreenTests();

describe("archiving from the dashboard", () => {
  it("archives a survey from its menu and says so", async () => {
    const calls = openDashboard("published", () => json(200, { survey: surveyDto({ status: "archived" }) }));
    renderAt(<DashboardPage />, "/dashboard");
    await chooseAction("Archive");
    const toasts = screen.getByRole("region", { name: "Notifications" });
    await within(toasts).findByText("Survey Archived");
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/surveys/s1/archive")).toBe(true);
  });

  it("offers Unarchive on an archived survey and shows the trial cap's refusal", async () => {
    const message =
      "Trial users can have up to 3 active surveys. Delete or archive an existing survey to create a new one, or upgrade to Pro for unlimited surveys!";
    const calls = openDashboard("archived", () => apiError(403, "TRIAL_SURVEY_LIMIT", message));
    renderAt(<DashboardPage />, "/dashboard");
    await chooseAction("Unarchive");
    const toasts = screen.getByRole("region", { name: "Notifications" });
    await within(toasts).findByText("Trial Survey Limit Reached");
    within(toasts).getByText(message);
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/surveys/s1/unarchive")).toBe(true);
  });
});
