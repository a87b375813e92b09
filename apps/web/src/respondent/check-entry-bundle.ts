// Build-time rules for the respondent entry and the public site's (run by vite.config.ts after a
// build, tested here).

/**
 * The respondent page's first paint: its entry's JS and CSS, as Brotli sends them. The promise
 * is 90 KB; the budget sits below it with room for ordinary growth (decision record 052).
 */
export const INITIAL_BUDGET_BYTES = 89 * 1024;

/** The dashboard app and its heavy libraries: never on the respondent page, eager or lazy. */
const DASHBOARD_CODE =
  /\/src\/(?:features|app)\/|\/node_modules\/(?:react-router|@tanstack|radix-ui|@radix-ui|i18next|react-i18next|zod)\//;

/** Libraries the page may fetch after its first paint (the ranking's drag layer, the spam shield's solver), never with it. */
const LAZY_ONLY = /\/node_modules\/(?:@dnd-kit|altcha-lib)\//;

/** What an entry may load, and how much before its first paint. */
export interface EntryRules {
  /** Brotli bytes of JS and CSS before the first paint. */
  budgetBytes: number;
  /** Modules the entry must never load, eager or lazy, and what they are called in the message. */
  never: { modules: RegExp; what: string };
  /** Modules only its lazy chunks may hold. */
  lazyOnly: RegExp;
  /** Text no chunk of the entry may contain (an address it must not fetch), and what it is called. */
  neverAsks?: { text: RegExp; what: string };
}

export const RESPONDENT_RULES: EntryRules = {
  budgetBytes: INITIAL_BUDGET_BYTES,
  never: { modules: DASHBOARD_CODE, what: "dashboard code" },
  lazyOnly: LAZY_ONLY,
};

/**
 * The public site's script before it is interactive: its entry's JS and CSS, as Brotli sends
 * them (docs/decisions/098-public-site-script-on-a-diet.md).
 */
export const SITE_BUDGET_BYTES = 128 * 1024;

export const SITE_RULES: EntryRules = {
  budgetBytes: SITE_BUDGET_BYTES,
  // The signed-in app's screens and their libraries, the Markdown renderer and the articles
  // (rendered on the server only), every other language's words.
  never: {
    modules:
      /\/src\/features\/(?!site\/)|\/src\/app\/(?!chat-widget)|\/src\/respondent\/|\/web\/content\/|\/web\/locales\/|\/node_modules\/(?:recharts|@dnd-kit|marked)\//,
    what: "code of the signed-in app, Markdown or translations",
  },
  // Radix's menu and positioning (the language and theme menus), the reply schemas (checkout).
  lazyOnly: /\/node_modules\/(?:@radix-ui\/react-(?:menu|dropdown-menu|popper)|@floating-ui|zod)\//,
  // The site fetches its own words, site.json, a quarter of the app's file (docs/decisions/150-site-translations-of-its-own.md).
  neverAsks: { text: /\/translation\.json\b/, what: "the app's whole translation file (translation.json)" },
};

/** The parts of a Rollup/Rolldown output file the check reads. */
export type BuiltFile =
  | {
      type: "chunk";
      fileName: string;
      name: string;
      isEntry: boolean;
      imports: readonly string[];
      dynamicImports: readonly string[];
      moduleIds: readonly string[];
      /** The chunk's code, for `neverAsks`. */
      code?: string;
      viteMetadata?: { importedCss: ReadonlySet<string> };
    }
  | { type: "asset"; fileName: string };

export interface BundlePart {
  /** JS chunks, then their CSS files. */
  files: string[];
  jsBytes: number;
  cssBytes: number;
}

export interface EntryCheck {
  /** What the entry loads before its first paint. */
  initial: BundlePart;
  /** What it may fetch later through dynamic imports, less what the first paint already has. */
  lazy: BundlePart;
  problems: string[];
}

