import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { ContactPageState } from "@sondar/core/site/contact-form";
import type { PublicConfig } from "@sondar/core/site/public-config";
import { siteRendererProcess, type SiteRendererOutput, type SiteRendererProcess } from "./site-renderer-process";

/** What the web app's server entry (apps/web/src/site/render-site-page.tsx, built into dist-server/) exports. */
export interface SiteRenderer {
  renderSitePage(input: { pathname: string; config: PublicConfig; template: string; contact?: ContactPageState }): {
    status: 200 | 404;
    html: string;
  };
  renderSitemap(publicUrl: string): string;
  renderRobots(publicUrl: string): string;
}

type SitePage = ReturnType<SiteRenderer["renderSitePage"]>;

/**
 * The renderer's process exits this long after its last page. Long enough for a visitor's or a
 * crawler's burst of pages, short enough that an idle server never holds it.
 */
export const SITE_RENDERER_IDLE_MS = 3_000;

interface Build {
  /** The build's identity: both files' modification times. */
  stamp: string;
  renderer: SiteRendererProcess;
  template: string;
  pages: Map<string, SitePage>;
  /** The day (UTC) the kept pages were rendered: the legal pages show it as 'Last updated'. */
  day: string;
  robots?: Promise<string>;
  sitemap?: Promise<string>;
}

/**
 * The public pages, rendered by the web app's server entry from the built site.html template, in
 * a process of its own that comes and goes (site-renderer-process.ts). A rebuilt entry (a new
 * file modification time) gets a new process, and a found page once rendered is kept until then
 * or the next day (UTC); 404 pages are rendered each time, so made-up addresses cannot fill the
 * memory. Nothing when the site is not built: the app shell then answers.
 */
export function createSitePages(
  webDistDir: string,
  config: PublicConfig,
  output: SiteRendererOutput,
  idleMs = SITE_RENDERER_IDLE_MS,
) {
  const templatePath = path.join(webDistDir, "site.html");
  const entryPath = path.join(path.dirname(webDistDir), "dist-server", "render-site-page.js");
  let current: Build | undefined;

  function load(): Build | undefined {
    if (!existsSync(templatePath) || !existsSync(entryPath)) return undefined;
    const stamp = `${statSync(entryPath).mtimeMs}:${statSync(templatePath).mtimeMs}`;
    if (current?.stamp === stamp) return current;
    current?.renderer.stop();
    current = {
      stamp,
      renderer: siteRendererProcess(entryPath, idleMs, output),
      template: readFileSync(templatePath, "utf8"),
      pages: new Map(),
      day: "",
    };
    return current;
  }

  const renderPage = (build: Build, input: Omit<Parameters<SiteRenderer["renderSitePage"]>[0], "template" | "config">) =>
    build.renderer.call("renderSitePage", [{ ...input, config, template: build.template }]) as Promise<SitePage>;

  /** A text that depends on the build only, asked of the renderer once per build; a failure is asked again. */
  const once = (build: Build, key: "robots" | "sitemap", method: "renderRobots" | "renderSitemap") => {
    const text = (build[key] ??= build.renderer.call(method, [config.publicUrl]) as Promise<string>);
    text.catch(() => {
      if (build[key] === text) build[key] = undefined;
    });
    return text;
  };

  return {
    /** robots.txt for the configured address; undefined when the site is not built. */
    robots: async () => {
      const build = load();
      return build && once(build, "robots", "renderRobots");
    },
    /** sitemap.xml for the configured address; undefined when the site is not built. */
    sitemap: async () => {
      const build = load();
      return build && once(build, "sitemap", "renderSitemap");
    },
    /** The page at `pathname`, with its status. */
    async render(pathname: string): Promise<SitePage | undefined> {
      const build = load();
      if (!build) return undefined;
      const day = new Date().toISOString().slice(0, 10);
      if (build.day !== day) {
        build.pages.clear();
        build.day = day;
      }
      const cached = build.pages.get(pathname);
      if (cached) return cached;
      const page = await renderPage(build, { pathname });
      if (page.status === 200) build.pages.set(pathname, page);
      return page;
    },
    /** The contact page showing what became of a form posted to it; never kept, it holds what was typed. */
    async renderContact(pathname: string, contact: ContactPageState): Promise<SitePage | undefined> {
      const build = load();
      return build && renderPage(build, { pathname, contact });
    },
  };
}
