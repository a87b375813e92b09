import type { AuditLogReply } from "@sondar/core/audit/audit-schemas";
import type { TeamRole } from "@sondar/core/teams/team-permissions";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { type ApiCall, apiError, json, renderAt, sessionReply, setUpScreenTests, stubApi } from "../../lib/test-app";
import TeamsPage from "./teams-page";
import { auditEntry, organization, team } from "./test-teams-data";

setUpScreenTests();
configure({ asyncUtilTimeout: 4000 });

const LOG = "/api/organizations/org1/audit-log";

/** /teams for Ana holding `role` in Acme Research; `log` answers each audit-log page by its query. */
function openTeams(role: TeamRole, log: (query: URLSearchParams) => Response = () => json(200, page([]))) {
  const acme = organization({ role });
  const calls = stubApi((call: ApiCall) => {
    if (call.path === "/api/session") return json(200, sessionReply());
    if (call.path === "/api/organizations") return json(200, { organizations: [acme] });
    if (call.path === "/api/organizations/org1/members") return json(200, { organization: acme, members: team(role) });
    if (call.path === "/api/organizations/org1/invitations") return json(200, { invitations: [] });
    if (call.path === LOG || call.path.startsWith(`${LOG}?`)) return log(new URL(call.path, "http://x").searchParams);
    return undefined;
  });
  renderAt(<TeamsPage />, "/teams", { routePath: "/teams" });
  return calls;
}

const page = (entries: AuditLogReply["entries"], nextCursor: string | null = null): AuditLogReply => ({ entries, nextCursor });
const logCalls = (calls: ApiCall[]) => calls.filter((c) => c.path.startsWith(LOG));
const auditRegion = async () => (await screen.findByRole("region", { name: "Audit log" })) as HTMLElement;

const ENTRIES = [
  auditEntry(),
  auditEntry({
    id: "a2",
    action: "responses.bulk_delete",
    actorKind: "api_key",
    actorUserId: "user-m3",
    actorName: "Carl",
    actorEmail: "carl@example.com",
    apiKeyName: "Zapier",
    targetType: "survey",
    targetId: "s1",
    targetName: "Customer NPS",
    details: { apiKeyId: "k1", responseCount: 3 },
  }),
  auditEntry({
    id: "a3",
    action: "retention.sweep",
    actorKind: "system",
    actorUserId: null,
    actorName: null,
    actorEmail: null,
    targetType: "survey",
    targetName: null,
    targetId: "0f6c2b9e-1111-4222-8333-444455556666",
    ip: null,
    details: { responseCount: 12 },
  }),
  auditEntry({ id: "a4", action: "survey.teleport", targetType: "wormhole", targetName: null, targetId: "w1", details: {} }),
];

