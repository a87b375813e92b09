import path from "node:path";
import { gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Connect, type Plugin } from "vite";

const api = process.env.SONDAR_API_URL ?? "http://localhost:3000";

/** The public survey paths; the server answers them with survey.html, and so does the dev server. */
const SURVEY_PAGE = /^\/(?:embed\/)?(?:survey|s)\/[^/?#]+\/?(?:[?#].*)?$/;

/** Code the respondent page must never load: the dashboard app and its heavy libraries. */
const NOT_FOR_RESPONDENTS =
  /\/src\/(?:features|app)\/|\/node_modules\/(?:react-router|@tanstack|radix-ui|@radix-ui|@dnd-kit|i18next|react-i18next|zod)\//;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/**
 * After a build, prints the gzip size of everything the survey entry loads up front (its JS
 * chunks and their CSS) and fails if any dashboard module slipped into that graph.
 */
function respondentEntryReport(entryName: string): Plugin {
  return {
    name: "sondar:respondent-entry-report",
    apply: "build",
    enforce: "post",
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry && file.name === entryName);
      if (!entry) return;
      const chunks = new Set<string>();
      const css = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunks.has(fileName) || chunk?.type !== "chunk") return;
        chunks.add(fileName);
        chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
        chunk.imports.forEach(visit);
      };
      visit(entry.fileName);

      const offenders = [...chunks].flatMap((fileName) => {
        const chunk = bundle[fileName];
        return chunk?.type === "chunk" ? chunk.moduleIds.filter((id) => NOT_FOR_RESPONDENTS.test(id)) : [];
      });
      if (offenders.length > 0) {
        this.error(
          `The ${entryName} entry loads dashboard code:\n  ${offenders.map((id) => path.relative(process.cwd(), id)).join("\n  ")}`,
        );
      }

      const gzip = (fileName: string) => {
        const file = bundle[fileName];
        if (!file) return 0;
        return gzipSync(file.type === "chunk" ? file.code : file.source).length;
      };
      const js = [...chunks].reduce((sum, fileName) => sum + gzip(fileName), 0);
      const styles = [...css].reduce((sum, fileName) => sum + gzip(fileName), 0);
      this.info(`respondent entry: ${kb(js + styles)} KB gzip (js ${kb(js)} KB, css ${kb(styles)} KB)`);
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

export default defineConfig({
  plugins: [react(), tailwindcss(), surveyPageFallback(), respondentEntryReport("survey")],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // Two pages: the app shell, and the respondent page with only what answering a survey needs.
      input: {
        main: path.resolve(import.meta.dirname, "index.html"),
        survey: path.resolve(import.meta.dirname, "survey.html"),
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": api, "/locales": api },
  },
});
