import type { Entitlements } from "@sondar/core/plans/entitlements";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, NO_RIGHTS, renderAt, sessionReply, stubApi, setUpScreenTests } from "../../lib/test-app";
import DashboardPage from "./dashboard-page";

const TRIAL: Partial<Entitlements> = { trialDaysLeft: 3 };

function openDashboard(entitlements: Partial<Entitlements>) {
  stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply(entitlements));
    if (call.path.startsWith("/api/surveys?") || call.path === "/api/surveys") {
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

  it("'Create new survey' opens the chooser without creating anything, and the list asks in the reader's language", async () => {
    const calls = stubApi((call) => {
      if (call.path === "/api/session") return json(200, sessionReply(TRIAL));
      if (call.path.startsWith("/api/surveys")) return json(200, { surveys: [], total: 0 });
      return undefined;
    });
    renderAt(<DashboardPage />, "/dashboard");
    await screen.findByText("Free trial active");
    await waitFor(() => expect(calls.some((c) => c.path.startsWith("/api/surveys?") && c.path.includes("locale=en"))).toBe(true));
    fireEvent.click(screen.getAllByRole("button", { name: "Create new survey" })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/surveys/new"));
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});
