import { describe, expect, it } from "vitest";
import { emailSchema } from "./credential-schemas";
import { getCredentialsProblem, getPasswordProblem, PASSWORD_MAX_LENGTH } from "./credentials";

describe("login and register form checks", () => {
  it("asks for every required field first", () => {
    expect(getCredentialsProblem("sign-in", { email: " ", password: "secret1" })).toBe("required_fields");
    expect(getCredentialsProblem("sign-in", { email: "a@b.co", password: "" })).toBe("required_fields");
  });

  it("refuses passwords shorter than 6 characters", () => {
    expect(getCredentialsProblem("sign-in", { email: "a@b.co", password: "12345" })).toBe("password_too_short");
    expect(getCredentialsProblem("sign-in", { email: "a@b.co", password: "123456" })).toBeNull();
  });

  it("refuses passwords longer than the longest the server hashes, before they are sent", () => {
    const longest = "a".repeat(PASSWORD_MAX_LENGTH);
    expect(getCredentialsProblem("register", { name: "Ana", email: "a@b.co", password: longest })).toBeNull();
    expect(getCredentialsProblem("register", { name: "Ana", email: "a@b.co", password: `${longest}a` })).toBe(
      "password_too_long",
    );
    expect(getPasswordProblem(`${longest}a`)).toBe("password_too_long");
    expect(getPasswordProblem("12345")).toBe("password_too_short");
    expect(getPasswordProblem("123456")).toBeNull();
  });

  it("needs a name only when registering", () => {
    expect(getCredentialsProblem("register", { name: "  ", email: "a@b.co", password: "123456" })).toBe("name_required");
    expect(getCredentialsProblem("register", { name: "Ana", email: "a@b.co", password: "123456" })).toBeNull();
    expect(getCredentialsProblem("register", { name: "a".repeat(101), email: "a@b.co", password: "123456" })).toBe(
      "name_too_long",
    );
  });

  it("normalises e-mail addresses and rejects malformed ones", () => {
    expect(emailSchema.parse("  Ana@Example.COM ")).toBe("ana@example.com");
    expect(emailSchema.safeParse("not-an-email").success).toBe(false);
  });
});
