import { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type Language } from "../i18n/languages";

/** The public site's pages (docs/product/public-site.md#addresses). */
export const SITE_PAGES = ["landing", "blog", "docs", "support", "contact", "privacy", "terms", "typeform-alternative"] as const;

export type SitePage = (typeof SITE_PAGES)[number];

/** Where a public-site address leads: a page, or one blog article by its slug. */
export type SiteLocation = { language: Language; page: SitePage } | { language: Language; page: "article"; slug: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether `value` has the shape of a blog article's slug (lowercase words joined by hyphens). */
export function isArticleSlug(value: string): boolean {
  return value.length <= 100 && SLUG.test(value);
}

/**
 * The address of a public page in a language: English without a prefix (`/blog`), the others
 * under theirs (`/es/blog`); the landing page is `/` or `/es`.
 */
export function sitePath(language: Language, page: SitePage | "article", slug?: string): string {
  const prefix = language === FALLBACK_LANGUAGE ? "" : `/${language}`;
  if (page === "landing") return prefix || "/";
  if (page === "article") return `${prefix}/blog/${slug ?? ""}`;
  return `${prefix}/${page}`;
}

/** The page a path names, or null when it is not a public-site address. A trailing slash is allowed. */
export function parseSitePath(pathname: string): SiteLocation | null {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  if (!path.startsWith("/")) return null;
  const parts = path === "/" ? [] : path.slice(1).split("/");
  if (parts.some((part) => part === "")) return null;
  let language: Language = FALLBACK_LANGUAGE;
  const first = parts[0];
  if (first !== undefined && first !== FALLBACK_LANGUAGE && isLanguage(first)) {
    language = first;
    parts.shift();
  }
  const [head, slug, ...rest] = parts;
  if (rest.length > 0) return null;
  if (head === undefined) return { language, page: "landing" };
  if (head === "blog" && slug !== undefined) return isArticleSlug(slug) ? { language, page: "article", slug } : null;
  if (slug !== undefined || head === "landing") return null;
  return (SITE_PAGES as readonly string[]).includes(head) ? { language, page: head as SitePage } : null;
}

/**
 * The language an address is in by its prefix, whether or not it names a page: `/de/nope` is
 * German, so its 404 page is too; without a prefix, English.
 */
export function siteLanguageOf(pathname: string): Language {
  const first = pathname.split("/")[1];
  return first !== FALLBACK_LANGUAGE && isLanguage(first) ? first : FALLBACK_LANGUAGE;
}

/** The same page in every language, for language links and `hreflang` alternates. */
export function siteAlternates(location: SiteLocation): { language: Language; path: string }[] {
  const slug = location.page === "article" ? location.slug : undefined;
  return LANGUAGES.map((language) => ({ language, path: sitePath(language, location.page, slug) }));
}
