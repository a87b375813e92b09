import type { TeamRole } from "@sondar/core/teams/team-permissions";
import { configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type ApiCall, apiError, json, noContent, renderAt, sessionReply, setUpScreenTests, stubApi } from "../../lib/test-app";
import TeamsPage from "./teams-page";
import { invitation, organization, team } from "./test-teams-data";

setUpScreenTests();
// Each screen loads three lists in turn; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 4000 });

/** /teams for Ana holding `role` in Acme Research; `answer` may take over any call first. */
function openTeams(role: TeamRole, answer: (call: ApiCall) => Response | undefined = () => undefined, path = "/teams") {
  const acme = organization({ role });
  const calls = stubApi((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.path === "/api/session") return json(200, sessionReply());
    if (call.path === "/api/organizations" && call.method === "GET") return json(200, { organizations: [acme] });
    if (call.path === "/api/organizations/org1/members") return json(200, { organization: acme, members: team(role) });
    if (call.path === "/api/organizations/org1/invitations" && call.method === "GET")
      return json(200, { invitations: [invitation(), invitation({ id: "inv2", email: "old@example.com", state: "expired" })] });
    return undefined;
  });
  renderAt(<TeamsPage />, path, { routePath: "/teams" });
  return calls;
}

const panel = async () => (await screen.findByRole("region", { name: "Acme Research" })) as HTMLElement;
const membersList = async () => screen.findByRole("list", { name: "Members" });

