import { describe, expect, it } from "vitest";
import { checkEntryBundle, INITIAL_BUDGET_BYTES, SITE_BUDGET_BYTES, SITE_RULES, type BuiltFile } from "./check-entry-bundle";

const chunk = (
  fileName: string,
  moduleIds: string[],
  links: { imports?: string[]; dynamicImports?: string[]; css?: string[]; entry?: string; code?: string } = {},
): BuiltFile => ({
  type: "chunk",
  fileName,
  code: links.code ?? "",
  name: links.entry ?? fileName.replace(/\.js$/, ""),
  isEntry: links.entry !== undefined,
  imports: links.imports ?? [],
  dynamicImports: links.dynamicImports ?? [],
  moduleIds,
  viteMetadata: { importedCss: new Set(links.css ?? []) },
});
const asset = (fileName: string): BuiltFile => ({ type: "asset", fileName });

const APP = "/repo/apps/web/src/respondent/respondent-app.tsx";
const LAYER = "/repo/apps/web/src/respondent/widgets/ranking-drag-layer.tsx";
const DND = "/repo/node_modules/@dnd-kit/core/dist/core.esm.js";
const REACT = "/repo/node_modules/react/index.js";

/** The respondent entry as the build emits it: react shared with the app, the drag layer lazy, dnd-kit shared with the builder. */
function respondentBundle(overrides: Record<string, BuiltFile> = {}): Record<string, BuiltFile> {
  const files = [
    chunk("survey.js", ["/repo/apps/web/src/respondent/main.tsx"], {
      entry: "survey",
      imports: ["respondent-app.js", "react.js"],
      css: ["survey.css"],
    }),
    chunk("respondent-app.js", [APP], { imports: ["react.js"], dynamicImports: ["ranking-drag-layer.js"] }),
    chunk("react.js", [REACT]),
    chunk("ranking-drag-layer.js", [LAYER], { imports: ["dnd.js", "respondent-app.js", "react.js"] }),
    chunk("dnd.js", [DND]),
    chunk("main.js", ["/repo/apps/web/src/app/main.tsx"], {
      entry: "main",
      imports: ["react.js"],
      dynamicImports: ["builder.js"],
    }),
    chunk("builder.js", ["/repo/apps/web/src/features/builder/builder-page.tsx"], { imports: ["dnd.js", "react.js"] }),
    asset("survey.css"),
  ];
  return { ...Object.fromEntries(files.map((file) => [file.fileName, file])), ...overrides };
}

const SIZES: Record<string, number> = {
  "survey.js": 1_000,
  "respondent-app.js": 20_000,
  "react.js": 40_000,
  "survey.css": 5_000,
  "ranking-drag-layer.js": 800,
  "dnd.js": 14_000,
};
const brotliSize = (fileName: string) => SIZES[fileName] ?? 0;

describe("checkEntryBundle", () => {
  it("splits the first paint from the lazy chunks and sizes each once", () => {
    const check = checkEntryBundle(respondentBundle(), "survey", brotliSize);
    expect(check?.problems).toEqual([]);
    expect(check?.initial).toEqual({
      files: ["survey.js", "respondent-app.js", "react.js", "survey.css"],
      jsBytes: 61_000,
      cssBytes: 5_000,
    });
    // The layer's imports of chunks the first paint already has cost nothing more.
    expect(check?.lazy).toEqual({ files: ["ranking-drag-layer.js", "dnd.js"], jsBytes: 14_800, cssBytes: 0 });
  });

  it("fails when dnd-kit reaches the first paint", () => {
    const bundle = respondentBundle({
      "respondent-app.js": chunk("respondent-app.js", [APP, DND], { imports: ["react.js"] }),
    });
    const [problem, ...others] = checkEntryBundle(bundle, "survey", brotliSize)?.problems ?? [];
    expect(problem).toContain("may only import lazily");
    expect(problem).toContain("@dnd-kit/core");
    expect(others).toEqual([]);
  });

  it("fails when dnd-kit comes through a static import of a shared chunk", () => {
    const bundle = respondentBundle({
      "respondent-app.js": chunk("respondent-app.js", [APP], { imports: ["react.js", "dnd.js"] }),
    });
    expect(checkEntryBundle(bundle, "survey", brotliSize)?.problems).toEqual([
      expect.stringContaining("/repo/node_modules/@dnd-kit/core/dist/core.esm.js"),
    ]);
  });

  it("fails on dashboard code in the first paint or in a lazy chunk", () => {
    const dashboard = "/repo/apps/web/src/features/dashboard/dashboard-page.tsx";
    const eager = respondentBundle({ "react.js": chunk("react.js", [REACT, dashboard]) });
    expect(checkEntryBundle(eager, "survey", brotliSize)?.problems).toEqual([expect.stringContaining("dashboard code")]);

    const router = "/repo/node_modules/react-router/dist/index.js";
    const lazy = respondentBundle({ "dnd.js": chunk("dnd.js", [DND, router]) });
    const problems = checkEntryBundle(lazy, "survey", brotliSize, (id) => id.replace("/repo/", ""))?.problems;
    expect(problems).toEqual(["The survey entry loads dashboard code:\n  node_modules/react-router/dist/index.js"]);
  });

  it("follows lazy chunks that import further lazy chunks", () => {
    const bundle = respondentBundle({
      "dnd.js": chunk("dnd.js", [DND], { dynamicImports: ["later.js"] }),
      "later.js": chunk("later.js", ["/repo/node_modules/@tanstack/query-core/index.js"]),
    });
    const check = checkEntryBundle(bundle, "survey", brotliSize);
    expect(check?.lazy.files).toContain("later.js");
    expect(check?.problems).toEqual([expect.stringContaining("@tanstack/query-core")]);
  });

  it("holds the first paint to its budget, the lazy chunks aside", () => {
    const atBudget = (fileName: string) => (fileName === "react.js" ? INITIAL_BUDGET_BYTES - 26_000 : brotliSize(fileName));
    expect(checkEntryBundle(respondentBundle(), "survey", atBudget)?.problems).toEqual([]);

    const over = (fileName: string) => atBudget(fileName) + (fileName === "survey.css" ? 1 : 0);
    expect(checkEntryBundle(respondentBundle(), "survey", over)?.problems).toEqual([
      `The survey entry's first paint weighs ${(INITIAL_BUDGET_BYTES / 1024).toFixed(1)} KB Brotli, over its ${INITIAL_BUDGET_BYTES / 1024} KB budget.`,
    ]);
  });

  it("has nothing to say about a build without that entry", () => {
    expect(checkEntryBundle(respondentBundle(), "embed", brotliSize)).toBeUndefined();
  });
});

