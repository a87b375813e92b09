// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "@sondar/core/i18n/languages";
import { isAppPagePath } from "@sondar/core/site/app-page-paths";
import { parseSitePath, SITE_PAGES, sitePath } from "@sondar/core/site/site-paths";
import { decodeHTML } from "entities";
import { describe, expect, it, vi } from "vitest";
import de from "../../locales/de/translation.json";
import en from "../../locales/en/translation.json";
import es from "../../locales/es/translation.json";
import fr from "../../locales/fr/translation.json";
import pt from "../../locales/pt/translation.json";
import { formatArticleDate } from "../features/site/blog/article-facts";
import { ARTICLES } from "../features/site/blog/articles";
import { APP_CONFIG } from "../lib/test-app";
import { listSitePaths, renderRobots, renderSitemap, renderSitePage } from "./render-site-page";

const TEMPLATE = readFileSync(path.join(import.meta.dirname, "../../site.html"), "utf8");
const STRINGS = { en, es, fr, de, pt } as const;
const config = { ...APP_CONFIG, publicUrl: "https://surveys.example" };
const render = (pathname: string) => renderSitePage({ pathname, config, template: TEMPLATE });

const titleOf = (html: string) => decodeHTML(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const metaOf = (html: string, attribute: string, name: string) =>
  decodeHTML(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? "");
/** The page's text as a crawler reads it: the body's markup without tags or scripts. */
const bodyText = (html: string) =>
  decodeHTML((/<div id="root">([\s\S]*)<\/div>\s*<script type="module"/.exec(html)?.[1] ?? "").replace(/<[^>]*>/g, " ")).replace(
    /\s+/g,
    " ",
  );
const product = (text: string) => text.replace("{{product}}", "Sondar");

/** What each page must say in its HTML, in a language. */
function mainText(page: (typeof SITE_PAGES)[number], language: Language): string {
  const t = STRINGS[language];
  if (page === "landing") return t.landing.heroTitle;
  if (page === "blog") return t.blog.subtitle;
  if (page === "docs") return t.docs.steps.publishShare.body;
  if (page === "support") return t.support.faq.cancel.answer;
  if (page === "contact") return t.contact.hours;
  return t.staticPages[page];
}

describe("public pages rendered on the server", () => {
  it("gives every page, in every language, its own title, description, canonical, alternates and main text", () => {
    const titles = new Set<string>();
    for (const language of LANGUAGES) {
      for (const page of SITE_PAGES) {
        const address = sitePath(language, page);
        const { status, html } = render(address);
        expect(status, address).toBe(200);
        expect(html).toContain(`<html lang="${language}"`);
        const meta = STRINGS[language].site.meta[page];
        expect(titleOf(html), address).toBe(product(meta.title));
        expect(metaOf(html, "name", "description")).toBe(product(meta.description));
        expect(html).toContain(`<link rel="canonical" href="https://surveys.example${address}"/>`);
        expect(metaOf(html, "property", "og:url")).toBe(`https://surveys.example${address}`);
        expect(metaOf(html, "property", "og:title")).toBe(titleOf(html));
        for (const other of LANGUAGES) {
          expect(html).toContain(`hrefLang="${other}" href="https://surveys.example${sitePath(other, page)}"`);
        }
        expect(html).toContain(`hrefLang="x-default" href="https://surveys.example${sitePath("en", page)}"`);
        expect(bodyText(html), address).toContain(mainText(page, language).replace(/\s+/g, " "));
        expect(html).not.toContain('name="robots"');
        titles.add(`${language} ${titleOf(html)}`);
      }
    }
    expect(titles.size).toBe(LANGUAGES.length * SITE_PAGES.length);
  });

  it("lists every article on the index and renders each with its title, text and a description from its first 160 characters", () => {
    const index = bodyText(render("/blog").html);
    for (const article of ARTICLES) {
      expect(index).toContain(article.title);
      const { status, html } = render(`/blog/${article.slug}`);
      expect(status).toBe(200);
      expect(titleOf(html)).toBe(`${article.title} | Sondar Blog`);
      expect(html).toContain(`<link rel="canonical" href="https://surveys.example/blog/${article.slug}"/>`);
      expect(metaOf(html, "property", "og:type")).toBe("article");
      const description = metaOf(html, "name", "description");
      expect(description.length).toBeGreaterThan(140);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).not.toMatch(/[<>*#]/);
      const text = bodyText(html);
      expect(text).toContain(article.title);
      expect(text.replace(/ ([,.;:])/g, "$1")).toContain(description);
      expect(text).toContain("Back to Blog");
    }
  });

  it("shows the article's chrome in the page's language, the body in English", () => {
    const { html } = render("/de/blog/nps-surveys-guide");
    const text = bodyText(html);
    expect(titleOf(html)).toBe("The Practical Guide to NPS Surveys | Sondar-Blog");
    expect(text).toContain("Zurück zum Blog");
    expect(text).toContain("Kundenforschung");
    expect(text).toContain("3. November 2026");
    expect(text).toContain("Unsere Artikel erscheinen auf Englisch.");
    expect(html).toContain('<div lang="en" data-content-body');
  });

  it("answers 404 with 'Article Not Found' for an unknown article, and a not-found page for an unknown address, both noindex", () => {
    const article = render("/es/blog/no-such-article");
    expect(article.status).toBe(404);
    expect(bodyText(article.html)).toContain("Artículo no encontrado");
    expect(bodyText(article.html)).toContain("Volver al blog");
    expect(article.html).toContain('<meta name="robots" content="noindex"/>');
    expect(article.html).not.toContain('rel="canonical"');

    const unknown = render("/no/such/page");
    expect(unknown.status).toBe(404);
    expect(titleOf(unknown.html)).toBe("Page not found | Sondar");
    expect(bodyText(unknown.html)).toContain("The page you're looking for doesn't exist or has been moved.");
    expect(unknown.html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("keeps every page's description, in every language, within the 160 characters a search result shows", () => {
    const addresses = LANGUAGES.flatMap((language) => [
      ...listSitePaths().filter((address) => address.startsWith(sitePath(language, "landing"))),
      sitePath(language, "landing") + "/no-such-page",
      sitePath(language, "article", "no-such-article"),
    ]);
    const tooLong = [...new Set(addresses)]
      .map((address) => ({ address, description: metaOf(render(address).html, "name", "description") }))
      .filter(({ description }) => description.length === 0 || description.length > 160)
      .map(({ address, description }) => `${address} (${description.length}): ${description}`);
    expect(tooLong).toEqual([]);
  });

  it("shows the 1200×630 social image with its size and alt text, as a large Twitter card", () => {
    for (const language of LANGUAGES) {
      const { html } = render(sitePath(language, "blog"));
      expect(metaOf(html, "property", "og:image")).toBe("https://surveys.example/social-image.png");
      expect(metaOf(html, "property", "og:image:width")).toBe("1200");
      expect(metaOf(html, "property", "og:image:height")).toBe("630");
      expect(metaOf(html, "property", "og:image:alt")).toBe(product(STRINGS[language].site.socialImageAlt));
      expect(metaOf(html, "name", "twitter:card")).toBe("summary_large_image");
      expect(metaOf(html, "name", "twitter:image")).toBe("https://surveys.example/social-image.png");
    }
    // The file the build copies to the site's root: a PNG of that size (its IHDR chunk says so).
    const png = readFileSync(path.join(import.meta.dirname, "../../public/social-image.png"));
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it("preloads the site's own translation file in the page's language, never the app's whole file", () => {
    for (const language of LANGUAGES) {
      const { html } = render(sitePath(language, "contact"));
      expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/locales/${language}/site.json"/>`);
      expect(html).not.toContain("translation.json");
    }
  });

  it("renders every page in every language from the site's translations alone, missing none", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      for (const address of listSitePaths()) render(address);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it("hands the page its data for hydration, safe inside the script element", () => {
    const { html } = renderSitePage({
      pathname: "/fr/docs",
      config: { ...config, productName: "</script><b>x" },
      template: TEMPLATE,
    });
    const data = /<script type="application\/json" id="site-data">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(data)).toMatchObject({
      language: "fr",
      path: "/fr/docs",
      location: { page: "docs" },
      config: { productName: "</script><b>x" },
    });
    expect(html).not.toContain("<b>x");
  });
});

describe("the header of every page", () => {
  it("has the landing's switches, its navigation and the menu for small screens, on every page in every language", () => {
    const problems: string[] = [];
    for (const address of [...listSitePaths(), "/es/no-such-page"]) {
      const { html } = render(address);
      const language = /<html lang="([^"]*)"/.exec(html)?.[1] as Language;
      const t = STRINGS[language];
      const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
      const expected = [
        `aria-label="${t.language.switch}: ${language.toUpperCase()}"`,
        `aria-label="${t.theme.switch}"`,
        `aria-label="${t.nav.openMenu}"`,
        'aria-expanded="false" aria-controls="site-menu"',
        `aria-label="${t.nav.main}"`,
        `href="${sitePath(language, "docs")}"`,
        `href="${sitePath(language, "support")}"`,
      ];
      const missing = expected.filter((part) => !decodeHTML(header).includes(part));
      if (missing.length > 0) problems.push(`${address}: ${missing.join(", ")}`);
    }
    expect(problems).toEqual([]);
  });
});

describe("the page's language in its links", () => {
  /** Every link of the page that stays on this server: its path and query. */
  const linksOf = (html: string) =>
    [...html.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)].map((match) => new URL(decodeHTML(match[1] ?? ""), "https://x.example"));

  it("keeps it in every link of every page: public pages in that language, the app's pages asked for it (?lang=)", () => {
    const problems: string[] = [];
    for (const address of [...listSitePaths(), "/de/no-such-page", "/fr/blog/no-such-article"]) {
      const { html } = render(address);
      const language = /<html lang="([^"]*)"/.exec(html)?.[1];
      for (const link of linksOf(html)) {
        const site = parseSitePath(link.pathname);
        const asked = site ? site.language : isAppPagePath(link.pathname) ? link.searchParams.get("lang") : language;
        if (asked !== language) problems.push(`${address} (${language}) links to ${link.pathname}${link.search}`);
      }
    }
    expect(problems).toEqual([]);
    // The landing page's sign-up and sign-in, in German.
    const landing = render("/de").html;
    expect(landing).toContain('href="/register?lang=de"');
    expect(landing).toContain('href="/login?lang=de"');
  });

  it("shows an unknown address under a language in that language, as a 404 whose script goes to that home page", () => {
    const { status, html } = render("/de/nope");
    expect(status).toBe(404);
    expect(html).toContain('<html lang="de"');
    expect(titleOf(html)).toBe("Seite nicht gefunden | Sondar");
    expect(bodyText(html)).toContain(de.site.notFound.body);
    expect(html).toContain('href="/de/blog"');
    const data = JSON.parse(/<script type="application\/json" id="site-data">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}") as {
      language: string;
      location: unknown;
    };
    expect(data).toMatchObject({ language: "de", location: null });
  });
});

describe("the comparison page", () => {
  it("has its hero, feature table, prices, savings, testimonials and switching steps in the HTML", () => {
    const text = bodyText(render("/typeform-alternative").html);
    for (const part of [
      "A simpler, fairer alternative to Typeform",
      "Feature by feature",
      "AI analysis of responses",
      "Pricing compared",
      "$15.83/month",
      "Typeform Business",
      "$83/month",
      "Typeform's plans cost $300, $600 or $996 a year. Sondar Pro costs $190 a year",
      "More than 60% cheaper than Typeform Plus",
      "Teams that switched",
      "Switch in three steps",
      "Get Started",
      "Privacy",
      "Support",
    ]) {
      expect(text).toContain(part);
    }
    expect(bodyText(render("/fr/typeform-alternative").html)).toContain("Changer en trois étapes");
  });
});

describe("legal pages", () => {
  const headings = (html: string) => [...html.matchAll(/<h2>([^<]*)<\/h2>/g)].map((match) => decodeHTML(match[1] ?? ""));
  const dataOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="site-data">([^<]*)<\/script>/.exec(html)?.[1] ?? "{}") as { today: string };

  it("have the product's sections, in English", () => {
    expect(headings(render("/privacy").html)).toEqual([
      "Information we collect",
      "How we use information",
      "Data security",
      "Data sharing",
      "Your rights",
      "Contact",
    ]);
    expect(headings(render("/terms").html)).toEqual([
      "Agreement to terms",
      "Description of the service",
      "User accounts",
      "Acceptable use",
      "Subscription and billing",
      "Data ownership",
      "Service availability",
      "Limitation of liability",
      "Termination",
      "Contact",
    ]);
  });

  it("are written in every language, with the day they are served as 'Last updated' and the support address", () => {
    for (const language of LANGUAGES) {
      for (const [page, sections] of [
        ["privacy", 6],
        ["terms", 10],
      ] as const) {
        const { html } = render(sitePath(language, page));
        expect(headings(html), `${language} ${page}`).toHaveLength(sections);
        const shown = STRINGS[language].staticPages.lastUpdated.replace(
          "{{date}}",
          formatArticleDate(dataOf(html).today, language),
        );
        expect(bodyText(html)).toContain(shown.replace(/\s+/g, " "));
        expect(html).toContain('<a href="mailto:support@sondar.local">support@sondar.local</a>');
        expect(bodyText(html)).toContain("Sondar");
        expect(html).not.toContain("{{");
      }
    }
    expect(headings(render("/de/terms").html)[0]).toBe("Zustimmung zu den Bedingungen");
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("list every public page and article in every language", () => {
    const paths = listSitePaths();
    expect(paths).toHaveLength((SITE_PAGES.length + ARTICLES.length) * LANGUAGES.length);
    const sitemap = renderSitemap("https://surveys.example");
    for (const address of [
      "/",
      "/pt",
      "/blog",
      "/fr/privacy",
      "/de/typeform-alternative",
      "/blog/nps-surveys-guide",
      "/es/blog/survey-timing-frequency",
    ]) {
      expect(sitemap).toContain(`<loc>https://surveys.example${address}</loc>`);
    }
    expect(sitemap.match(/<url>/g)).toHaveLength(paths.length);
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="de" href="https://surveys.example/de/blog/nps-surveys-guide"/>',
    );
    // Each address names English as the page for every other language (x-default), as the pages do.
    const entries = sitemap.split("<url>").slice(1);
    for (const entry of entries) {
      const english = /hreflang="en" href="([^"]*)"/.exec(entry)?.[1];
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${english}"/>`);
    }
    const robots = renderRobots("https://surveys.example");
    expect(robots).toContain("Sitemap: https://surveys.example/sitemap.xml");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).not.toMatch(/Disallow: \/(blog|survey|s)\b/);
  });
});

