import { describe, expect, it } from "vitest";
import { createApiKeyRequestSchema, isApiKeyShape, shownPrefix } from "./api-keys";

describe("API keys", () => {
  const key = `sondar_${"A".repeat(20)}-_${"z".repeat(21)}`;

  it("recognises our keys by their shape and nothing else", () => {
    expect(isApiKeyShape(key)).toBe(true);
    expect(isApiKeyShape(key.slice(0, -1))).toBe(false);
    expect(isApiKeyShape(`${key}x`)).toBe(false);
    expect(isApiKeyShape(key.replace("sondar_", "sondor_"))).toBe(false);
    expect(isApiKeyShape(key.replace("-", "+"))).toBe(false);
  });

  it("shows only the prefix and eight characters of the secret", () => {
    expect(shownPrefix(key)).toBe("sondar_AAAAAAAA");
  });

  it("asks a name and a scope, and takes the personal workspace by default", () => {
    expect(createApiKeyRequestSchema.parse({ name: " CI ", scope: "read" })).toEqual({
      name: "CI",
      scope: "read",
      organizationId: null,
    });
    expect(createApiKeyRequestSchema.safeParse({ name: " ", scope: "read" }).success).toBe(false);
    expect(createApiKeyRequestSchema.safeParse({ name: "CI", scope: "admin" }).success).toBe(false);
  });
});
