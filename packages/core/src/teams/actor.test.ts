import { describe, expect, it } from "vitest";
import { getOrganizationRefusal, getSurveyRefusal, READ_ACTIONS, scopeAllows, userActor, type Actor } from "./actor";
import { TEAM_ACTIONS } from "./team-permissions";

const personal = { createdBy: "u1", organizationId: null };
const orgSurvey = { createdBy: "u2", organizationId: "org1" };
const key = (scope: "read" | "read_write", organizationId: string | null = null): Actor => ({
  kind: "api-key",
  userId: "u1",
  keyId: "k1",
  scope,
  organizationId,
});

describe("scopeAllows", () => {
  it("lets a read-only key read and refuses it every action that changes something", () => {
    for (const action of TEAM_ACTIONS) expect(scopeAllows(key("read"), action)).toBe(READ_ACTIONS.includes(action));
  });

  it("lets a signed-in user and a read-write key take every action", () => {
    for (const action of TEAM_ACTIONS) {
      expect(scopeAllows(userActor("u1"), action)).toBe(true);
      expect(scopeAllows(key("read_write"), action)).toBe(true);
    }
  });
});

describe("getSurveyRefusal", () => {
  it("allows the creator of a personal survey, and hides it from anyone else", () => {
    expect(getSurveyRefusal(userActor("u1"), personal, null, "surveys.edit")).toBeNull();
    expect(getSurveyRefusal(userActor("u9"), personal, null, "surveys.read")).toBe("hidden");
  });

  it("refuses a read-only key a write it could otherwise make, and allows its reads", () => {
    expect(getSurveyRefusal(key("read"), personal, null, "surveys.edit")).toBe("read-only");
    expect(getSurveyRefusal(key("read"), personal, null, "surveys.delete")).toBe("read-only");
    expect(getSurveyRefusal(key("read"), personal, null, "responses.export")).toBeNull();
    expect(getSurveyRefusal(key("read_write"), personal, null, "surveys.delete")).toBeNull();
  });

  it("hides a survey outside the key's workspace even from its owner", () => {
    expect(getSurveyRefusal(key("read_write", "org1"), personal, null, "surveys.read")).toBe("hidden");
    expect(getSurveyRefusal(key("read_write"), orgSurvey, "owner", "surveys.read")).toBe("hidden");
    expect(getSurveyRefusal(key("read_write", "org1"), orgSurvey, "owner", "surveys.delete")).toBeNull();
  });

  it("tells a member what their role refuses before what their key's scope does", () => {
    expect(getSurveyRefusal(key("read", "org1"), orgSurvey, "member", "surveys.delete")).toBe("forbidden");
    expect(getSurveyRefusal(userActor("u1"), orgSurvey, null, "surveys.read")).toBe("hidden");
  });
});

describe("getOrganizationRefusal", () => {
  it("follows the role table, the key's workspace and its scope", () => {
    expect(getOrganizationRefusal(userActor("u1"), "org1", "admin", "members.manage")).toBeNull();
    expect(getOrganizationRefusal(userActor("u1"), "org1", "member", "members.manage")).toBe("forbidden");
    expect(getOrganizationRefusal(key("read_write", "org2"), "org1", "owner", "organization.view")).toBe("forbidden");
    expect(getOrganizationRefusal(key("read", "org1"), "org1", "owner", "surveys.create")).toBe("read-only");
    expect(getOrganizationRefusal(key("read", "org1"), "org1", "member", "organization.view")).toBeNull();
  });
});
