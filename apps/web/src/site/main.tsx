// The browser's entry to the public site: takes over the server-rendered page (hydration) so the
// switches, the pricing toggle and the blog filter work; none of the signed-in app comes with it.
import { asLanguage, LANGUAGE_STORAGE_KEY } from "@sondar/core/i18n/languages";
import { sitePath } from "@sondar/core/site/site-paths";
import { createInstance, type BackendModule } from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { initReactI18next } from "react-i18next";
import { initTheme } from "../lib/theme";
import { SITE_DATA_ID, type SiteData } from "./site-data";
import { SiteRoot } from "./site-root";
import { siteTranslationPath } from "./site-translations";
import "./site.css";

/**
 * Reads the site's own words, /locales/{language}/site.json, with the browser's fetch (the page
 * preloads it); never the app's whole file (docs/decisions/150-site-translations-of-its-own.md).
 */
const translationFiles: BackendModule = {
  type: "backend",
  init: () => undefined,
  read: (language, _namespace, callback) => {
    fetch(siteTranslationPath(asLanguage(language)))
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then(
        (translation: object) => callback(null, translation),
        (error: Error) => callback(error, false),
      );
  },
};

async function start() {
  const data = JSON.parse(document.getElementById(SITE_DATA_ID)?.textContent ?? "null") as SiteData | null;
  if (!data) return;
  const { location, language } = data;
  // An unknown address: a crawler keeps the 404, a person goes on to the home page.
  if (!location) return void window.location.replace(sitePath(language, "landing"));
  initTheme();
  const i18n = createInstance();
  await i18n
    .use(translationFiles)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every key exists in every language (locales/translations.test.ts): no second file to fetch.
      fallbackLng: false,
      load: "languageOnly",
      // A key missing from the file would show as its raw name: say so where tests and people look.
      saveMissing: true,
      missingKeyHandler: (languages, _namespace, key) => console.error(`Missing translation: ${key} (${languages.join(", ")})`),
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  // The address carries the language: choosing another opens the same page in it, and the
  // choice is saved for the signed-in app too.
  i18n.on("languageChanged", (next) => {
    if (next === language) return;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage can be blocked; the address still says the language.
    }
    window.location.assign(
      sitePath(next as typeof language, location.page, location.page === "article" ? location.slug : undefined),
    );
  });
  // An article's or legal page's HTML is in the page already; it is handed back to React, not sent twice.
  const bodyHtml = document.querySelector("[data-content-body]")?.innerHTML ?? "";
  const root = document.getElementById("root");
  if (!root) return;
  // As a transition, React hydrates in slices and lets the browser answer input between them,
  // instead of one long task on a slow phone (docs/decisions/098-public-site-script-on-a-diet.md).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <SiteRoot data={data} i18n={i18n} bodyHtml={bodyHtml} />
      </StrictMode>,
    );
  });
}

void start();