describe("teams page: the audit log", { timeout: 20_000 }, () => {
  for (const role of ["owner", "admin"] as const) {
    it(`${role}: sees the entries with actions, actors and targets in words`, async () => {
      openTeams(role, () => json(200, page(ENTRIES)));
      const region = await auditRegion();
      const table = await within(region).findByRole("table", { name: "Audit log entries, newest first" });
      expect(
        within(table)
          .getAllByRole("columnheader")
          .map((th) => th.textContent),
      ).toEqual(["Time", "Who", "Action", "Target", "IP address"]);
      const rows = within(table).getAllByRole("row").slice(1);
      expect(rows).toHaveLength(4);
      const [invite, bulk, sweep, unknown] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
      for (const text of [
        "Ana",
        "ana@example.com",
        "Invited a member",
        "As Admin",
        "Invitation",
        "eve@example.com",
        "203.0.113.5",
      ])
        within(invite).getByText(text);
      for (const text of ["API key “Zapier”", "on behalf of Carl", "Deleted responses", "3 responses", "Survey", "Customer NPS"])
        within(bulk).getByText(text);
      for (const text of [
        "System",
        "Scheduled job",
        "Deleted responses past their retention period",
        "12 responses",
        "Not recorded",
      ])
        within(sweep).getByText(text);
      // An action or target this version does not know is shown as stored.
      within(unknown).getByText("survey.teleport");
      within(unknown).getByText("wormhole");
    });
  }

  it("on a phone: one stacked item per entry, the action first", async () => {
    openTeams("owner", () => json(200, page(ENTRIES.slice(0, 2))));
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(max-width: 639px)",
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const region = await auditRegion();
    const list = await within(region).findByRole("list", { name: "Audit log entries, newest first" });
    expect(within(region).queryByRole("table")).toBeNull();
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual(["Invited a member", "Deleted responses"]);
    within(items[1] as HTMLElement).getByText("API key “Zapier”");
  });

  it("member: no audit log, and the route is never called", async () => {
    const calls = openTeams("member");
    await screen.findByRole("list", { name: "Members" });
    expect(screen.queryByRole("heading", { name: "Audit log" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
    expect(logCalls(calls)).toEqual([]);
  });

  it("filters send their query, the export follows them, and Load more pages with the cursor", async () => {
    const calls = openTeams("owner", (query) => {
      if (query.get("from")) return json(200, page([]));
      if (query.get("cursor") === "c2") return json(200, page([auditEntry({ id: "old", targetName: "old@example.com" })]));
      if (query.get("action") === "member.invite" && query.get("actor") === "user-m4")
        return json(200, page([auditEntry({ id: "dan", actorName: "Dan", actorUserId: "user-m4" })], "c2"));
      return json(200, page(ENTRIES));
    });
    const region = await auditRegion();
    await within(region).findByText("Customer NPS");

    fireEvent.change(within(region).getByLabelText("Action"), { target: { value: "member.invite" } });
    // The members are the person filter's choices: the route takes a user id.
    fireEvent.change(within(region).getByLabelText("Person"), { target: { value: "user-m4" } });
    await within(region).findByText("Dan");
    const filtered = logCalls(calls).at(-1)?.path;
    expect(new URL(filtered as string, "http://x").searchParams.toString()).toBe("action=member.invite&actor=user-m4");
    expect(within(region).getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      "/api/organizations/org1/audit-log.csv?action=member.invite&actor=user-m4",
    );

    fireEvent.click(within(region).getByRole("button", { name: "Load more" }));
    await within(region).findByText("old@example.com");
    within(region).getByText("Dan");
    expect(logCalls(calls).at(-1)?.path).toContain("cursor=c2");
    expect(logCalls(calls).at(-1)?.path).toContain("action=member.invite");

    // A day is the viewer's whole day, sent as exact times.
    fireEvent.change(within(region).getByLabelText("From"), { target: { value: "2026-11-01" } });
    fireEvent.change(within(region).getByLabelText("To"), { target: { value: "2026-11-30" } });
    await within(region).findByText("No entries match these filters");
    const dated = new URL(logCalls(calls).at(-1)?.path as string, "http://x").searchParams;
    expect(dated.get("from")).toBe(new Date("2026-11-01T00:00:00").toISOString());
    expect(dated.get("to")).toBe(new Date("2026-11-30T23:59:59.999").toISOString());

    fireEvent.click(within(region).getByRole("button", { name: "Clear filters" }));
    await within(region).findByText("Customer NPS");
    expect(logCalls(calls).at(-1)?.path).toBe(LOG);
    expect(within(region).getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(`${LOG}.csv`);
  });

  it("says when nothing is recorded yet, and when loading fails offers to try again", async () => {
    let fail = true;
    openTeams("admin", () => (fail ? apiError(503, "DATABASE_UNAVAILABLE", "down") : json(200, page([]))));
    const region = await auditRegion();
    await within(region).findByText("Failed to load the audit log");
    fail = false;
    fireEvent.click(within(region).getByRole("button", { name: "Try again" }));
    await within(region).findByText("No activity recorded yet");
    await waitFor(() => expect(within(region).queryByRole("alert")).toBeNull());
  });
});
