import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import {
  FALLBACK_LANGUAGE,
  isLanguage,
  languageOfAddress,
  PAGE_LANGUAGE_PARAM,
  type Language,
} from "@sondar/core/i18n/languages";
import { isAppPagePath } from "@sondar/core/site/app-page-paths";
import { CONTACT_PAGE_PATHS, readContactValues, type ContactReply } from "@sondar/core/site/contact-form";
import { parseSitePath, sitePath } from "@sondar/core/site/site-paths";
import { Hono, type Context } from "hono";
import { findDatabaseUnavailable } from "../../db/database-unavailable";
import { acceptedLanguages, preferredLanguage } from "../../lib/preferred-language";
import type { ClientIpVariables } from "../../middleware/client-ip";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../middleware/error-reply";
import { embedSurveyData, writeSurveyHead } from "../public-surveys/survey-page-html";
import { matchesEtag, type SurveyPageCache } from "../public-surveys/survey-page-cache";
import type { PublicSurvey } from "@sondar/core/respondent/public-survey-replies";
import { pickSurveyLanguage, surveyLanguages, translateSurvey } from "@sondar/core/surveys/survey-translations";
import type { PublicConfig } from "@sondar/core/site/public-config";
import { createSitePages } from "./site-pages";
import type { Logger } from "../../lib/logger";

/** The four addresses of the respondent screen (docs/product/respondent.md#addresses). */
const SURVEY_PAGE_PATHS = ["/survey/:shareId", "/s/:shareId", "/embed/survey/:shareId", "/embed/s/:shareId"];
/** The respondent screen on an editor's unsaved draft. */
const PREVIEW_PAGE_PATH = "/preview/:surveyId";

/**
 * Translation files, built assets with long caching, the respondent page with its survey
 * embedded, and the app shell for every other path.
 */
