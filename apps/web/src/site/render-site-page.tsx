// The server's entry to the public site (built with `vite build --ssr` into dist-server/): the
// server calls it for every public address, robots.txt and sitemap.xml
// (docs/decisions/100-public-site-rendered-on-the-server.md).
import { embedJson } from "@sondar/core/html/embed-json";
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from "@sondar/core/i18n/languages";
import type { ContactPageState } from "@sondar/core/site/contact-form";
import { parseSitePath, SITE_PAGES, siteAlternates, siteLanguageOf, type SiteLocation } from "@sondar/core/site/site-paths";
import { escapeUTF8 } from "entities";
import { createInstance, type i18n as I18n, type TFunction } from "i18next";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { initReactI18next } from "react-i18next";
import de from "../../locales/de/translation.json";
import en from "../../locales/en/translation.json";
import es from "../../locales/es/translation.json";
import fr from "../../locales/fr/translation.json";
import pt from "../../locales/pt/translation.json";
import { ARTICLES, findArticle } from "../features/site/blog/articles";
import type { AppConfig } from "../lib/app-config";
import { renderArticle } from "./load-articles";
import { renderDocs } from "./load-docs";
import { renderLegal } from "./load-legal";
import { SITE_DATA_ID, type SiteData } from "./site-data";
import { SiteHead, type PageMeta } from "./site-head";
import { SiteRoot } from "./site-root";
import { pickSiteTranslations } from "./site-translations";

/** The site's words only, as the browser gets them (site.json), so both render the same page. */
const TRANSLATIONS: Record<Language, object> = {
  en: pickSiteTranslations(en),
  es: pickSiteTranslations(es),
  fr: pickSiteTranslations(fr),
  de: pickSiteTranslations(de),
  pt: pickSiteTranslations(pt),
};
const instances = new Map<Language, I18n>();

/** One i18next per language, with its translations in memory so rendering never waits. */
function i18nFor(language: Language): I18n {
  const existing = instances.get(language);
  if (existing) return existing;
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: Object.fromEntries(LANGUAGES.map((lng) => [lng, { translation: TRANSLATIONS[lng] }])),
    initAsync: false,
    // A key the site's words lack would show as its raw name: said where tests and logs look.
    saveMissing: true,
    missingKeyHandler: (languages, _namespace, key) => console.error(`Missing translation: ${key} (${languages.join(", ")})`),
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instances.set(language, instance);
  return instance;
}

function metaFor(
  location: SiteLocation | null,
  t: TFunction,
  productName: string,
  articleDescription: string | undefined,
): PageMeta {
  const product = { product: productName };
  const imageAlt = t("site.socialImageAlt", product);
  if (!location) {
    return { title: t("site.notFound.metaTitle", product), description: t("site.notFound.body"), type: "website", imageAlt };
  }
  if (location.page !== "article") {
    const key = `site.meta.${location.page}`;
    return { title: t(`${key}.title`, product), description: t(`${key}.description`, product), type: "website", imageAlt };
  }
  const article = findArticle(location.slug);
  if (!article || articleDescription === undefined) {
    return { title: t("blog.notFoundMetaTitle", product), description: t("blog.notFoundBody"), type: "website", imageAlt };
  }
  return {
    title: t("blog.articleTitle", { ...product, title: article.title }),
    description: articleDescription,
    type: "article",
    imageAlt,
  };
}

export interface RenderedSitePage {
  status: 200 | 404;
  html: string;
}

/**
 * The public page at `pathname` as a whole document: `template` (the built site.html) with the
 * page's language, head, server-rendered body and hydration data. Unknown addresses and unknown
 * articles answer 404 with a page of their own.
 */
export function renderSitePage({
  pathname,
  config,
  template,
  contact,
}: {
  pathname: string;
  config: AppConfig;
  template: string;
  /** The contact page after its form was posted to it without JavaScript. */
  contact?: ContactPageState | undefined;
}): RenderedSitePage {
  const location = parseSitePath(pathname);
  // An unknown address under a language's prefix (`/de/nope`) answers in that language.
  const language = location?.language ?? siteLanguageOf(pathname);
  const article =
    location?.page === "article" && findArticle(location.slug) ? renderArticle(location.slug, config.productName) : undefined;
  // An unknown article keeps its address and its page ('Article Not Found', 'Back to Blog').
  const found = location !== null && (location.page !== "article" || article !== undefined);
  const i18n = i18nFor(language);
  const data: SiteData = {
    location,
    language,
    path: pathname,
    config,
    today: new Date().toISOString().slice(0, 10),
    ...(location?.page === "docs" ? { docs: renderDocs(language, config) } : {}),
    ...(location?.page === "contact" && contact ? { contact } : {}),
  };
  const legal =
    location?.page === "privacy" || location?.page === "terms" ? renderLegal(location.page, language, config) : undefined;
  const meta = metaFor(location, i18n.getFixedT(language), config.productName, article?.description);
  const head = renderToStaticMarkup(
    <SiteHead
      meta={meta}
      location={found ? location : null}
      language={language}
      publicUrl={config.publicUrl}
      productName={config.productName}
    />,
  );
  const body = renderToString(<SiteRoot data={data} i18n={i18n} bodyHtml={article?.html ?? legal ?? ""} />);
  const html = embedJson(
    template
      .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
      .replace("<!--site-head-->", () => head)
      .replace("<!--site-body-->", () => body),
    SITE_DATA_ID,
    data,
  );
  return { status: found ? 200 : 404, html };
}

/** Every public address in every language, articles included. */
export function listSitePaths(): string[] {
  const locations: SiteLocation[] = [
    ...SITE_PAGES.map((page) => ({ language: FALLBACK_LANGUAGE, page })),
    ...ARTICLES.map((article) => ({ language: FALLBACK_LANGUAGE, page: "article" as const, slug: article.slug })),
  ];
  return locations.flatMap((location) => siteAlternates(location).map((alternate) => alternate.path));
}

/** sitemap.xml: every public address, each with its versions in the other languages. */
export function renderSitemap(publicUrl: string): string {
  const urls = listSitePaths().map((path) => {
    const location = parseSitePath(path);
    const alternates = location ? siteAlternates(location) : [];
    // English answers for any other language (x-default), as each page's head says.
    const english = alternates.filter((alternate) => alternate.language === FALLBACK_LANGUAGE);
    const links = [...alternates, ...english.map((alternate) => ({ ...alternate, language: "x-default" }))]
      .map(
        (alternate) =>
          `<xhtml:link rel="alternate" hreflang="${alternate.language}" href="${escapeUTF8(publicUrl + alternate.path)}"/>`,
      )
      .join("");
    return `<url><loc>${escapeUTF8(publicUrl + path)}</loc>${links}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt: the public site open, the signed-in app and the API closed, and the sitemap. */
export function renderRobots(publicUrl: string): string {
  const closed = ["/api/", "/dashboard", "/surveys/", "/billing", "/settings", "/teams", "/dev/"];
  return [
    "User-agent: *",
    "Allow: /",
    ...closed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
