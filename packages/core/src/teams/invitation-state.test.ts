import { describe, expect, it } from "vitest";
import { getInvitationState, invitationExpiryFrom } from "./invitation-state";

const now = new Date("2026-11-27T12:00:00Z");

describe("getInvitationState", () => {
  it("reads a pending invitation before its expiry as pending and after it as expired", () => {
    expect(getInvitationState({ status: "pending", expiresAt: invitationExpiryFrom(now) }, now)).toBe("pending");
    expect(getInvitationState({ status: "pending", expiresAt: now }, now)).toBe("expired");
  });

  it("keeps accepted and revoked whatever the expiry", () => {
    expect(getInvitationState({ status: "accepted", expiresAt: now }, now)).toBe("accepted");
    expect(getInvitationState({ status: "revoked", expiresAt: invitationExpiryFrom(now) }, now)).toBe("revoked");
    expect(getInvitationState({ status: "canceled", expiresAt: invitationExpiryFrom(now) }, now)).toBe("revoked");
  });

  it("gives a link seven days", () => {
    expect(invitationExpiryFrom(now).toISOString()).toBe("2026-12-04T12:00:00.000Z");
  });
});