describe("teams page: what each role sees (core's table)", { timeout: 20_000 }, () => {
  it("owner: rename, transfer and delete, no leave; roles and removal for everyone but themselves; invitations", async () => {
    openTeams("owner");
    const region = await panel();
    for (const name of ["Rename", "Transfer ownership", "Delete organization"]) within(region).getByRole("button", { name });
    expect(within(region).queryByRole("button", { name: "Leave" })).toBeNull();
    await membersList();
    expect(screen.queryByRole("combobox", { name: "Role of Ana" })).toBeNull();
    screen.getByRole("combobox", { name: "Role of Carl" });
    screen.getByRole("combobox", { name: "Role of Dan" });
    screen.getByRole("button", { name: "Remove Dan" });
    expect(screen.queryByRole("button", { name: "Remove Ana" })).toBeNull();
    const invitations = await screen.findByRole("list", { name: "Pending invitations" });
    within(invitations).getByText("eve@example.com");
    within(invitations).getByText("Expired");
    screen.getByRole("button", { name: "Send invitation" });
  });

  it("admin: rename and manage members and invitations, but never the owner, and no delete or transfer", async () => {
    openTeams("admin");
    const region = await panel();
    within(region).getByRole("button", { name: "Rename" });
    within(region).getByRole("button", { name: "Leave" });
    expect(within(region).queryByRole("button", { name: "Delete organization" })).toBeNull();
    expect(within(region).queryByRole("button", { name: "Transfer ownership" })).toBeNull();
    await membersList();
    expect(screen.queryByRole("combobox", { name: "Role of Bea" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove Bea" })).toBeNull();
    screen.getByRole("combobox", { name: "Role of Dan" });
    await screen.findByRole("list", { name: "Pending invitations" });
  });

  it("member: sees the members and their roles, may leave, and manages nothing", async () => {
    const calls = openTeams("member");
    const region = await panel();
    within(region).getByRole("button", { name: "Leave" });
    for (const name of ["Rename", "Delete organization", "Transfer ownership"])
      expect(within(region).queryByRole("button", { name })).toBeNull();
    const list = await membersList();
    within(list).getByText("Owner");
    expect(screen.queryAllByRole("combobox")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole("button", { name: "Send invitation" })).toBeNull();
    expect(calls.some((c) => c.path.endsWith("/invitations"))).toBe(false);
  });
});

describe("teams page: actions", { timeout: 20_000 }, () => {
  it("creates an organization after checking the name, and shows it", async () => {
    let created = false;
    const calls = openTeams("owner", (call) => {
      if (call.path === "/api/organizations" && call.method === "POST") {
        created = true;
        return json(201, { organization: organization({ id: "org2", name: "Beta Lab", memberCount: 1 }) });
      }
      if (call.path === "/api/organizations" && created)
        return json(200, { organizations: [organization(), organization({ id: "org2", name: "Beta Lab", memberCount: 1 })] });
      if (call.path === "/api/organizations/org2/members")
        return json(200, { organization: organization({ id: "org2", name: "Beta Lab" }), members: team("owner").slice(0, 1) });
      if (call.path === "/api/organizations/org2/invitations") return json(200, { invitations: [] });
      return undefined;
    });
    fireEvent.click(await screen.findByRole("button", { name: "New organization" }));
    const dialog = await screen.findByRole("dialog", { name: "Create an organization" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create organization" }));
    within(dialog).getByText("Organization name is required");
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    fireEvent.change(within(dialog).getByLabelText("Organization name"), { target: { value: "  Beta Lab " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create organization" }));
    await screen.findByRole("region", { name: "Beta Lab" });
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Beta Lab" });
    await screen.findByText("No pending invitations.");
  });

  it("invites an address with the chosen role and says so", async () => {
    const calls = openTeams("owner", (call) =>
      call.method === "POST" && call.path === "/api/organizations/org1/invitations"
        ? json(201, { invitation: invitation({ id: "inv3", email: "fay@example.com", role: "admin" }) })
        : undefined,
    );
    const email = await screen.findByLabelText("Email address");
    fireEvent.change(email, { target: { value: "not an address" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    await screen.findByText("Please enter a valid email address");
    fireEvent.change(email, { target: { value: "Fay@Example.com" } });
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "admin" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    await screen.findByText("Invitation sent to fay@example.com");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ email: "fay@example.com", role: "admin" });
  });

  it("shows the server's refusal of an invitation in the user's words", async () => {
    openTeams("owner", (call) =>
      call.method === "POST" && call.path.endsWith("/invitations")
        ? apiError(409, "INVITATION_ALREADY_PENDING", "server text")
        : undefined,
    );
    fireEvent.change(await screen.findByLabelText("Email address"), { target: { value: "eve@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send invitation" }));
    await screen.findByText("An invitation to this address is already pending. Resend it instead.");
  });

  it("changes a role, resends and revokes (after confirming) an invitation", async () => {
    const calls = openTeams("owner", (call) => {
      if (call.method === "PATCH") return json(200, { member: { ...team("owner")[2], role: "admin" } });
      if (call.method === "POST" && call.path.endsWith("/resend")) return json(200, { invitation: invitation() });
      if (call.method === "DELETE") return noContent();
      return undefined;
    });
    await membersList();
    fireEvent.change(screen.getByRole("combobox", { name: "Role of Dan" }), { target: { value: "admin" } });
    await screen.findByText("Role of Dan changed to Admin");
    expect(calls.find((c) => c.method === "PATCH")).toMatchObject({
      path: "/api/organizations/org1/members/m4",
      body: { role: "admin" },
    });

    fireEvent.click(await screen.findByRole("button", { name: "Resend the invitation to eve@example.com" }));
    await screen.findByText("Invitation sent again to eve@example.com");
    expect(calls.some((c) => c.path === "/api/organizations/org1/invitations/inv1/resend")).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Revoke the invitation for eve@example.com" }));
    const dialog = await screen.findByRole("dialog", { name: "Revoke invitation?" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke invitation" }));
    await screen.findByText("Invitation revoked");
    expect(calls.find((c) => c.method === "DELETE")?.path).toBe("/api/organizations/org1/invitations/inv1");
  });

  it("deletes the organization only after confirming, and says where its surveys went", async () => {
    const calls = openTeams("owner", (call) => (call.method === "DELETE" ? json(200, { movedSurveyCount: 2 }) : undefined));
    fireEvent.click(within(await panel()).getByRole("button", { name: "Delete organization" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Acme Research?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    fireEvent.click(within(await panel()).getByRole("button", { name: "Delete organization" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete organization" }));
    await screen.findByText("Organization deleted. 2 surveys moved to your personal list.");
    expect(calls.find((c) => c.method === "DELETE")?.path).toBe("/api/organizations/org1");
  });

  it("transfers ownership to the chosen member", async () => {
    const calls = openTeams("owner", (call) =>
      call.path.endsWith("/transfer-ownership")
        ? json(200, { organization: organization({ role: "admin" }), members: team("admin") })
        : undefined,
    );
    await membersList();
    fireEvent.click(within(await panel()).getByRole("button", { name: "Transfer ownership" }));
    const dialog = await screen.findByRole("dialog", { name: "Transfer ownership" });
    fireEvent.change(within(dialog).getByLabelText("New owner"), { target: { value: "m4" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Transfer ownership" }));
    await screen.findByText("Ownership transferred");
    expect(calls.find((c) => c.path.endsWith("/transfer-ownership"))?.body).toEqual({ memberId: "m4" });
  });
});

describe("teams page: loading, empty and errors", { timeout: 20_000 }, () => {
  it("without organizations: the empty state offers to create one", async () => {
    openTeams("owner", (call) => (call.path === "/api/organizations" ? json(200, { organizations: [] }) : undefined));
    await screen.findByRole("heading", { name: "You are not in an organization yet" });
    screen.getByRole("button", { name: "New organization" });
  });

  it("a failed load says so and tries again on request", async () => {
    let fail = true;
    openTeams("owner", (call) =>
      call.path === "/api/organizations" && fail ? apiError(503, "DATABASE_UNAVAILABLE", "down") : undefined,
    );
    await screen.findByText("Failed to load your organizations");
    screen.getByText("The service is briefly unavailable. Please try again in a moment.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await panel();
  });
});
