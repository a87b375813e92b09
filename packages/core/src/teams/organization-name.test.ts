import { describe, expect, it } from "vitest";
import { getOrganizationNameProblem, organizationNameSchema } from "./organization-name";

describe("organization names", () => {
  it("takes a trimmed one-line name of up to 100 characters", () => {
    expect(organizationNameSchema.parse("  Acme Research ")).toBe("Acme Research");
    expect(getOrganizationNameProblem("x".repeat(100))).toBeNull();
  });

  it("names the first problem", () => {
    expect(getOrganizationNameProblem("   ")).toBe("ORGANIZATION_NAME_REQUIRED");
    expect(getOrganizationNameProblem("x".repeat(101))).toBe("ORGANIZATION_NAME_TOO_LONG");
    expect(getOrganizationNameProblem("Acme\nResearch")).toBe("ORGANIZATION_NAME_NOT_ONE_LINE");
    expect(getOrganizationNameProblem("Win a prize at evil.example")).toBe("ORGANIZATION_NAME_LINK");
    expect(getOrganizationNameProblem("mail boss@example.com")).toBe("ORGANIZATION_NAME_LINK");
  });

  it("answers with the problem's message", () => {
    const result = organizationNameSchema.safeParse("");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Organization name is required");
  });
});
