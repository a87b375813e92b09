import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES } from "@sondar/core/i18n/languages";
import { parseSitePath, SITE_PAGES, sitePath } from "@sondar/core/site/site-paths";
import { describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { useBrowser } from "./support/browser";
import { openSitePage } from "./support/site";

const browser = useBrowser();

/** Every key of the English file ("site.meta.blog.title"): shown raw, one is missing. */
function translationKeys(): string[] {
  const file = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../apps/web/locales/en/translation.json"), "utf8"));
  const walk = (node: unknown, prefix: string): string[] =>
    node !== null && typeof node === "object"
      ? Object.entries(node).flatMap(([key, value]) => walk(value, prefix ? `${prefix}.${key}` : key))
      : [prefix];
  return walk(file, "").filter((key) => key.includes("."));
}

/**
 * Every page of core's list in every language, and an article in each: pages another change adds
 * to core's list are visited without touching this file. One page is reused for the whole walk.
 */
const ADDRESSES = LANGUAGES.flatMap((language) => [
  ...SITE_PAGES.map((page) => sitePath(language, page)),
  sitePath(language, "article", "nps-surveys-guide"),
]);

describe("every public page in every language", () => {
  test("hydrates with no missing translation, no console error and no serious axe violation", { timeout: 180_000 }, async () => {
    const keys = translationKeys();
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    });
    page.on("pageerror", (error) => consoleErrors.push(`${new URL(page.url()).pathname}: ${error.message}`));
    const problems: string[] = [];
    for (const address of ADDRESSES) {
      await openSitePage(page, address);
      expect(await page.evaluate(() => document.documentElement.lang), address).toBe(parseSitePath(address)?.language);
      const rawKeys = await page.evaluate((all) => {
        const text = document.body.innerText;
        const attributes = [...document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")].flatMap((element) =>
          ["aria-label", "title", "placeholder", "alt"].map((name) => element.getAttribute(name) ?? ""),
        );
        return all.filter((key) => text.includes(key) || attributes.some((value) => value.includes(key)));
      }, keys);
      if (rawKeys.length > 0) problems.push(`${address} shows raw keys: ${rawKeys.join(", ")}`);
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) problems.push(`${address} axe: ${violations.join(", ")}`);
    }
    expect(problems).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