export function webRoutes({
  webDistDir,
  localesDir,
  surveyPages,
  now = () => new Date(),
  publicConfig,
  contactForm,
  logger,
}: {
  webDistDir: string;
  localesDir: string;
  /** Published surveys' rendered pages (public-surveys/survey-page-cache.ts). */
  surveyPages?: SurveyPageCache;
  /** The time a page's start token is made at. */
  now?: () => Date;
  /** The settings the public pages are rendered with (the same as GET /api/config). */
  publicConfig: PublicConfig;
  /** Takes a contact form from a client address, as POST /api/contact does. */
  contactForm?: (clientIp: string, body: Record<string, unknown>) => Promise<{ status: 200 | 400 | 429; reply: ContactReply }>;
  /** Where the site renderer's own output goes (site-renderer-process.ts); dropped when absent. */
  logger?: Pick<Logger, "info" | "warn">;
}) {
  const app = new Hono<{ Variables: ClientIpVariables }>();
  const site = createSitePages(webDistDir, publicConfig, (line, stream) =>
    stream === "stderr"
      ? logger?.warn({ line }, "site renderer wrote to stderr")
      : logger?.info({ line }, "site renderer wrote to stdout"),
  );

  app.get("/robots.txt", async (c) => {
    const robots = await site.robots();
    if (robots === undefined) return c.text("Not found", 404);
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(robots);
  });
  app.get("/sitemap.xml", async (c) => {
    const sitemap = await site.sitemap();
    if (sitemap === undefined) return c.text("Not found", 404);
    c.header("Cache-Control", "public, max-age=3600");
    return c.body(sitemap, 200, { "Content-Type": "application/xml; charset=utf-8" });
  });

  // The app's words (translation.json) from the locales, the public site's (site.json, the keys its
  // pages use) from the site's build (docs/decisions/150-site-translations-of-its-own.md).
  const translationFiles: Record<string, string> = {
    "translation.json": localesDir,
    "site.json": path.join(webDistDir, "locales"),
  };
  // The contact form posted to its page by a browser without JavaScript: the same service as
  // POST /api/contact, answered with the page showing the outcome (app.ts runs the API's checks
  // first; docs/decisions/153-contact-form-without-javascript.md).
  if (contactForm) {
    for (const pagePath of CONTACT_PAGE_PATHS) {
      app.post(pagePath, async (c) => {
        const posted = Object.fromEntries(
          Object.entries(await c.req.parseBody()).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        );
        const language = parseSitePath(pagePath)?.language;
        const { status, reply } = await contactForm(c.get("clientIp"), { ...posted, language });
        const state = "ok" in reply ? { sent: true as const } : { values: readContactValues(posted), errors: reply.errors };
        const page = await site.renderContact(pagePath, state);
        if (!page) return c.text("The public site is not built yet. Run `npm run build`.", 503);
        c.header("Cache-Control", "no-store");
        return c.html(page.html, status);
      });
    }
  }

  app.get("/locales/:lng/:file", async (c) => {
    const lng = c.req.param("lng");
    const file = c.req.param("file");
    const dir = Object.hasOwn(translationFiles, file) ? translationFiles[file] : undefined;
    if (!isLanguage(lng) || !dir) return c.json({ error: "Not found" }, 404);
    const body = await readFile(path.join(dir, lng, file), "utf8").catch(() => null);
    if (body === null) return c.json({ error: "Not found" }, 404);
    c.header("Cache-Control", "public, max-age=300");
    return c.body(body, 200, { "Content-Type": "application/json; charset=utf-8" });
  });

  const root = path.relative(process.cwd(), webDistDir) || ".";
  // The build writes Brotli and gzip copies next to the files (docs/decisions/052-respondent-weight.md):
  // a browser that takes one gets it as it is, with its Content-Encoding, and nothing is
  // compressed per request.
  const files = serveStatic({ root, precompressed: true });
  // Only paths that name a file go to the disk; page paths fall through to the app shell.
  app.use("*", async (c, next) => {
    if (!path.extname(c.req.path) || c.req.path.startsWith("/api/")) return next();
    const res = await files(c, next);
    if (!res || res.status !== 200) return res;
    const headers = new Headers(res.headers);
    // Built assets carry a content hash in their name, so they never change.
    if (c.req.path.startsWith("/assets/")) headers.set("Cache-Control", "public, max-age=31536000, immutable");
    // The plain file too: a cache must not hand it to a browser that would take a compressed copy.
    if (!/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(headers.get("Vary") ?? "")) headers.append("Vary", "Accept-Encoding");
    return new Response(res.body, { status: res.status, headers });
  });

  /**
   * The respondent page's words in the visitor's language (the address's `?lang=`, else
   * Accept-Language), written into the
   * page: the page's code carries English only (docs/decisions/052-respondent-weight.md).
   */
  const respondentMessages = async (language: Language) => {
    if (language === FALLBACK_LANGUAGE) return undefined;
    const text = await readFile(path.join(localesDir, language, "translation.json"), "utf8").catch(() => null);
    const messages = text === null ? undefined : (JSON.parse(text) as { respondent?: unknown }).respondent;
    return messages === undefined ? undefined : { language, messages };
  };

  const indexPath = path.join(webDistDir, "index.html");
  const surveyPagePath = path.join(webDistDir, "survey.html");
  const readSurveyHtml = () => (existsSync(surveyPagePath) ? readFileSync(surveyPagePath, "utf8") : undefined);
  /** The visitor's language: the address's `?lang=`, else Accept-Language. */
  const languageOf = (c: Context) => languageOfAddress(new URL(c.req.url).search) ?? preferredLanguage(c.req.raw.headers);
  const surveyPageHeaders = (c: Context) => {
    // The words follow the browser's languages, so caches must keep one page per header. Named
    // here with Accept-Encoding (compression), so compress() need not add it once the answer is
    // made: that would rebuild the answer around a stream, at several times the cost.
    c.header("Vary", "Accept-Language, Accept-Encoding", { append: true });
    // Respondents' pages are never indexed (the page says so too).
    c.header("X-Robots-Tag", "noindex");
  };
  /**
   * The page's language: a survey in several languages speaks the one its texts are shown in
   * (the address's, else the first of Accept-Language's it has, else its default; the page's
   * script picks the same), any other page the visitor's (docs/decisions/240-survey-translations.md).
   */
  const pageLanguage = (c: Context, survey?: PublicSurvey): Language => {
    const search = new URL(c.req.url).search;
    if (survey && surveyLanguages(survey).length > 1) {
      return pickSurveyLanguage({
        param: new URLSearchParams(search).get(PAGE_LANGUAGE_PARAM),
        browserLanguages: acceptedLanguages(c.req.raw.headers),
        available: surveyLanguages(survey),
        defaultLanguage: survey.settings.defaultLanguage,
      });
    }
    return languageOf(c);
  };
  /**
   * What the page's language may depend on, as the survey page cache's key: the address's
   * `?lang=` and the supported languages the browser accepts, in its order. The language itself
   * needs the survey (pageLanguage), which the cache reads once for all of them.
   */
  const languageKey = (c: Context): string => {
    const param = new URLSearchParams(new URL(c.req.url).search).get(PAGE_LANGUAGE_PARAM) ?? "";
    const accepted = acceptedLanguages(c.req.raw.headers)
      .map((tag) => tag.slice(0, 2).toLowerCase())
      .filter((tag, i, all) => isLanguage(tag) && all.indexOf(tag) === i);
    return `${isLanguage(param) ? param : ""}|${accepted.join(",")}`;
  };
  // The preview of an editor's draft: the same page with no survey in it, as the page asks the
  // editor's tab for the draft (docs/decisions/113-preview-unsaved-drafts.md).
  app.get(PREVIEW_PAGE_PATH, async (c, next) => {
    const html = readSurveyHtml();
    if (!html) return next();
    c.header("Cache-Control", "no-store");
    surveyPageHeaders(c);
    return c.html(embedSurveyData(html, { preview: true }, await respondentMessages(languageOf(c))));
  });
  // The respondent entry (survey.html) when it is built, with the survey in a JSON script so the
  // page shows without a second request; without that entry the app shell serves it. A published
  // survey's page comes from the cache of rendered pages with a fresh start token in it, and a
  // browser that has this version already gets a 304 (docs/decisions/268-survey-page-cache.md).
  for (const pagePath of SURVEY_PAGE_PATHS) {
    app.get(pagePath, async (c, next) => {
      if (!surveyPages || !existsSync(surveyPagePath)) return next();
      surveyPageHeaders(c);
      // Each body carries its own start token, which a shared cache would hand to other
      // respondents: only the browser keeps it, and asks whether it is still current.
      c.header("Cache-Control", "private, no-cache");
      const language = languageOf(c);
      let found: Awaited<ReturnType<SurveyPageCache["page"]>>;
      try {
        found = await surveyPages.page(c.req.param("shareId") ?? "", languageKey(c), async (data) => {
          const html = readSurveyHtml() ?? "";
          const shown = pageLanguage(c, data.survey);
          // The head (the tab's title, a link preview) in the language the page shows the survey in.
          const head = writeSurveyHead(html, translateSurvey(data.survey, shown), shown);
          return embedSurveyData(head, data, await respondentMessages(shown));
        });
      } catch (error) {
        if (!findDatabaseUnavailable(error)) throw error;
        // The respondent's page, not the API's JSON: it shows it is waiting and asks again by itself.
        c.header("Cache-Control", "no-store");
        c.header("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
        return c.html(embedSurveyData(readSurveyHtml() ?? "", { error: "unavailable" }, await respondentMessages(language)), 503);
      }
      // An unknown or unpublished survey: the page says so, and the status tells crawlers and checkers.
      if (!found) {
        c.header("Cache-Control", "no-store");
        return c.html(embedSurveyData(readSurveyHtml() ?? "", { error: "not_found" }, await respondentMessages(language)), 404);
      }
      c.header("ETag", found.etag);
      if (matchesEtag(c.req.header("If-None-Match"), found.etag)) return c.body(null, 304);
      return c.html(found.body(now()));
    });
  }
  // What no route answers: a page path gets its page, anything else a 404. It is the app's
  // not-found handler rather than a route on "*", so it never answers before another module's
  // route, whatever the order they are mounted in (route-order.test.ts).
  const pageFallback = async (c: Context) => {
    if (c.req.path.startsWith("/api/")) return c.json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return c.text("Not found", 404);
    // A missing file is a 404: answering it with the app shell would hand HTML to a <script>.
    if (path.extname(c.req.path)) return c.text("Not found", 404);
    const location = parseSitePath(c.req.path);
    if (location) {
      // One address per page: `/blog/` is `/blog`.
      const canonical = sitePath(location.language, location.page, location.page === "article" ? location.slug : undefined);
      if (canonical !== c.req.path) return c.redirect(canonical + new URL(c.req.url).search, 301);
    }
    // Public pages and unknown addresses are rendered on the server (docs/product/public-site.md).
    if (!isAppPagePath(c.req.path)) {
      const page = await site.render(c.req.path);
      if (page) {
        c.header("Cache-Control", "no-cache");
        return c.html(page.html, page.status);
      }
    }
    // The app shell. Read on each request (it is small and cached by the OS) so a rebuild never
    // serves stale asset names. Without the site's build, it also answers the public pages.
    const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, "utf8") : undefined;
    if (!indexHtml) return c.text("The web app is not built yet. Run `npm run build`, or start with `npm start`.", 503);
    c.header("Cache-Control", "no-cache");
    // Sign-in, sign-up and the signed-in pages have nothing for a search index.
    if (isAppPagePath(c.req.path)) c.header("X-Robots-Tag", "noindex");
    return c.html(indexHtml);
  };
  app.notFound(pageFallback);

  // The app that mounts these routes makes the fallback its own not-found handler too: a mounted
  // group's own handler is not used.
  return Object.assign(app, { pageFallback });
}
