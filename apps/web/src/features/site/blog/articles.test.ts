// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isArticleSlug } from "@sondar/core/site/site-paths";
import { describe, expect, it } from "vitest";
import { ARTICLES, BLOG_CATEGORIES } from "./articles";

const CONTENT = path.join(import.meta.dirname, "../../../../content/blog");
const words = (slug: string) =>
  readFileSync(path.join(CONTENT, `${slug}.md`), "utf8")
    .split(/\s+/)
    .filter(Boolean).length;

describe("blog articles", () => {
  it("are eleven, one Markdown file each, with the slugs the product links to", () => {
    expect(ARTICLES).toHaveLength(11);
    const files = readdirSync(CONTENT).map((file) => file.replace(/\.md$/, ""));
    expect(files.sort()).toEqual(ARTICLES.map((article) => article.slug).sort());
    expect(ARTICLES.every((article) => isArticleSlug(article.slug))).toBe(true);
    for (const slug of [
      "survey-timing-frequency",
      "nps-surveys-guide",
      "survey-incentives-rewards",
      "ai-powered-survey-analysis",
    ]) {
      expect(files).toContain(slug);
    }
  });

  it("are 5 to 7 minute reads, and say so at 200 words a minute", () => {
    for (const article of ARTICLES) {
      const count = words(article.slug);
      expect(count, article.slug).toBeGreaterThanOrEqual(1000);
      expect(count, article.slug).toBeLessThanOrEqual(1400);
      expect(article.readMinutes, article.slug).toBe(Math.round(count / 200));
    }
  });

  it("fill every category, with one featured article, newest first", () => {
    for (const category of BLOG_CATEGORIES)
      expect(
        ARTICLES.some((article) => article.category === category),
        category,
      ).toBe(true);
    expect(ARTICLES.filter((article) => article.featured)).toHaveLength(1);
    const dates = ARTICLES.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
