import type { Entitlements } from "@sondar/core/plans/entitlements";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OrganizationListItem } from "@sondar/core/teams/team-replies";
import { apiError, json, NO_RIGHTS, renderAt, sessionReply, stubApi, setUpScreenTests } from "../../lib/test-app";
import { organization } from "../teams/test-teams-data";
import DashboardPage from "./dashboard-page";

const TRIAL: Partial<Entitlements> = { trialDaysLeft: 3 };

function openDashboard(
  entitlements: Partial<Entitlements>,
  create?: () => Response,
  { organizations = [], at = "/dashboard" }: { organizations?: OrganizationListItem[]; at?: string } = {},
) {
  stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply(entitlements));
    if (call.path === "/api/organizations") return json(200, { organizations });
    if (call.path.startsWith("/api/surveys?") || call.path === "/api/surveys") {
      if (call.method === "POST" && create) return create();
      return json(200, { surveys: [], total: 0 });
    }
    return undefined;
  });
  renderAt(<DashboardPage />, at);
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

  describe("in an organization whose owner's plan has lapsed", () => {
    const lapsed = {
      canCreateSurveys: false,
      canEditSurveys: false,
      canDuplicateSurveys: false,
      isTrialActive: false,
      trialDaysLeft: 0,
    };

    it("a member is told the owner must upgrade, with no Upgrade button of their own", async () => {
      openDashboard(TRIAL, undefined, {
        organizations: [organization({ role: "member", plan: lapsed })],
        at: "/dashboard?scope=org1",
      });
      const banner = (await screen.findByText("Pro Subscription Required")).closest("[role=status]") as HTMLElement;
      within(banner).getByText(/The owner of Acme Research has no active plan/);
      expect(within(banner).queryByRole("link", { name: "Upgrade to Pro" })).toBeNull();
    });

    it("the owner gets the upgrade", async () => {
      openDashboard(NO_RIGHTS, undefined, {
        organizations: [organization({ role: "owner", plan: lapsed })],
        at: "/dashboard?scope=org1",
      });
      const banner = (await screen.findByText("Pro Subscription Required")).closest("[role=status]") as HTMLElement;
      expect(within(banner).getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/billing");
    });
  });
});
