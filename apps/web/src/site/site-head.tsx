import { FALLBACK_LANGUAGE } from "@sondar/core/i18n/languages";
import { siteAlternates, type SiteLocation } from "@sondar/core/site/site-paths";
import type { Language } from "@sondar/core/i18n/languages";
import { siteTranslationPath } from "./site-translations";

const OG_LOCALES: Record<Language, string> = { en: "en_US", es: "es_ES", fr: "fr_FR", de: "de_DE", pt: "pt_BR" };

/**
 * The picture link previews show for every public page (apps/web/public/social-image.png, drawn by
 * scripts/draw-social-image.mjs): no words in it, so one serves every language.
 */
export const SOCIAL_IMAGE = { path: "/social-image.png", width: 1200, height: 630 } as const;

export interface PageMeta {
  title: string;
  description: string;
  /** `article` for blog articles, else `website`. */
  type: "website" | "article";
  /** What the social image shows, in the page's language. */
  imageAlt: string;
}

/**
 * The head of a public page: title, description, canonical address, Open Graph, the same page
 * in the other languages, and the site's translation file the page hydrates with. An unknown address
 * (no location) is marked noindex and has no canonical.
 */
export function SiteHead({
  meta,
  location,
  language,
  publicUrl,
  productName,
}: {
  meta: PageMeta;
  location: SiteLocation | null;
  language: Language;
  publicUrl: string;
  productName: string;
}) {
  const alternates = location ? siteAlternates(location) : [];
  const canonical = alternates.find((alternate) => alternate.language === language);
  const absolute = (path: string) => `${publicUrl}${path}`;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {canonical ? <link rel="canonical" href={absolute(canonical.path)} /> : <meta name="robots" content="noindex" />}
      {alternates.map((alternate) => (
        <link key={alternate.language} rel="alternate" hrefLang={alternate.language} href={absolute(alternate.path)} />
      ))}
      {alternates
        .filter((alternate) => alternate.language === FALLBACK_LANGUAGE)
        .map((alternate) => (
          <link key="x-default" rel="alternate" hrefLang="x-default" href={absolute(alternate.path)} />
        ))}
      <meta property="og:type" content={meta.type} />
      <meta property="og:site_name" content={productName} />
      <meta property="og:title" content={meta.title} />
      <meta property="og:description" content={meta.description} />
      {canonical && <meta property="og:url" content={absolute(canonical.path)} />}
      <meta property="og:locale" content={OG_LOCALES[language]} />
      <meta property="og:image" content={absolute(SOCIAL_IMAGE.path)} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta property="og:image:alt" content={meta.imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={absolute(SOCIAL_IMAGE.path)} />
      <link rel="preload" as="fetch" crossOrigin="anonymous" href={siteTranslationPath(language)} />
    </>
  );
}
