import type { Entitlements } from "@sondar/core/plans/entitlements";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OrganizationListItem } from "@sondar/core/teams/team-replies";
import { json, NO_RIGHTS, renderAt, sessionReply, stubApi, setUpScreenTests } from "../../lib/test-app";
import { organization } from "../teams/test-teams-data";
import DashboardPage from "./dashboard-page";

const TRIAL: Partial<Entitlements> = { trialDaysLeft: 3 };

function openDashboard(
  entitlements: Partial<Entitlements>,
  { organizations = [], at = "/dashboard" }: { organizations?: OrganizationListItem[]; at?: string } = {},
) {
  stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply(entitlements));
    if (call.path === "/api/organizations") return json(200, { organizations });
    if (call.path.startsWith("/api/surveys?") || call.path === "/api/surveys") {
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

  it("an ended trial is named as such", async () => {
    openDashboard(NO_RIGHTS);
    const banner = (await screen.findByText("Pro Subscription Required")).closest("[role=status]") as HTMLElement;
    within(banner).getByText(/Your free trial has ended/);
  });

  it("a customer whose paid plan ran out is told their Pro plan ended, not a trial", async () => {
    openDashboard({ ...NO_RIGHTS, standing: "paid_ended" });
    const banner = (await screen.findByText("Pro Subscription Required")).closest("[role=status]") as HTMLElement;
    within(banner).getByText(/Your Pro plan has ended/);
    expect(banner.textContent).not.toMatch(/trial/i);
    expect(within(banner).getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/billing");
  });

  it("an invited member without a plan of their own is told so and can open the organization's workspace", async () => {
    openDashboard({ ...NO_RIGHTS, standing: "none" }, { organizations: [organization({ role: "member" })] });
    const banner = (await screen.findByText("No plan of your own")).closest("[role=status]") as HTMLElement;
    expect(banner.textContent).not.toMatch(/trial/i);
    within(banner).getByText(/Your work in Acme Research is covered by its owner.s plan/);
    fireEvent.click(within(banner).getByRole("button", { name: "Open Acme Research" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/dashboard?scope=org1"));
  });

  it("remembers an organization's workspace the address opened, so /dashboard opens it next time", async () => {
    openDashboard(
      { ...NO_RIGHTS, standing: "none" },
      { organizations: [organization({ role: "member" })], at: "/dashboard?scope=org1" },
    );
    await waitFor(() => expect(localStorage.getItem("dashboard-scope")).toBe("org1"));
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

  describe("in an organization whose owner's plan has lapsed", () => {
    const lapsed = {
      canCreateSurveys: false,
      canEditSurveys: false,
      canDuplicateSurveys: false,
      isTrialActive: false,
      trialDaysLeft: 0,
      standing: "paid_ended" as const,
    };

    it("a member is told the owner must upgrade, with no Upgrade button of their own", async () => {
      openDashboard(TRIAL, {
        organizations: [organization({ role: "member", plan: lapsed })],
        at: "/dashboard?scope=org1",
      });
      const banner = (await screen.findByText("Pro Subscription Required")).closest("[role=status]") as HTMLElement;
      within(banner).getByText(/The owner of Acme Research has no active plan/);
      expect(within(banner).queryByRole("link", { name: "Upgrade to Pro" })).toBeNull();
    });

    it("the owner gets the upgrade", async () => {
      openDashboard(NO_RIGHTS, {
        organizations: [organization({ role: "owner", plan: lapsed })],
        at: "/dashboard?scope=org1",
      });
      const banner = (await screen.findByText("Pro Subscription Required")).closest("[role=status]") as HTMLElement;
      expect(within(banner).getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/billing");
    });
  });
});
