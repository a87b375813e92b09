import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Connect, type Plugin, type ProxyOptions, type UserConfig } from "vite";
import { brotliBytes, precompressAssets } from "./src/build/precompress-assets";
import type { Language } from "@sondar/core/i18n/languages";
import { checkEntryBundle, RESPONDENT_RULES, SITE_RULES, type EntryRules } from "./src/respondent/check-entry-bundle";
import type * as SiteEntryModule from "./src/site/render-site-page";
import { pickSiteTranslations, siteTranslationPath } from "./src/site/site-translations";

type SiteEntry = typeof SiteEntryModule;

const api = process.env.SONDAR_API_URL ?? "http://localhost:3000";

/**
 * The API behind the dev server. The API refuses writes from origins other than its own (it
 * checks Origin), so a write from a page this dev server served is passed on as from the API's.
 */
const apiProxy: ProxyOptions = {
  target: api,
  configure: (proxy) => {
    proxy.on("proxyReq", (proxyReq, req) => {
      if (req.headers.origin === `http://${req.headers.host}`) proxyReq.setHeader("origin", new URL(api).origin);
    });
  },
};

/** The public survey paths and the draft preview; the server answers them with survey.html, and so does the dev server. */
const SURVEY_PAGE = /^\/(?:(?:embed\/)?(?:survey|s)|preview)\/[^/?#]+\/?(?:[?#].*)?$/;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * After a build, writes Brotli and gzip copies of the assets for the server to send, then prints
 * the Brotli size of what the entry loads for its first paint and of its lazy chunks, and fails
 * on the entry's rules in check-entry-bundle.ts (the respondent page: no dashboard code, dnd-kit
 * only in a lazy chunk; the public site: no app code, the menus lazy; each within its budget).
 */
function precompressAndReport(entryName: string, label: string, rules: EntryRules): Plugin {
  return {
    name: "sondar:precompress-and-report",
    apply: "build",
    enforce: "post",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.resolve(import.meta.dirname, "dist");
      await precompressAssets(outDir);
      const sizes = new Map<string, number>();
      await Promise.all(
        Object.values(bundle).map(async (file) => {
          if (!/\.(?:js|css)$/.test(file.fileName)) return;
          const copy = path.join(outDir, `${file.fileName}.br`);
          const size = existsSync(copy)
            ? statSync(copy).size
            : await brotliBytes(file.type === "chunk" ? file.code : file.source);
          sizes.set(file.fileName, size);
        }),
      );
      const check = checkEntryBundle(
        bundle,
        entryName,
        (fileName) => sizes.get(fileName) ?? 0,
        (id) => path.relative(process.cwd(), id),
        rules,
      );
      if (!check) return;
      if (check.problems.length > 0) this.error(check.problems.join("\n"));
      const { initial, lazy } = check;
      this.info(
        `${label} first paint: ${kb(initial.jsBytes + initial.cssBytes)} KB Brotli of a ${kb(rules.budgetBytes)} KB budget ` +
          `(js ${kb(initial.jsBytes)} KB, css ${kb(initial.cssBytes)} KB); ` +
          `lazy chunks: ${kb(lazy.jsBytes + lazy.cssBytes)} KB Brotli (${lazy.files.map((file) => path.basename(file)).join(", ") || "none"})`,
      );
    },
  };
}

/** Serves survey.html for the public survey paths in dev and preview, as the server does in production. */
function surveyPageFallback(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    if (req.method === "GET" && req.url && SURVEY_PAGE.test(req.url) && req.headers.accept?.includes("text/html")) {
      req.url = "/survey.html";
    }
    next();
  };
  return {
    name: "sondar:survey-page-fallback",
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/** The public site's pages, rendered by its server entry in dev as the server does in production. */
function sitePagesInDev(): Plugin {
  return {
    name: "sondar:site-pages-in-dev",
    apply: "serve",
    configureServer: (server) =>
      void server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? "/", "http://dev").pathname;
        if (req.method !== "GET" || !req.headers.accept?.includes("text/html") || !SITE_PAGE.test(pathname)) return next();
        void (async () => {
          const template = await server.transformIndexHtml(
            req.url ?? "/",
            readFileSync(path.resolve(import.meta.dirname, "site.html"), "utf8"),
          );
          const entry = (await server.ssrLoadModule("/src/site/render-site-page.tsx")) as SiteEntry;
          const config = { ...DEV_CONFIG, publicUrl: `http://${req.headers.host ?? "localhost:5173"}` };
          const page = entry.renderSitePage({ pathname, config, template });
          res.statusCode = page.status;
          res.setHeader("Content-Type", "text/html; charset=utf-8");
          res.end(page.html);
        })().catch(next);
      }),
  };
}

