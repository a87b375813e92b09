// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../locales/en/translation.json";
import { pickSiteTranslations, SITE_TRANSLATION_KEYS } from "./site-translations";

const SRC = path.resolve(import.meta.dirname, "..");

/** The files the site's two entries reach through relative imports (the site's own code and what it shares). */
function siteSourceFiles(): string[] {
  const seen = new Set<string>();
  const resolve = (from: string, specifier: string) => {
    const base = path.resolve(path.dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    for (const match of code.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+)"/g)) {
      const target = resolve(file, match[1] ?? "");
      if (target) visit(target);
    }
  };
  visit(path.join(SRC, "site/main.tsx"));
  visit(path.join(SRC, "site/render-site-page.tsx"));
  return [...seen].filter((file) => !file.endsWith(".test.tsx") && !file.endsWith(".test.ts"));
}

const SECTIONS = new Set(Object.keys(en));

/**
 * The translation keys a file names in string or template literals: those whose first part is a
 * section of translation.json, up to the first interpolation (`site.meta.${page}` gives `site.meta`).
 */
function keysNamedIn(code: string): string[] {
  return [...code.matchAll(/["'`]([a-zA-Z]+(?:\.[a-zA-Z0-9_-]+)*)(?:\.\$\{|["'`])/g)]
    .map((match) => match[1] ?? "")
    .filter((key) => key.includes(".") || code.includes(`\`${key}.\${`))
    .filter((key) => SECTIONS.has(key.split(".")[0] ?? ""));
}

const covered = (key: string) => SITE_TRANSLATION_KEYS.some((site) => key === site || key.startsWith(`${site}.`));

describe("the public site's translations", () => {
  it("cover every key the site's code names", () => {
    const files = siteSourceFiles();
    // The walk reaches the pages, the shared header and the switches.
    expect(files.some((file) => file.endsWith("features/site/contact/contact-form.tsx"))).toBe(true);
    expect(files.some((file) => file.endsWith("components/language-switcher.tsx"))).toBe(true);
    const missing = files.flatMap((file) =>
      keysNamedIn(readFileSync(file, "utf8"))
        .filter((key) => !covered(key))
        .map((key) => `${path.relative(SRC, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it("are a small part of the app's file, in the file's own shape", () => {
    const site = pickSiteTranslations(en);
    expect(Object.keys(site).sort()).toEqual([...new Set(SITE_TRANSLATION_KEYS.map((key) => key.split(".")[0]))].sort());
    expect(site.landing).toEqual(en.landing);
    expect(site.billing).toEqual({ saveBadge: en.billing.saveBadge });
    expect(site).not.toHaveProperty("builder");
    expect(JSON.stringify(site).length).toBeLessThan(JSON.stringify(en).length / 2);
  });
});
