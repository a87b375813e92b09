// Import boundaries, checked by `npm run lint` through scripts/check-imports.mjs
// (docs/decisions/050-import-boundaries.md). Paths are relative to the repository root.

/** Tests and their helpers (`*.test.ts`, `test-*.ts`, apps/server/test/): never cruised, never imported by shipped code. */
const TEST_CODE = "(\\.test\\.tsx?$|/test-[^/]+\\.tsx?$|^apps/server/test/)";
/** Libraries of the dashboard that the respondent page must not load (its bundle check says the same at build). */
const DASHBOARD_LIBRARIES = "(^|/)node_modules/(zod|react-router|@tanstack|radix-ui|@radix-ui|i18next|react-i18next)/";

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      comment: "Files do not import each other in a circle; move what both need to a third file.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "no-test-code-in-shipped-code",
      comment: "Shipped code does not import tests or test helpers.",
      severity: "error",
      from: { pathNot: TEST_CODE },
      to: { path: TEST_CODE },
    },
    {
      name: "apps-apart",
      comment: "The server and the web app share code only through packages/core.",
      severity: "error",
      from: { path: "^apps/([^/]+)/" },
      to: { path: "^apps/", pathNot: "^apps/$1/" },
    },
    {
      name: "core-not-to-apps",
      comment: "packages/core imports nothing from the apps.",
      severity: "error",
      from: { path: "^packages/core/" },
      to: { path: "^apps/" },
    },
    {
      name: "core-pure",
      comment: "packages/core is pure: no Node built-ins, no I/O or framework packages.",
      severity: "error",
      from: { path: "^packages/core/src/" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "core-pure-packages",
      comment: "packages/core is pure: no I/O or framework packages.",
      severity: "error",
      from: { path: "^packages/core/src/" },
      to: { path: "(^|/)node_modules/(react|react-dom|hono|@hono|drizzle-orm|pg|@electric-sql)/" },
    },
    {
      name: "server-base-not-to-capabilities",
      comment: "adapters/, lib/, db/ and config/ serve the capabilities; they never import modules/ or jobs/.",
      severity: "error",
      from: { path: "^apps/server/src/(adapters|lib|db|config)/" },
      to: { path: "^apps/server/src/(modules|jobs)/" },
    },
    {
      name: "server-jobs-only-the-runner",
      comment: "jobs/ is only the queue's runner; each job lives with the capability it serves, so the runner never imports one.",
      severity: "error",
      from: { path: "^apps/server/src/jobs/", pathNot: "\\.test\\.ts$" },
      to: { path: "^apps/server/src/modules/" },
    },
    {
      name: "local-ai-engine-entries",
      comment:
        "The local AI engine is a subsystem (adapters/ai/local/README.md): the rest of the server reaches it only through its entries.",
      severity: "error",
      from: { path: "^apps/server/src/", pathNot: ["^apps/server/src/adapters/ai/local/", "\\.test\\.ts$", "/test-[^/]+\\.ts$"] },
      to: {
        path: "^apps/server/src/adapters/ai/local/",
        pathNot:
          "^apps/server/src/adapters/ai/local/(generate-local-survey|detect-idea-language|analysis/analyze-local-survey|ask/answer-question)\\.ts$",
      },
    },
    {
      name: "local-ai-engine-self-contained",
      comment: "The local AI engine needs only core and its own files, so it can be read, tested and moved on its own.",
      severity: "error",
      from: { path: "^apps/server/src/adapters/ai/local/", pathNot: ["\\.test\\.ts$", "/test-[^/]+\\.ts$"] },
      to: { path: "^apps/server/(src|test)/", pathNot: "^apps/server/src/adapters/ai/local/" },
    },
    {
      name: "server-wiring-on-top",
      comment:
        "Only the entry files import the wiring (app.ts, build-server.ts, main.ts); it receives its parts, never the other way.",
      severity: "error",
      from: { path: "^apps/server/src/[^/]+/" },
      to: { path: "^apps/server/src/(app|build-server|main)\\.ts$" },
    },
    {
      name: "web-features-apart",
      comment: "Features do not import each other (at any depth); move shared code to components/ or lib/.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-features-not-to-app",
      comment: "Features do not import the app layer; the app composes them.",
      severity: "error",
      from: { path: "^apps/web/src/features/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "web-shared-not-to-screens",
      comment: "components/ and lib/ do not import features, the app or the respondent page.",
      severity: "error",
      from: { path: "^apps/web/src/(components|lib)/" },
      to: { path: "^apps/web/src/(features|app|respondent|site)/" },
    },
    {
      name: "site-own-code",
      comment:
        "The public site is its own bundle: the site feature, shared components and lib, never the signed-in app's screens (the chat widget aside).",
      severity: "error",
      from: { path: "^apps/web/src/site/" },
      to: {
        path: "^apps/web/src/(app|respondent|features)/",
        pathNot: "^apps/web/src/(features/site/|app/chat-widget\\.tsx$)",
      },
    },
    {
      name: "respondent-own-code",
      comment:
        "The respondent page is its own small bundle: no dashboard code. Of lib/ it uses theme.ts only (React alone, no other imports).",
      severity: "error",
      from: { path: "^apps/web/src/respondent/" },
      to: { path: "^apps/web/src/(features|app|components|lib)/", pathNot: "^apps/web/src/lib/theme\\.ts$" },
    },
    {
      name: "respondent-no-dashboard-libraries",
      comment: "The respondent page has no router, query library, radix, i18next or zod.",
      severity: "error",
      from: { path: "^apps/web/src/respondent/" },
      to: { path: DASHBOARD_LIBRARIES },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules", TEST_CODE] },
    // Type-only imports couple modules too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "types", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