/**
 * Splits what the entry `entryName` loads into its first paint (static imports) and its lazy
 * chunks (dynamic imports), sizes both with `compressedSize` (Brotli), and lists what breaks the rules:
 * dashboard code anywhere, a lazy-only library in the first paint, a first paint over budget.
 * Problems name modules with `displayPath`.
 */
export function checkEntryBundle(
  bundle: Readonly<Record<string, BuiltFile>>,
  entryName: string,
  compressedSize: (fileName: string) => number,
  displayPath: (moduleId: string) => string = (id) => id,
  rules: EntryRules = RESPONDENT_RULES,
): EntryCheck | undefined {
  const chunk = (fileName: string) => {
    const file = bundle[fileName];
    return file?.type === "chunk" ? file : undefined;
  };
  const entry = Object.values(bundle).find((file) => file.type === "chunk" && file.isEntry && file.name === entryName);
  if (!entry) return undefined;

  /** Every chunk reachable by static imports from `roots`, except those in `known`. */
  const staticGraph = (roots: readonly string[], known: ReadonlySet<string>) => {
    const found = new Set<string>();
    const visit = (fileName: string) => {
      if (found.has(fileName) || known.has(fileName) || !chunk(fileName)) return;
      found.add(fileName);
      chunk(fileName)?.imports.forEach(visit);
    };
    roots.forEach(visit);
    return found;
  };
  const dynamicRoots = (chunks: Iterable<string>) => [...chunks].flatMap((fileName) => chunk(fileName)?.dynamicImports ?? []);

  const initial = staticGraph([entry.fileName], new Set());
  const lazy = new Set<string>();
  for (let roots = dynamicRoots(initial); roots.length > 0;) {
    const added = staticGraph(roots, new Set([...initial, ...lazy]));
    added.forEach((fileName) => lazy.add(fileName));
    roots = dynamicRoots(added);
  }

  const modules = (chunks: ReadonlySet<string>) => [...chunks].flatMap((fileName) => chunk(fileName)?.moduleIds ?? []);
  const list = (ids: readonly string[]) => ids.map((id) => `\n  ${displayPath(id)}`).join("");
  const css = (chunks: ReadonlySet<string>) =>
    new Set([...chunks].flatMap((fileName) => [...(chunk(fileName)?.viteMetadata?.importedCss ?? [])]));
  const sum = (files: Iterable<string>) => [...files].reduce((total, fileName) => total + compressedSize(fileName), 0);
  const part = (chunks: ReadonlySet<string>, cssFiles: ReadonlySet<string>): BundlePart => ({
    files: [...chunks, ...cssFiles],
    jsBytes: sum(chunks),
    cssBytes: sum(cssFiles),
  });

  const initialCss = css(initial);
  const lazyCss = new Set([...css(lazy)].filter((fileName) => !initialCss.has(fileName)));
  const result = { initial: part(initial, initialCss), lazy: part(lazy, lazyCss), problems: [] as string[] };

  const forbidden = modules(new Set([...initial, ...lazy])).filter((id) => rules.never.modules.test(id));
  if (forbidden.length > 0) result.problems.push(`The ${entryName} entry loads ${rules.never.what}:${list(forbidden)}`);
  const eager = modules(initial).filter((id) => rules.lazyOnly.test(id));
  if (eager.length > 0) {
    result.problems.push(`The ${entryName} entry loads before its first paint what it may only import lazily:${list(eager)}`);
  }
  const { neverAsks } = rules;
  const asking = neverAsks ? [...initial, ...lazy].filter((fileName) => neverAsks.text.test(chunk(fileName)?.code ?? "")) : [];
  if (neverAsks && asking.length > 0) {
    result.problems.push(`The ${entryName} entry asks for ${neverAsks.what} in:${list(asking)}`);
  }
  const initialBytes = result.initial.jsBytes + result.initial.cssBytes;
  if (initialBytes > rules.budgetBytes) {
    result.problems.push(
      `The ${entryName} entry's first paint weighs ${(initialBytes / 1024).toFixed(1)} KB Brotli, over its ${rules.budgetBytes / 1024} KB budget.`,
    );
  }
  return result;
}
