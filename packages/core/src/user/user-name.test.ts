import { describe, expect, it } from "vitest";
import {
  getMailGreetingName,
  getUserNameProblem,
  getUserNameProblemOfMessage,
  toUserName,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MESSAGES,
  userNameSchema,
} from "./user-name";

describe("a user's name", () => {
  it("is required, at most 100 characters and one line", () => {
    expect(getUserNameProblem("  ")).toBe("name_required");
    expect(getUserNameProblem("a".repeat(USER_NAME_MAX_LENGTH))).toBeNull();
    expect(getUserNameProblem(` ${"a".repeat(USER_NAME_MAX_LENGTH)} `)).toBeNull();
    expect(getUserNameProblem("a".repeat(USER_NAME_MAX_LENGTH + 1))).toBe("name_too_long");
    expect(getUserNameProblem("x".repeat(200_000))).toBe("name_too_long");
    for (const name of ["Ana\nLima", "Ana\r\nLima", "Ana\tLima", "Ana\u2028Lima", "Ana\u202ELima", "Ana\u0000"]) {
      expect(getUserNameProblem(name)).toBe("name_not_one_line");
    }
    // Names of every script, with their joiners and marks, are fine.
    for (const name of ["José Ñúñez", "Zoë O'Brien-Smith", "李小龍", "محمد‌رضا", "J. R. R. Tolkien"]) {
      expect(getUserNameProblem(name)).toBeNull();
    }
  });

  it("is parsed trimmed, with the problem's message", () => {
    expect(userNameSchema.parse("  Ana  ")).toBe("Ana");
    const result = userNameSchema.safeParse("a".repeat(101));
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(["Name must be at most 100 characters"]);
  });

  it("from a provider's profile is made to fit", () => {
    expect(toUserName("  Ana\n\nLima\u202E ")).toBe("Ana Lima");
    expect(toUserName("é".repeat(300))).toBe("é".repeat(100));
    expect(getUserNameProblem(toUserName("x\n".repeat(500)))).toBeNull();
  });

  it("goes into a mail greeting only when it cannot read as a link", () => {
    expect(getMailGreetingName(" Ana Lima ")).toBe("Ana Lima");
    expect(getMailGreetingName("J. R. R. Tolkien")).toBe("J. R. R. Tolkien");
    for (const name of [
      "Claim your prize at https://evil.example/x",
      "www.evil.example",
      "evil.example",
      "Visit EVIL.COM now",
      "mail me at x@evil.example",
      "Ana\nhttps://evil.example",
      "a".repeat(101),
      "",
      null,
    ]) {
      expect(getMailGreetingName(name)).toBeNull();
    }
  });
});

describe("a server's refusal of a name", () => {
  it("names its problem by the rule's message, and nothing for any other message", () => {
    expect(getUserNameProblemOfMessage(USER_NAME_MESSAGES.name_too_long)).toBe("name_too_long");
    expect(getUserNameProblemOfMessage(USER_NAME_MESSAGES.name_not_one_line)).toBe("name_not_one_line");
    expect(getUserNameProblemOfMessage("Something else")).toBeNull();
    expect(getUserNameProblemOfMessage(undefined)).toBeNull();
  });
});
