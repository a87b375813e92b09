// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES } from "@sondar/core/i18n/languages";
import { sampleSurveyPath } from "@sondar/core/site/sample-survey";
import { sitePath } from "@sondar/core/site/site-paths";
import { decodeHTML } from "entities";
import { expect, it } from "vitest";
import de from "../../locales/de/translation.json";
import en from "../../locales/en/translation.json";
import es from "../../locales/es/translation.json";
import fr from "../../locales/fr/translation.json";
import pt from "../../locales/pt/translation.json";
import { APP_CONFIG } from "../lib/test-app";
import { renderSitePage } from "./render-site-page";

const TEMPLATE = readFileSync(path.join(import.meta.dirname, "../../site.html"), "utf8");
const STRINGS = { en, es, fr, de, pt } as const;

it("renders every section of the landing page into the HTML, in every language, with the footer's links in that language", () => {
  for (const language of LANGUAGES) {
    const t = STRINGS[language];
    const { status, html } = renderSitePage({ pathname: sitePath(language, "landing"), config: APP_CONFIG, template: TEMPLATE });
    expect(status).toBe(200);
    const text = decodeHTML(html.replace(/<[^>]*>/g, " ")).replace(/\s+/g, " ");
    for (const expected of [
      t.landing.heroTitle,
      t.landing.features.builder.title,
      t.landing.features.ai.title,
      t.landing.ai.title,
      t.landing.ai.questions.recommend,
      t.landing.ai.summary,
      t.landing.pricing.title,
      t.landing.pricing.yearly,
      t.landing.pricing.savePercent.replace("{{percent}}", "20"),
      t.landing.testimonialsTitle,
      t.landing.testimonials.one.quote,
      t.landing.testimonials.three.author,
      t.landing.ctaTitle,
      t.landing.trySample,
      t.site.comparison,
    ]) {
      expect(text, `${language}: ${expected}`).toContain(expected);
    }
    expect(html).toContain(`href="${sampleSurveyPath(language)}"`);
    for (const page of ["blog", "docs", "support", "contact", "privacy", "terms", "typeform-alternative"] as const) {
      expect(html, `${language} ${page}`).toContain(`href="${sitePath(language, page)}"`);
    }
  }
});
