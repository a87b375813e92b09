import { LANGUAGES } from "@sondar/core/i18n/languages";
import { SITE_PAGES, sitePath } from "@sondar/core/site/site-paths";
import { describe, expect, inject, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { MOBILE, useBrowser, waitForPath } from "./support/browser";
import { openSitePage } from "./support/site";

const browser = useBrowser();
const ARTICLE = "/blog/nps-surveys-guide";

/** The address as a crawler without JavaScript gets it. */
async function crawl(address: string) {
  const res = await fetch(inject("baseURL") + address, { redirect: "manual" });
  const html = await res.text();
  return {
    status: res.status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
    h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? "",
  };
}

describe("public site for crawlers", () => {
  test("every public page, in every language, answers 200 with its own title and heading in the HTML", async () => {
    const titles = new Set<string>();
    for (const language of LANGUAGES) {
      for (const address of [
        ...SITE_PAGES.map((page) => sitePath(language, page)),
        sitePath(language, "article", "nps-surveys-guide"),
      ]) {
        const page = await crawl(address);
        expect(page.status, address).toBe(200);
        expect(page.html).toContain(`<html lang="${language}"`);
        expect(page.title, address).not.toBe("Sondar");
        expect(page.h1, address).not.toBe("");
        expect(page.html).toContain(`<link rel="canonical" href="`);
        titles.add(`${language}:${page.title}`);
      }
    }
    expect(titles.size).toBe(LANGUAGES.length * (SITE_PAGES.length + 1));
  });

  test("an unknown address and an unknown article answer 404, robots.txt and sitemap.xml list the site", async () => {
    expect((await crawl("/no-such-page")).status).toBe(404);
    const article = await crawl("/blog/no-such-article");
    expect(article.status).toBe(404);
    expect(article.h1).toBe("Article Not Found");
    const robots = await (await fetch(`${inject("baseURL")}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    const sitemap = await (await fetch(`${inject("baseURL")}/sitemap.xml`)).text();
    expect(sitemap).toContain("/fr/blog/survey-incentives-rewards</loc>");
    expect(sitemap.match(/<url>/g)).toHaveLength(LANGUAGES.length * (SITE_PAGES.length + 11));
  });
});

describe("public site for people", () => {
  test("the blog filters, opens an article, switches language, and meets axe, with no console errors", async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    await openSitePage(page, "/blog");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Technology" }).click();
    await page
      .getByRole("heading", { name: "Featured" })
      .waitFor({ state: "detached" })
      .catch(() => undefined);
    expect(await page.getByRole("listitem").count()).toBe(1);
    await page.getByRole("link", { name: /^Read More\s*: AI-Powered Survey Analysis/ }).click();
    await waitForPath(page, "/blog/ai-powered-survey-analysis");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Change language: EN" }).click();
    await page.getByRole("menuitemradio", { name: /Español/ }).click();
    await waitForPath(page, "/es/blog/ai-powered-survey-analysis");
    await page.getByRole("link", { name: "Volver al blog" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("es");
    expect(problems).toEqual([]);
  });

  test("a person at an unknown address goes to the home page; the article reads on a phone in dark mode", async () => {
    const page = await browser.newPage(MOBILE, { colorScheme: "dark" });
    await page.goto("/no-such-page");
    await waitForPath(page, "/");
    await openSitePage(page, ARTICLE);
    await page.getByRole("heading", { level: 1, name: "The Practical Guide to NPS Surveys" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
