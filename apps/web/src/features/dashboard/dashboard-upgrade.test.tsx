import type { Entitlements } from "@sondar/core/plans/entitlements";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, NO_RIGHTS, renderAt, sessionReply, stubApi, setUpScreenTests } from "../../lib/test-app";
import DashboardPage from "./dashboard-page";

const TRIAL: Partial<Entitlements> = { trialDaysLeft: 3 };

function openDashboard(entitlements: Partial<Entitlements>, create?: () => Response) {
  stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply(entitlements));
    if (call.path.startsWith("/api/surveys?") || call.path === "/api/surveys") {
      if (call.method === "POST" && create) return create();
      return json(200, { surveys: [], total: 0 });
    }
    return undefined;
  });
  renderAt(<DashboardPage />, "/dashboard");
}

setUpScreenTests();

describe("dashboard upgrade paths", () => {
  it("the 'Pro Subscription Required' banner of an expired user has an Upgrade button to /billing", async () => {
    openDashboard(NO_RIGHTS);
    const banner = (await screen.findByText("Pro Subscription Required")).closest("[role=status]") as HTMLElement;
    const upgrade = within(banner).getByRole("link", { name: "Upgrade to Pro" });
    fireEvent.click(upgrade);
    expect(screen.getByTestId("location").textContent).toBe("/billing");
  });

  it("the trial banner offers the upgrade too", async () => {
    openDashboard(TRIAL);
    const banner = (await screen.findByText("Free trial active")).closest("[role=status]") as HTMLElement;
    within(banner).getByText("3 days left in your free trial.", { exact: false });
    expect(within(banner).getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/billing");
  });

  it("a refused create says 'Trial Survey Limit Reached' with an Upgrade to Pro action to /billing", async () => {
    openDashboard(TRIAL, () =>
      apiError(
        403,
        "TRIAL_SURVEY_LIMIT",
        "Trial users can have up to 3 active surveys. Delete or archive an existing survey to create a new one, or upgrade to Pro for unlimited surveys!",
      ),
    );
    await screen.findByText("Free trial active");
    const create = screen.getAllByRole("button", { name: "Create new survey" })[0] as HTMLElement;
    fireEvent.click(create);
    const toasts = screen.getByRole("region", { name: "Notifications" });
    await within(toasts).findByText("Trial Survey Limit Reached");
    fireEvent.click(within(toasts).getByRole("button", { name: "Upgrade to Pro" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/billing"));
  });
});
