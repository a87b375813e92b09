import { describe, expect, it } from "vitest";
import { isServerPath, safeReturnPath, signInPath } from "./return-path";

describe("the address to come back to after signing in", () => {
  it("takes a path of this site with its query", () => {
    expect(safeReturnPath("/settings?tab=account&confirmDelete=abc")).toBe("/settings?tab=account&confirmDelete=abc");
    expect(safeReturnPath("/api/account/data-export/t0k3n")).toBe("/api/account/data-export/t0k3n");
  });

  it("refuses what a browser could read as another site, and the sign-in pages themselves", () => {
    for (const value of [
      null,
      "",
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "/ok\\..\\x",
      "/a\nb",
      "javascript:alert(1)",
      "dashboard",
      "/login",
      "/login?next=/x",
      "/register",
      "/" + "a".repeat(2048),
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
    expect(safeReturnPath("/loginhelp")).toBe("/loginhelp");
  });

  it("round-trips through the sign-in page's address", () => {
    const path = "/settings?confirmDelete=a+b&x=1#top";
    const url = new URL(signInPath(path), "https://sondar.example");
    expect(url.pathname).toBe("/login");
    expect(safeReturnPath(url.searchParams.get("next"))).toBe(path);
  });

  it("tells server addresses from the app's pages", () => {
    expect(isServerPath("/api/account/data-export/x")).toBe(true);
    expect(isServerPath("/settings")).toBe(false);
  });
});