/**
 * The public site's words per language, `locales/{language}/site.json`: the keys its pages use,
 * picked from the app's translation files. The site's build writes them (the server serves them
 * from dist/); the dev server answers them from the source files
 * (docs/decisions/150-site-translations-of-its-own.md).
 */
function siteTranslations(emit: boolean): Plugin {
  const localesDir = path.resolve(import.meta.dirname, "locales");
  // One folder per language (core's list; the config cannot load core's TypeScript).
  const languages = readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name as Language);
  const read = (language: Language) =>
    JSON.stringify(
      pickSiteTranslations(
        JSON.parse(readFileSync(path.join(localesDir, language, "translation.json"), "utf8")) as Record<string, unknown>,
      ),
    );
  return {
    name: "sondar:site-translations",
    generateBundle() {
      if (!emit) return;
      for (const language of languages) {
        this.emitFile({ type: "asset", fileName: siteTranslationPath(language).slice(1), source: read(language) });
      }
    },
    configureServer: (server) =>
      void server.middlewares.use((req, res, next) => {
        const language = languages.find((candidate) => req.url?.split("?")[0] === siteTranslationPath(candidate));
        if (!language) return next();
        res.setHeader("Content-Type", "application/json; charset=utf-8");
        res.end(read(language));
      }),
  };
}

/** The public-site addresses in dev: the pages of docs/product/public-site.md, with or without a language. */
const SITE_PAGE =
  /^(?:\/(?:es|fr|de|pt))?(?:\/|\/(?:blog|docs|support|contact|privacy|terms|typeform-alternative)(?:\/[a-z0-9-]+)?)?\/?$/;
const DEV_CONFIG = {
  productName: "Sondar",
  supportEmail: "support@sondar.local",
  googleSignIn: false,
  devMailbox: true,
  chatWidgetUrl: null,
};

/** Where each of the three builds writes: the app and survey pages, the public site, the site's server entry. */
function buildFor(mode: string, isSsrBuild: boolean | undefined): UserConfig["build"] {
  if (isSsrBuild) return { outDir: "dist-server", emptyOutDir: true, sourcemap: false, copyPublicDir: false };
  // The public site is a build of its own, after the app's: it shares no chunk with the app or the
  // respondent page (docs/decisions/100-public-site-rendered-on-the-server.md).
  if (mode === "site") {
    return {
      outDir: "dist",
      emptyOutDir: false,
      sourcemap: false,
      rolldownOptions: { input: { site: path.resolve(import.meta.dirname, "site.html") } },
    };
  }
  return {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    // Every browser we support preloads modules itself; one without it fetches a lazy chunk's
    // imports as it runs them. The polyfill would weigh on the respondent's first paint (decision 052).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two pages: the app shell, and the respondent page with only what answering a survey needs.
      input: {
        main: path.resolve(import.meta.dirname, "index.html"),
        survey: path.resolve(import.meta.dirname, "survey.html"),
      },
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    surveyPageFallback(),
    sitePagesInDev(),
    ...(isSsrBuild ? [] : [siteTranslations(mode === "site")]),
    ...(isSsrBuild
      ? []
      : mode === "site"
        ? [precompressAndReport("site", "public site", SITE_RULES)]
        : [precompressAndReport("survey", "respondent", RESPONDENT_RULES)]),
  ],
  // The server entry is bundled with our own code (core's TypeScript included); packages stay
  // outside, except the icon set and Radix: by their index they load every icon and primitive
  // into the server (~25 MB RSS at the first public page); bundled, only the ones the site uses
  // (docs/decisions/274-load-rare-modules-on-first-use.md).
  ssr: { noExternal: ["@sondar/core", "lucide-react", "radix-ui", /^@radix-ui\//] },
  build: buildFor(mode, isSsrBuild),
  server: {
    port: 5173,
    proxy: { "/api": apiProxy, "/locales": api },
  },
}));
