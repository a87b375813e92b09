import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "./i18n";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the app's language", () => {
  it("is the one the address asks for (?lang=), over an earlier choice, and is kept for the next pages", async () => {
    localStorage.setItem("i18nextLng", "fr");
    window.history.replaceState(null, "", "/register?plan=monthly&lang=de");
    const fetched: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        fetched.push(url);
        return Promise.resolve(new Response("{}", { headers: { "Content-Type": "application/json" } }));
      }),
    );
    await initI18n();
    expect(i18n.language).toBe("de");
    expect(fetched).toContain("/locales/de/translation.json");
    expect(localStorage.getItem("i18nextLng")).toBe("de");
  });
});
