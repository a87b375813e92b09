import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PublicConfig } from "@sondar/core/site/public-config";
import { webRoutes } from "./web-routes";

const root = mkdtempSync(path.join(os.tmpdir(), "sondar-site-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const config: PublicConfig = {
  productName: "Sondar",
  supportEmail: "support@sondar.local",
  publicUrl: "https://surveys.example",
  googleSignIn: false,
  devMailbox: false,
  chatWidgetUrl: null,
};

/**
 * A built web app in a folder of its own: the app shell, and, unless `withSite` is false, the
 * site template and a server entry that stands in for the real one (which apps/web tests):
 * it answers 200 for the public addresses it knows and 404 for the rest, and counts its renders.
 */
function builtWebApp(name: string, withSite = true) {
  const dist = path.join(root, name, "dist");
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, "index.html"), "<html><body>app shell</body></html>");
  if (withSite) {
    writeFileSync(
      path.join(dist, "site.html"),
      '<html lang="en"><head><!--site-head--></head><body><!--site-body--></body></html>',
    );
    mkdirSync(path.join(root, name, "dist-server"));
    writeFileSync(
      path.join(root, name, "dist-server", "render-site-page.js"),
      `const known = ["/", "/blog", "/es/blog", "/blog/nps-surveys-guide"];
export let renders = 0;
export function renderSitePage({ pathname, config, template }) {
  renders += 1;
  const status = known.includes(pathname) ? 200 : 404;
  const head = "<title>" + (status === 200 ? pathname : "Page not found") + " | " + config.productName + "</title>";
  return { status, html: template.replace("<!--site-head-->", head).replace("<!--site-body-->", "<main>text of " + pathname + " #" + renders + "</main>") };
}
export const renderSitemap = (publicUrl) => "<urlset><url><loc>" + publicUrl + "/blog</loc></url></urlset>";
export const renderRobots = (publicUrl) => "User-agent: *\\nSitemap: " + publicUrl + "/sitemap.xml\\n";
`,
    );
  }
  return webRoutes({ webDistDir: dist, localesDir: path.join(root, "locales"), publicConfig: config });
}

describe("public pages on the server", () => {
  const app = builtWebApp("site");

  it("answers each public address with its server-rendered page, and keeps it", async () => {
    for (const address of ["/", "/blog", "/es/blog", "/blog/nps-surveys-guide"]) {
      const res = await app.request(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      expect(html).toContain(`<title>${address} | Sondar</title>`);
      expect(html).toContain(`<main>text of ${address} #`);
    }
    // Rendered once: the second answer is the first page (same render number).
    const first = await (await app.request("/blog")).text();
    const second = await (await app.request("/blog")).text();
    expect(second).toBe(first);
  });

  it("answers an unknown address or article 404 with the not-found page, rendered each time", async () => {
    for (const address of ["/no-such-page", "/blog/no-such-article", "/es/nothing/here"]) {
      const res = await app.request(address);
      expect(res.status, address).toBe(404);
      expect(await res.text()).toContain("<title>Page not found | Sondar</title>");
    }
    const first = await (await app.request("/gone")).text();
    const second = await (await app.request("/gone")).text();
    expect(second).not.toBe(first);
  });

  it("sends a public address with a trailing slash to its one address", async () => {
    const res = await app.request("/es/blog/?ref=mail");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/es/blog?ref=mail");
  });

  it("answers the app's own pages with the app shell, kept out of search indexes", async () => {
    for (const address of [
      "/login",
      "/register",
      "/verify-email",
      "/dashboard",
      "/surveys/abc/edit",
      "/billing/local/checkout",
      "/settings",
    ]) {
      const res = await app.request(address);
      expect(res.status, address).toBe(200);
      expect(res.headers.get("x-robots-tag"), address).toBe("noindex");
      expect(await res.text()).toContain("app shell");
    }
    // The public pages are for indexes.
    expect((await app.request("/blog")).headers.get("x-robots-tag")).toBeNull();
  });

  it("serves the site's own translation files from its build, and the app's from the locales", async () => {
    const dist = path.join(root, "site", "dist");
    mkdirSync(path.join(dist, "locales", "es"), { recursive: true });
    writeFileSync(path.join(dist, "locales", "es", "site.json"), '{"site":{"blog":"Blog"}}');
    const res = await app.request("/locales/es/site.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await res.json()).toEqual({ site: { blog: "Blog" } });
    expect((await app.request("/locales/xx/site.json")).status).toBe(404);
    expect((await app.request("/locales/es/other.json")).status).toBe(404);
  });

  it("serves robots.txt and sitemap.xml for the configured address", async () => {
    const robots = await app.request("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers.get("content-type")).toContain("text/plain");
    expect(await robots.text()).toContain("Sitemap: https://surveys.example/sitemap.xml");
    const sitemap = await app.request("/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    expect(await sitemap.text()).toContain("<loc>https://surveys.example/blog</loc>");
  });

  it("loads a rebuilt server entry", async () => {
    const entry = path.join(root, "site", "dist-server", "render-site-page.js");
    writeFileSync(
      entry,
      `export const renderSitePage = () => ({ status: 200, html: "rebuilt" });
export const renderSitemap = () => ""; export const renderRobots = () => "";`,
    );
    const later = new Date(Date.now() + 60_000);
    utimesSync(entry, later, later);
    expect(await (await app.request("/blog")).text()).toBe("rebuilt");
  });
});

describe("without the site's build", () => {
  const app = builtWebApp("app-only", false);

  it("answers public and unknown addresses with the app shell, and has no robots.txt or sitemap", async () => {
    for (const address of ["/", "/blog", "/nowhere"]) {
      const res = await app.request(address);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("app shell");
    }
    expect((await app.request("/robots.txt")).status).toBe(404);
    expect((await app.request("/sitemap.xml")).status).toBe(404);
  });
});
