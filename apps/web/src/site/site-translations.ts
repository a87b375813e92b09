import type { Language } from "@sondar/core/i18n/languages";

/**
 * The parts of translation.json the public site shows: whole sections, or single keys
 * (`billing.saveBadge`). The site loads only these (docs/decisions/150-site-translations-of-its-own.md):
 * the app's file is about four times the size. A key a site page starts using from another
 * section must be added here; site-translations.test.ts finds the keys the site's code names.
 */
export const SITE_TRANSLATION_KEYS = [
  "common",
  "theme",
  "language",
  "site",
  "landing",
  "staticPages",
  "blog",
  "docs",
  "support",
  "contact",
  "questionTypes",
  "billing.saveBadge",
  "nav.main",
  "nav.openMenu",
  "nav.closeMenu",
] as const;

/** Where the site's words in `language` are served (the site's build writes the file). */
export function siteTranslationPath(language: Language): string {
  return `/locales/${language}/site.json`;
}

type Tree = { [key: string]: Tree | string };

/** Of a whole translation file, the keys the public site uses, in the same shape. */
export function pickSiteTranslations(file: Readonly<Record<string, unknown>>): Tree {
  const picked: Tree = {};
  for (const key of SITE_TRANSLATION_KEYS) {
    const parts = key.split(".");
    let from: unknown = file;
    let into = picked;
    parts.forEach((part, index) => {
      from = typeof from === "object" && from !== null ? (from as Record<string, unknown>)[part] : undefined;
      if (from === undefined) return;
      if (index === parts.length - 1) into[part] = from as Tree | string;
      else into = (into[part] ??= {}) as Tree;
    });
  }
  return picked;
}
