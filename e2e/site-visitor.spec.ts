// A visitor of the public site: the language they read in goes with them, and every page has the
// same header (issue 20). Set SITE_SHOTS_DIR to keep screenshots at 390 and 1440 px, light and dark.
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { MOBILE, useBrowser, waitForPath, type Viewport } from "./support/browser";
import { queryDb } from "./support/db";
import { saveScreenshots } from "./support/screenshots";
import { openSitePage } from "./support/site";

const browser = useBrowser();
const WIDE: Viewport = { width: 1440, height: 900 };
const SIZES = [
  ["1440", WIDE],
  ["390", MOBILE],
] as const;
/** Screenshots at both sizes, light and dark; the page is back at `size` afterwards. */
const shots = (page: Page, name: string, size: Viewport = WIDE) =>
  saveScreenshots(page, process.env.SITE_SHOTS_DIR, name, SIZES, size);

/** Console errors on the page from now on. */
function consoleErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  return problems;
}

describe("the visitor's language", () => {
  test("a German visitor signs up in German from the landing page, and the sign-up page leads back to German pages", async () => {
    // An English browser that once chose French in the app: the page read wins.
    const page = await browser.newPage(WIDE);
    const problems = consoleErrors(page);
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("i18nextLng", "fr"));
    await openSitePage(page, "/de");
    await page.getByRole("banner").getByRole("button", { name: "Jetzt starten" }).click();
    await waitForPath(page, "/register");
    expect(new URL(page.url()).search).toBe("?plan=monthly&lang=de");
    await page.getByRole("button", { name: "Konto erstellen", exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("de");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("de");
    expect(await page.getByRole("link", { name: "Datenschutz" }).getAttribute("href")).toBe("/de/privacy");
    await shots(page, "register-from-de");

    // The hero's link and sign-in ask for the language too.
    await openSitePage(page, "/pt");
    await page.getByRole("main").getByRole("link", { name: "Entrar" }).click();
    await waitForPath(page, "/login");
    await page.getByRole("button", { name: "Entrar", exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("pt");
    // The checkout asked first answers 401 to a visitor who is not signed in: that is how sign-up is chosen.
    expect(problems.filter((problem) => !problem.includes("status of 401"))).toEqual([]);
  });

  test("an unknown address under /de answers a German 404 whose links stay German, and sends a person to /de", async () => {
    // Without JavaScript, as a crawler reads it: the page itself.
    const reader = await browser.newPage(WIDE, { javaScriptEnabled: false });
    const res = await reader.goto("/de/nope");
    expect(res?.status()).toBe(404);
    await reader.getByRole("heading", { level: 1, name: "Seite nicht gefunden" }).waitFor();
    expect(await reader.getByRole("contentinfo").getByRole("link", { name: "Kontakt" }).getAttribute("href")).toBe("/de/contact");
    expect(await reader.getByRole("banner").getByRole("link", { name: "Anmelden" }).first().getAttribute("href")).toBe(
      "/login?lang=de",
    );
    await shots(reader, "not-found-de");

    const person = await browser.newPage(MOBILE);
    await person.goto("/de/nope");
    await waitForPath(person, "/de");
    await person.getByRole("heading", { level: 1 }).waitFor();
    expect(await person.evaluate(() => document.documentElement.lang)).toBe("de");
  });
});

/** Docs, Support, Contact, Privacy, Terms: the pages that had a header of their own. */
const TEXT_PAGES = ["/docs", "/support", "/contact", "/privacy", "/terms"] as const;

describe("one header on every public page", () => {
  test("each text page has the language switch, the theme switch and, on a phone, the menu, as the landing page has", async () => {
    const page = await browser.newPage(WIDE);
    const problems = consoleErrors(page);
    for (const address of ["/", ...TEXT_PAGES]) {
      await openSitePage(page, address);
      const banner = page.getByRole("banner");
      await banner.getByRole("button", { name: "Change language: EN" }).waitFor();
      await banner.getByRole("button", { name: "Change theme" }).waitFor();
      // Wide: the sections are in the bar, the menu button is not shown.
      await banner.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Documentation" }).waitFor();
      expect(await banner.getByRole("button", { name: "Open menu" }).isVisible(), address).toBe(false);
      expect(await seriousAxeViolations(page), address).toEqual([]);
      await shots(page, `header${address.replace("/", "-") || "-landing"}`);
    }
    expect(problems).toEqual([]);
  });

  test("on a phone the menu opens the sections and sign-in, closes with Escape, and the switches work on Docs", async () => {
    const page = await browser.newPage(MOBILE);
    const problems = consoleErrors(page);
    await openSitePage(page, "/docs");
    const banner = page.getByRole("banner");
    const menuButton = banner.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const menu = page.locator("#site-menu");
    await menu.getByRole("link", { name: "Support" }).waitFor();
    expect(await menu.getByRole("link", { name: "Documentation" }).getAttribute("aria-current")).toBe("page");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shots(page, "docs-menu-open", MOBILE);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe("site-menu");

    // The theme switch paints the page dark, the language switch opens the German docs.
    await banner.getByRole("button", { name: "Change theme" }).click();
    await page.getByRole("menuitemradio", { name: "Dark" }).click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await banner.getByRole("button", { name: "Change language: EN" }).click();
    await page.getByRole("menuitemradio", { name: /Deutsch/ }).click();
    await waitForPath(page, "/de/docs");
    await page.getByRole("banner").getByRole("button", { name: "Menü öffnen" }).click();
    await page.locator("#site-menu").getByRole("link", { name: "Anmelden" }).waitFor();
    expect(await page.locator("#site-menu").getByRole("link", { name: "Anmelden" }).getAttribute("href")).toBe("/login?lang=de");
    expect(problems).toEqual([]);
  });
});

describe("the contact form", () => {
  test("without JavaScript it posts the message (not in the address) and the server's page says it was sent, or what to fix", async () => {
    const page = await browser.newPage(MOBILE, { javaScriptEnabled: false });
    await page.goto("/fr/contact");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await page.waitForURL((url) => url.pathname === "/fr/contact", { waitUntil: "load" });
    expect(new URL(page.url()).search).toBe("");
    await page.getByText("Nom est obligatoire").waitFor();
    expect(await page.getByLabel("Nom").getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
    await shots(page, "contact-no-js-refused", MOBILE);

    const email = `no-js-${Date.now()}@example.com`;
    await page.getByLabel("Nom").fill("Marie Curie");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Objet").fill("Sans JavaScript");
    await page.getByLabel("Message").fill("Bonjour, le formulaire marche-t-il sans script ?");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await page.getByRole("heading", { name: /^Message envoyé/ }).waitFor();
    expect(new URL(page.url()).search).toBe("");
    const rows = await queryDb<{ language: string }>("select language from contact_messages where email = $1", [email]);
    expect(rows).toEqual([{ language: "fr" }]);
  });

  test("with JavaScript an empty form marks every field and focuses the first; a long message counts down", async () => {
    const page = await browser.newPage(WIDE);
    await openSitePage(page, "/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Name is required").waitFor();
    for (const label of ["Name", "Email", "Subject", "Message"]) {
      expect(await page.getByLabel(label).getAttribute("aria-invalid"), label).toBe("true");
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
    await page.getByLabel("Message").fill("x".repeat(4990));
    await page.getByText("10 characters left").waitFor();
    await page.getByLabel("Message").fill("x".repeat(5002));
    await page.getByText("2 characters too many").waitFor();
    expect(await page.getByLabel("Message").inputValue()).toHaveLength(5002);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shots(page, "contact-over-limit");
  });
});
