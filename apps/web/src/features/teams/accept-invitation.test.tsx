import { configure, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { getPendingInvite, setPendingInvite } from "../../lib/pending-invite";
import { type ApiCall, apiError, json, renderAt, sessionReply, setUpScreenTests, stubApi } from "../../lib/test-app";
import TeamsPage from "./teams-page";
import { invitation, organization, team } from "./test-teams-data";

setUpScreenTests();
configure({ asyncUtilTimeout: 6000 });

/** /teams?invite=tok for Ana, who holds it as her pending invitation; `accept` answers POST /api/invitations/accept. */
function openWithInvite(accept: () => Response) {
  setPendingInvite("tok");
  const acme = organization({ role: "member", memberCount: 4 });
  let joined = false;
  const calls = stubApi((call: ApiCall) => {
    if (call.path === "/api/session") return json(200, sessionReply());
    if (call.path === "/api/invitations/preview")
      return json(200, {
        invitation: {
          organizationName: "Acme Research",
          inviterName: "Bea",
          email: "ana@example.com",
          role: "member",
          state: "pending",
          expiresAt: invitation().expiresAt,
        },
      });
    if (call.path === "/api/invitations/accept") {
      const reply = accept();
      joined = reply.ok;
      return reply;
    }
    if (call.path === "/api/organizations") return json(200, { organizations: joined ? [acme] : [] });
    if (call.path === "/api/organizations/org1/members") return json(200, { organization: acme, members: team("member") });
    return undefined;
  });
  renderAt(<TeamsPage />, "/teams?invite=tok", { routePath: "/teams" });
  return calls;
}

const acceptCalls = (calls: ApiCall[]) => calls.filter((c) => c.path === "/api/invitations/accept");

describe("accepting an invitation", { timeout: 20_000 }, () => {
  it("says 'Accepting Team Invitation', accepts after the pause, forgets the token and opens the organization's workspace", async () => {
    const calls = openWithInvite(() => json(200, { organization: organization({ role: "member", memberCount: 4 }) }));
    await screen.findByRole("heading", { name: "Accepting Team Invitation" });
    await screen.findByText("Joining Acme Research...");
    // The pause comes first: nothing is accepted while the screen says what is happening.
    expect(acceptCalls(calls)).toHaveLength(0);
    await screen.findByText("You joined Acme Research");
    expect(acceptCalls(calls)).toEqual([{ method: "POST", path: "/api/invitations/accept", body: { token: "tok" } }]);
    expect(getPendingInvite()).toBeNull();
    // The dashboard in the organization's workspace, not the empty personal one.
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/dashboard?scope=org1"));
  });

  const refusals = [
    [
      "INVITATION_WRONG_ADDRESS",
      403,
      "This invitation was sent to a different email address. Sign in with the invited address to accept it.",
    ],
    ["INVITATION_EXPIRED", 410, "This invitation has expired. Ask the organization for a new one."],
    ["INVITATION_REVOKED", 410, "This invitation has been revoked"],
    ["INVITATION_USED", 409, "This invitation has already been used"],
  ] as const;
  for (const [code, status, message] of refusals) {
    it(`a refused invitation (${code}) is said clearly, and the token is forgotten`, async () => {
      openWithInvite(() => apiError(status, code, "server text"));
      const notice = await screen.findByText(message);
      expect(notice.closest("[role=alert]")?.textContent).toContain("Team invitation not accepted");
      expect(getPendingInvite()).toBeNull();
      expect(screen.getByTestId("location").textContent).toBe("/teams");
      screen.getByRole("heading", { name: "You are not in an organization yet" });
    });
  }
});
