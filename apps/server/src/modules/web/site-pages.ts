import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ContactPageState } from "@sondar/core/site/contact-form";
import type { PublicConfig } from "@sondar/core/site/public-config";

/** What the web app's server entry (apps/web/src/site/render-site-page.tsx, built into dist-server/) exports. */
export interface SiteRenderer {
  renderSitePage(input: { pathname: string; config: PublicConfig; template: string; contact?: ContactPageState }): {
    status: 200 | 404;
    html: string;
  };
  renderSitemap(publicUrl: string): string;
  renderRobots(publicUrl: string): string;
}

interface Build {
  /** The build's identity: both files' modification times. */
  stamp: string;
  renderer: SiteRenderer;
  template: string;
  pages: Map<string, { status: 200 | 404; html: string }>;
  /** The day (UTC) the kept pages were rendered: the legal pages show it as 'Last updated'. */
  day: string;
}

/**
 * The public pages, rendered by the web app's server entry from the built site.html template.
 * The entry is loaded again after a rebuild (a new file modification time), and a found page once
 * rendered is kept until then or the next day (UTC); 404 pages are rendered each time, so made-up addresses cannot fill
 * the memory. Nothing when the site is not built: the app shell then answers.
 */
export function createSitePages(webDistDir: string, config: PublicConfig) {
  const templatePath = path.join(webDistDir, "site.html");
  const entryPath = path.join(path.dirname(webDistDir), "dist-server", "render-site-page.js");
  let current: Build | undefined;

  async function load(): Promise<Build | undefined> {
    if (!existsSync(templatePath) || !existsSync(entryPath)) return undefined;
    const entryTime = statSync(entryPath).mtimeMs;
    const stamp = `${entryTime}:${statSync(templatePath).mtimeMs}`;
    if (current?.stamp === stamp) return current;
    // The query makes Node load a rebuilt entry as a new module instead of its cached one.
    const renderer = (await import(`${pathToFileURL(entryPath).href}?v=${entryTime}`)) as SiteRenderer;
    current = { stamp, renderer, template: readFileSync(templatePath, "utf8"), pages: new Map(), day: "" };
    return current;
  }

  return {
    renderer: async () => (await load())?.renderer,
    /** The page at `pathname`, with its status. */
    async render(pathname: string) {
      const build = await load();
      if (!build) return undefined;
      const day = new Date().toISOString().slice(0, 10);
      if (build.day !== day) {
        build.pages.clear();
        build.day = day;
      }
      const cached = build.pages.get(pathname);
      if (cached) return cached;
      const page = build.renderer.renderSitePage({ pathname, config, template: build.template });
      if (page.status === 200) build.pages.set(pathname, page);
      return page;
    },
    /** The contact page showing what became of a form posted to it; never kept, it holds what was typed. */
    async renderContact(pathname: string, contact: ContactPageState) {
      const build = await load();
      return build?.renderer.renderSitePage({ pathname, config, template: build.template, contact });
    },
  };
}