describe("docs, support and contact", () => {
  const sectionsOf = (html: string) =>
    [...html.matchAll(/<h3 class="mb-3[^"]*">([^<]*)<\/h3>/g)].map((match) => decodeHTML(match[1] ?? ""));

  it("docs: the quick start, six sections of topics with their whole text, and the real sharing and API addresses", () => {
    for (const language of LANGUAGES) {
      const { html } = render(sitePath(language, "docs"));
      const t = STRINGS[language].docs;
      const text = bodyText(html);
      expect(sectionsOf(html), language).toHaveLength(6);
      for (const step of Object.values(t.steps)) expect(text).toContain(step.title);
      // Fifteen topics, closed, their text in the HTML all the same.
      const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
      expect(main.match(/aria-expanded="false"/g), language).toHaveLength(15);
      expect(html.match(/role="region"[^>]*hidden=""/g), language).toHaveLength(15);
      expect(html).toContain('<a href="mailto:support@sondar.local">support@sondar.local</a>');
      expect(html).not.toContain("{{");
    }
    const text = bodyText(render("/docs").html);
    expect(sectionsOf(render("/docs").html)).toEqual([
      "Getting Started",
      "Survey Builder",
      "Sharing & Responses",
      "Analytics & AI",
      "Account & Billing",
      "API",
    ]);
    expect(text).toContain("Branching logic");
    expect(text).toContain("Before publishing, Sondar checks that every rule points to a question that exists.");
    expect(text).toContain("https://surveys.example/survey/8f3kq2m7x1pz");
    expect(text).toContain("https://surveys.example/s/8f3kq2m7x1pz");
    expect(text).toContain('<iframe src="https://surveys.example/embed/survey/8f3kq2m7x1pz"');
    expect(bodyText(render("/de/docs").html)).toContain("Verzweigungslogik");
    // The API examples are on this server's address, in a code block.
    expect(text).toContain('curl -H "Authorization: Bearer sondar_…" https://surveys.example/api/v1/surveys');
    expect(text).toContain('"mcp-remote", "https://surveys.example/api/mcp", "--header", "Authorization:${AUTH_HEADER}"');
  });

  it("support: the ten questions with their answers, the categories, the status box and 'Still need help?'", () => {
    for (const language of LANGUAGES) {
      const t = STRINGS[language].support;
      const text = bodyText(render(sitePath(language, "support")).html);
      for (const item of Object.values(t.faq)) {
        expect(text, language).toContain(product(item.question));
        expect(text, language).toContain(product(item.answer));
      }
      for (const category of Object.values(t.categories)) expect(text).toContain(category);
      expect(text).toContain(t.status.checking);
      expect(text).toContain(t.stillNeedHelp.title);
      expect(text).toContain(t.cards.chat.action);
    }
  });

  it("contact: a form posted without JavaScript comes back with its errors beside what was typed, or as sent", () => {
    const refused = renderSitePage({
      pathname: "/de/contact",
      config,
      template: TEMPLATE,
      contact: {
        values: { name: "Ada", email: "ada-at-example", subject: "<b>Hi</b>", message: "" },
        errors: [
          { field: "email", code: "TYPE_EMAIL", message: "should be an email" },
          { field: "message", code: "REQUIRED_FIELD_EMPTY", message: "is required" },
        ],
      },
    }).html;
    const tag = (id: string) => new RegExp(`<(?:input|textarea)[^>]*id="${id}"[^>]*>`).exec(refused)?.[0] ?? "";
    expect(/<form[^>]*>/.exec(refused)?.[0]).toMatch(/action="\/de\/contact" method="post"/);
    // What was typed, escaped, and the refused fields marked; the first takes the focus without a script.
    for (const part of [
      'value="ada-at-example"',
      'aria-invalid="true"',
      'aria-describedby="contact-email-error"',
      'autofocus=""',
    ]) {
      expect(tag("contact-email")).toContain(part);
    }
    expect(tag("contact-subject")).toContain('value="&lt;b&gt;Hi&lt;/b&gt;"');
    expect(tag("contact-subject")).not.toContain("autofocus");
    expect(tag("contact-message")).toContain('aria-invalid="true"');
    expect(bodyText(refused)).toContain("E-Mail muss eine E-Mail-Adresse sein");
    expect(bodyText(refused)).toContain("Nachricht ist erforderlich");
    const sent = renderSitePage({ pathname: "/contact", config, template: TEMPLATE, contact: { sent: true } }).html;
    expect(bodyText(sent)).toContain("Message Sent!");
    expect(sent).toContain('href="/contact"');
    expect(sent).toContain('"contact":{"sent":true}');
    // Only the contact page takes such a state.
    expect(renderSitePage({ pathname: "/docs", config, template: TEMPLATE, contact: { sent: true } }).html).not.toContain(
      '"contact":',
    );
  });

  it("contact: the form's fields and the contact panel with the support address", () => {
    for (const language of LANGUAGES) {
      const t = STRINGS[language].contact;
      const { html } = render(sitePath(language, "contact"));
      const text = bodyText(html);
      for (const label of Object.values(t.fields)) expect(text).toContain(label);
      expect(text).toContain(t.responseTime);
      expect(text).toContain(t.send);
      expect(html).toContain('href="mailto:support@sondar.local"');
      expect(html).toMatch(/<textarea[^>]*rows="5"/);
      expect(html).toMatch(/<input[^>]*type="email"/);
    }
  });
});
