import { describe, expect, it } from "vitest";
import { isAppPagePath } from "./app-page-paths";
import { parseSitePath, siteAlternates, siteLanguageOf, sitePath } from "./site-paths";

describe("public site addresses", () => {
  it("reads English without a prefix and the other languages under theirs", () => {
    expect(parseSitePath("/")).toEqual({ language: "en", page: "landing" });
    expect(parseSitePath("/es")).toEqual({ language: "es", page: "landing" });
    expect(parseSitePath("/de/")).toEqual({ language: "de", page: "landing" });
    expect(parseSitePath("/blog")).toEqual({ language: "en", page: "blog" });
    expect(parseSitePath("/fr/privacy/")).toEqual({ language: "fr", page: "privacy" });
    expect(parseSitePath("/pt/typeform-alternative")).toEqual({ language: "pt", page: "typeform-alternative" });
    expect(parseSitePath("/blog/nps-surveys-guide")).toEqual({ language: "en", page: "article", slug: "nps-surveys-guide" });
    expect(parseSitePath("/es/blog/nps-surveys-guide")).toEqual({ language: "es", page: "article", slug: "nps-surveys-guide" });
  });

  it("is null for anything else, the English prefix included", () => {
    for (const path of [
      "/en",
      "/en/blog",
      "/it/blog",
      "/landing",
      "/blog/Bad_Slug",
      "/blog/a/b",
      "//blog",
      "/blog//",
      "/dashboard",
      "/es/login",
      "/privacy/x",
      "",
    ]) {
      expect(parseSitePath(path), path).toBeNull();
    }
  });

  it("writes back what it reads, in every language", () => {
    for (const location of [
      { language: "en", page: "landing" },
      { language: "pt", page: "landing" },
      { language: "fr", page: "docs" },
      { language: "es", page: "article", slug: "survey-timing-frequency" },
    ] as const) {
      const slug = location.page === "article" ? location.slug : undefined;
      expect(parseSitePath(sitePath(location.language, location.page, slug))).toEqual(location);
    }
    expect(siteAlternates({ language: "de", page: "blog" }).map((a) => a.path)).toEqual([
      "/blog",
      "/es/blog",
      "/fr/blog",
      "/de/blog",
      "/pt/blog",
    ]);
  });
});

describe("app page addresses", () => {
  it("are the sign-in and signed-in pages, nothing else", () => {
    for (const path of [
      "/login",
      "/register",
      "/dashboard/",
      "/surveys/new",
      "/surveys/abc/edit",
      "/billing/local/portal",
      "/dev/mailbox",
      "/preview/abc",
    ]) {
      expect(isAppPagePath(path), path).toBe(true);
    }
    for (const path of ["/", "/blog", "/surveys", "/surveys/abc", "/nope", "/dashboard/x", "/preview", "/preview/a/b"]) {
      expect(isAppPagePath(path), path).toBe(false);
    }
  });
});

describe("siteLanguageOf", () => {
  it("reads the language of any address by its prefix, a page's or not, and English without one", () => {
    expect(siteLanguageOf("/de/nope")).toBe("de");
    expect(siteLanguageOf("/pt/blog/no-such-article")).toBe("pt");
    expect(siteLanguageOf("/es")).toBe("es");
    expect(siteLanguageOf("/fr/")).toBe("fr");
    expect(siteLanguageOf("/nope")).toBe("en");
    expect(siteLanguageOf("/deutsch/nope")).toBe("en");
    expect(siteLanguageOf("/en/nope")).toBe("en");
    expect(siteLanguageOf("/")).toBe("en");
  });
});
