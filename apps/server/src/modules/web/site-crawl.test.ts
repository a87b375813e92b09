// The public site as a crawler reads it: plain HTTP, no JavaScript, through the server's routes
// and the site's real server entry (docs/product/public-site.md#what-every-page-carries).
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES } from "@sondar/core/i18n/languages";
import { SITE_PAGES, parseSitePath, sitePath } from "@sondar/core/site/site-paths";
import { decodeHTML } from "entities";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PublicConfig } from "@sondar/core/site/public-config";
import { webRoutes } from "./web-routes";

const webDir = path.resolve(import.meta.dirname, "../../../../web");
const PUBLIC_URL = "https://surveys.example";
const config: PublicConfig = {
  productName: "Sondar",
  supportEmail: "support@sondar.local",
  publicUrl: PUBLIC_URL,
  googleSignIn: false,
  devMailbox: false,
  chatWidgetUrl: null,
};

// Under apps/web, so the built entry finds its packages (React, i18next, marked) as in production.
mkdirSync(path.join(webDir, ".tmp"), { recursive: true });
const root = mkdtempSync(path.join(webDir, ".tmp", "site-crawl-"));
let app: ReturnType<typeof webRoutes>;

beforeAll(async () => {
  // The site's server entry built as `npm run build` builds it; the page template is site.html.
  const { build } = await import("vite");
  await build({
    root: webDir,
    configFile: path.join(webDir, "vite.config.ts"),
    mode: "production",
    logLevel: "silent",
    build: { ssr: "src/site/render-site-page.tsx", outDir: path.join(root, "dist-server"), emptyOutDir: true },
  });
  mkdirSync(path.join(root, "dist"));
  copyFileSync(path.join(webDir, "site.html"), path.join(root, "dist", "site.html"));
  writeFileSync(path.join(root, "dist", "index.html"), "<html><body>app shell</body></html>");
  app = webRoutes({ webDistDir: path.join(root, "dist"), localesDir: path.join(webDir, "locales"), publicConfig: config });
}, 120_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const attribute = (html: string, tag: string, key: string, name: string, value: string) =>
  decodeHTML(new RegExp(`<${tag} ${key}="${name}" ${value}="([^"]*)"`).exec(html)?.[1] ?? "");

/** What a crawler takes from a page: head tags, the first heading and the main text. */
function read(html: string) {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  const text = (markup: string) =>
    decodeHTML(markup.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]*>/g, " "))
      .replace(/\s+/g, " ")
      .trim();
  return {
    lang: /<html lang="([^"]*)"/.exec(html)?.[1],
    title: decodeHTML(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    description: attribute(html, "meta", "name", "description", "content"),
    canonical: attribute(html, "link", "rel", "canonical", "href"),
    robots: attribute(html, "meta", "name", "robots", "content"),
    og: Object.fromEntries(
      ["type", "title", "description", "url", "locale", "site_name"].map((key) => [
        key,
        attribute(html, "meta", "property", `og:${key}`, "content"),
      ]),
    ),
    h1: text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ""),
    mainText: text(main),
  };
}

describe("the public site to a crawler", () => {
  it("lists every page of core's site paths in every language, and the articles, in sitemap.xml", async () => {
    const sitemap = await (await app.request("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? "").replace(PUBLIC_URL, ""));
    for (const language of LANGUAGES) {
      for (const page of SITE_PAGES) expect(listed).toContain(sitePath(language, page));
    }
    const articles = listed.filter((address) => parseSitePath(address)?.page === "article");
    expect(articles.length).toBeGreaterThanOrEqual(LANGUAGES.length * 11);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("answers every public address in every language with its own title, description, canonical, Open Graph and main text", async () => {
    const sitemap = await (await app.request("/sitemap.xml")).text();
    const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? "").replace(PUBLIC_URL, ""));
    const titles = new Map<string, string>();
    const mainTexts = new Map<string, string>();
    for (const address of addresses) {
      const res = await app.request(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get("content-type"), address).toContain("text/html");
      const page = read(await res.text());
      const location = parseSitePath(address);
      expect(page.lang, address).toBe(location?.language);
      expect(page.title, address).not.toBe("");
      expect(page.title, address).not.toBe("Sondar");
      // Own title within its language ("Blog | Sondar" may be the same word in two languages).
      const titleKey = `${location?.language} ${page.title}`;
      expect(titles.get(titleKey), `${address} has the title of ${titles.get(titleKey)}`).toBeUndefined();
      titles.set(titleKey, address);
      expect(page.description.length, address).toBeGreaterThan(50);
      expect(page.description.length, address).toBeLessThanOrEqual(160);
      expect(page.canonical, address).toBe(PUBLIC_URL + address);
      expect(page.robots, address).toBe("");
      expect(page.og, address).toEqual({
        type: location?.page === "article" ? "article" : "website",
        title: page.title,
        description: page.description,
        url: PUBLIC_URL + address,
        locale: expect.stringMatching(new RegExp(`^${location?.language}_[A-Z]{2}$`)),
        site_name: "Sondar",
      });
      expect(page.h1, address).not.toBe("");
      expect(page.mainText, address).toContain(page.h1);
      // The page's own text, not a shell: more than its heading, at least a sentence's worth.
      expect(page.mainText.split(" ").length - page.h1.split(" ").length, address).toBeGreaterThanOrEqual(8);
      mainTexts.set(address, page.mainText);
    }
    // Each language's page says it in its own words (articles keep their English body, not their frame).
    for (const page of SITE_PAGES) {
      const texts = new Set(LANGUAGES.map((language) => mainTexts.get(sitePath(language, page))));
      expect(texts.size, page).toBe(LANGUAGES.length);
    }
  });

  it("answers an unknown address, in any language, and an unknown article 404, marked noindex and without a canonical", async () => {
    for (const address of ["/no-such-page", "/es/no-such-page", "/de/blog/no-such-article", "/blog/no-such-article"]) {
      const res = await app.request(address);
      expect(res.status, address).toBe(404);
      const page = read(await res.text());
      expect(page.robots, address).toBe("noindex");
      expect(page.canonical, address).toBe("");
      expect(page.h1, address).not.toBe("");
    }
  });
});
