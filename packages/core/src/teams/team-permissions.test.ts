import { describe, expect, it } from "vitest";
import {
  TEAM_ACTIONS,
  TEAM_ROLES,
  can,
  canLeave,
  canManageMember,
  canOnSurvey,
  type TeamAction,
  type TeamRole,
} from "./team-permissions";

const allowed: Record<TeamRole, TeamAction[]> = {
  owner: [...TEAM_ACTIONS],
  admin: TEAM_ACTIONS.filter(
    (a) => a !== "organization.delete" && a !== "organization.transfer" && a !== "organization.requireTwoFactor",
  ),
  member: ["organization.view", "surveys.create", "surveys.read", "surveys.edit", "responses.read"],
};

describe("can", () => {
  for (const role of TEAM_ROLES) {
    for (const action of TEAM_ACTIONS) {
      const expected = allowed[role].includes(action);
      it(`${role} ${expected ? "may" : "may not"} ${action}`, () => expect(can(role, action)).toBe(expected));
    }
  }

  it("refuses everything to a non-member", () => {
    for (const action of TEAM_ACTIONS) expect(can(null, action)).toBe(false);
  });
});

describe("canOnSurvey", () => {
  it("gives a personal survey to its creator alone, whatever their roles elsewhere", () => {
    for (const action of TEAM_ACTIONS) {
      expect(canOnSurvey({ isCreator: true, inOrganization: false, role: null }, action)).toBe(true);
      expect(canOnSurvey({ isCreator: false, inOrganization: false, role: "owner" }, action)).toBe(false);
    }
  });

  it("lets a plain member edit and read responses but not delete, bulk-delete responses or export", () => {
    const member = { isCreator: false, inOrganization: true, role: "member" as const };
    expect(canOnSurvey(member, "surveys.edit")).toBe(true);
    expect(canOnSurvey(member, "responses.read")).toBe(true);
    expect(canOnSurvey(member, "surveys.delete")).toBe(false);
    expect(canOnSurvey(member, "responses.delete")).toBe(false);
    expect(canOnSurvey(member, "responses.export")).toBe(false);
    expect(canOnSurvey(member, "surveys.move")).toBe(false);
  });

  it("lets a member who created the survey delete it, its responses and export them, but not move it", () => {
    const creator = { isCreator: true, inOrganization: true, role: "member" as const };
    expect(canOnSurvey(creator, "surveys.delete")).toBe(true);
    expect(canOnSurvey(creator, "responses.delete")).toBe(true);
    expect(canOnSurvey(creator, "responses.export")).toBe(true);
    expect(canOnSurvey(creator, "surveys.move")).toBe(false);
  });

  it("gives a creator who left the organization nothing", () => {
    for (const action of TEAM_ACTIONS)
      expect(canOnSurvey({ isCreator: true, inOrganization: true, role: null }, action)).toBe(false);
  });

  it("lets owners and admins delete, export and move any of the organization's surveys", () => {
    for (const role of ["owner", "admin"] as const) {
      for (const action of ["surveys.delete", "responses.delete", "responses.export", "surveys.move"] as const) {
        expect(canOnSurvey({ isCreator: false, inOrganization: true, role }, action)).toBe(true);
      }
    }
  });
});

describe("canManageMember", () => {
  it("lets owners and admins manage other members and admins, never the owner or themselves", () => {
    expect(canManageMember({ role: "admin", userId: "a" }, { role: "member", userId: "m" })).toBe(true);
    expect(canManageMember({ role: "admin", userId: "a" }, { role: "admin", userId: "b" })).toBe(true);
    expect(canManageMember({ role: "owner", userId: "o" }, { role: "admin", userId: "a" })).toBe(true);
    expect(canManageMember({ role: "admin", userId: "a" }, { role: "owner", userId: "o" })).toBe(false);
    expect(canManageMember({ role: "owner", userId: "o" }, { role: "owner", userId: "o" })).toBe(false);
    expect(canManageMember({ role: "member", userId: "m" }, { role: "member", userId: "n" })).toBe(false);
  });
});

describe("canLeave", () => {
  it("keeps the owner until ownership is transferred", () => {
    expect(canLeave("owner")).toBe(false);
    expect(canLeave("admin")).toBe(true);
    expect(canLeave("member")).toBe(true);
    expect(canLeave(null)).toBe(false);
  });
});