describe("checkEntryBundle with the public site's rules", () => {
  const SITE = "/repo/apps/web/src/site/main.tsx";
  const MENU = "/repo/node_modules/@radix-ui/react-menu/dist/index.mjs";
  /** The site as the build emits it: its pages eager, the language and theme menus lazy. */
  const siteBundle = (overrides: Record<string, BuiltFile> = {}) => ({
    "site.js": chunk(
      "site.js",
      [SITE, "/repo/apps/web/src/features/site/landing-page.tsx", "/repo/apps/web/src/app/chat-widget.tsx", REACT],
      {
        entry: "site",
        dynamicImports: ["menu.js"],
        css: ["site.css"],
      },
    ),
    "menu.js": chunk("menu.js", ["/repo/apps/web/src/components/ui/choice-menu-radix.tsx", MENU], { imports: ["site.js"] }),
    "site.css": asset("site.css"),
    ...overrides,
  });
  const size = (fileName: string) => ({ "site.js": 90_000, "site.css": 9_000, "menu.js": 25_000 })[fileName] ?? 0;

  it("passes the site with its menus lazy and counts them apart from the first paint", () => {
    const check = checkEntryBundle(siteBundle(), "site", size, (id) => id, SITE_RULES);
    expect(check?.problems).toEqual([]);
    expect((check?.initial.jsBytes ?? 0) + (check?.initial.cssBytes ?? 0)).toBe(99_000);
    expect(check?.lazy.files).toEqual(["menu.js"]);
  });

  it("fails when the menu's code is in the first paint, or the app's screens, Markdown or translations anywhere", () => {
    const eagerMenu = siteBundle({ "site.js": chunk("site.js", [SITE, MENU], { entry: "site" }) });
    expect(checkEntryBundle(eagerMenu, "site", size, (id) => id, SITE_RULES)?.problems).toEqual([
      expect.stringContaining("may only import lazily"),
    ]);
    for (const id of [
      "/repo/apps/web/src/features/dashboard/dashboard-page.tsx",
      "/repo/node_modules/marked/lib/marked.esm.js",
      "/repo/apps/web/locales/de/translation.json",
      "/repo/apps/web/content/blog/nps-surveys-guide.md",
    ]) {
      const lazyApp = siteBundle({ "menu.js": chunk("menu.js", [MENU, id], { imports: ["site.js"] }) });
      expect(checkEntryBundle(lazyApp, "site", size, (moduleId) => moduleId, SITE_RULES)?.problems, id).toEqual([
        `The site entry loads code of the signed-in app, Markdown or translations:\n  ${id}`,
      ]);
    }
  });

  it("fails when the site's code fetches the app's whole translation file instead of the site's own", () => {
    const menu = (code: string) =>
      chunk("menu.js", ["/repo/apps/web/src/components/ui/choice-menu-radix.tsx", MENU], { imports: ["site.js"], code });
    const own = siteBundle({ "menu.js": menu("fetch(`/locales/${language}/site.json`)") });
    expect(checkEntryBundle(own, "site", size, (id) => id, SITE_RULES)?.problems).toEqual([]);
    const whole = siteBundle({ "menu.js": menu('fetch("/locales/" + language + "/translation.json")') });
    expect(checkEntryBundle(whole, "site", size, (id) => id, SITE_RULES)?.problems).toEqual([
      "The site entry asks for the app's whole translation file (translation.json) in:\n  menu.js",
    ]);
  });

  it("holds the first paint to the site's budget", () => {
    const over = (fileName: string) => (fileName === "site.js" ? SITE_BUDGET_BYTES - 8_999 : size(fileName));
    expect(checkEntryBundle(siteBundle(), "site", over, (id) => id, SITE_RULES)?.problems).toEqual([
      expect.stringContaining(`over its ${SITE_BUDGET_BYTES / 1024} KB budget`),
    ]);
  });
});
