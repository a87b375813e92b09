import type { Entitlements } from "@sondar/core/plans/entitlements";
import type { OrganizationListItem } from "@sondar/core/teams/team-replies";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  json,
  NO_RIGHTS,
  renderAt,
  sessionReply,
  setUpScreenTests,
  stubApi,
  surveyListItem,
  type ApiCall,
} from "../../lib/test-app";
import { organization } from "../teams/test-teams-data";
import DashboardPage from "./dashboard-page";

// What the plan refuses stays in the menu, marked unavailable with the refusal's own words beside
// it, and nothing is sent (core's plans/plan-actions.ts; docs/product/plans-and-trial.md#rights).

function openDashboard(entitlements: Partial<Entitlements>, organizations: OrganizationListItem[] = []): ApiCall[] {
  const calls = stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply(entitlements));
    if (call.path === "/api/organizations") return json(200, { organizations });
    if (call.path.startsWith("/api/surveys")) return json(200, { surveys: [surveyListItem()], total: 1 });
    return undefined;
  });
  renderAt(<DashboardPage />, "/dashboard");
  return calls;
}

async function openMenu() {
  fireEvent.keyDown(await screen.findByRole("button", { name: "Actions for Pulse" }), { key: "Enter" });
  return screen.findByRole("menu");
}

/** The text the item's aria-describedby points at. */
function describedBy(item: HTMLElement): string {
  return (item.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

setUpScreenTests();

describe("actions the plan refuses", () => {
  it("an expired account sees Duplicate and Move to… unavailable, each with its own reason, and selecting them sends nothing", async () => {
    const calls = openDashboard(NO_RIGHTS, [organization({ role: "owner", plan: { ...NO_RIGHTS } })]);
    const menu = await openMenu();
    const duplicate = within(menu).getByRole("menuitem", { name: "Duplicate" });
    const move = within(menu).getByRole("menuitem", { name: "Move to..." });
    expect(duplicate.getAttribute("aria-disabled")).toBe("true");
    expect(move.getAttribute("aria-disabled")).toBe("true");
    expect(describedBy(duplicate)).toContain("You need a Pro subscription to duplicate surveys.");
    expect(describedBy(move)).toContain("You need a Pro subscription to move surveys.");
    within(menu).getByText("You need a Pro subscription to duplicate surveys.");
    fireEvent.click(duplicate);
    fireEvent.click(move);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("an expired account's edit, publish, archive and delete say why, in the words for editing, publishing and deleting", async () => {
    openDashboard(NO_RIGHTS);
    const menu = await openMenu();
    for (const name of ["Edit Survey", "Publish", "Archive", "Delete"]) {
      const item = within(menu).getByRole("menuitem", { name });
      expect(item.getAttribute("aria-disabled"), name).toBe("true");
      expect(describedBy(item), name).toContain("Pro subscription required to edit, publish or delete surveys.");
    }
  });

  it("a running trial may do everything but duplicate, which says trial users cannot", async () => {
    openDashboard({});
    const menu = await openMenu();
    const duplicate = within(menu).getByRole("menuitem", { name: "Duplicate" });
    expect(describedBy(duplicate)).toContain("Trial users cannot duplicate surveys.");
    for (const name of ["Edit Survey", "Publish", "Archive", "Delete"]) {
      expect(within(menu).getByRole("menuitem", { name }).getAttribute("aria-disabled"), name).toBeNull();
    }
  });
});
