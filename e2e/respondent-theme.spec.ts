import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { newUser, registerAndVerify, useBrowser } from "./support/browser";
import { publishSurvey, type PublishedSurvey } from "./support/respondent";

const browser = useBrowser();

const QUESTIONS = [
  { id: "q_name", type: "text", title: "What is your name?" },
  { id: "q_city", type: "text", title: "Where do you live?" },
];

/** The root's theme class and the page background it paints. */
const painted = (page: Page) =>
  page.evaluate(() => ({
    dark: document.documentElement.classList.contains("dark"),
    light: document.documentElement.classList.contains("light"),
    background: getComputedStyle(document.body).backgroundColor,
  }));

/**
 * Switches the device's colour scheme and returns once the page has heard of it: the listener
 * that waits here is added after the page's own, so the page has reacted by then.
 */
async function switchDeviceScheme(page: Page, scheme: "light" | "dark") {
  await page.evaluate(() => {
    const media = matchMedia("(prefers-color-scheme: dark)");
    (window as unknown as { schemeChanged: Promise<void> }).schemeChanged = new Promise((resolve) =>
      media.addEventListener("change", () => resolve(), { once: true }),
    );
  });
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate(() => (window as unknown as { schemeChanged: Promise<void> }).schemeChanged);
}

describe("respondent theme", () => {
  let auto: PublishedSurvey;
  let dark: PublishedSurvey;

  beforeAll(async () => {
    const creator = await browser.newPage();
    await registerAndVerify(creator, newUser("theme-creator", "Tess Creator"));
    auto = await publishSurvey(creator, "Theme check", QUESTIONS);
    dark = await publishSurvey(creator, "Dark survey", QUESTIONS, { theme: "dark" });
  });

  test("an 'auto' survey follows the device's colour scheme mid-visit, without a reload", async () => {
    const page = await browser.newPage();
    await page.goto(`/survey/${auto.shareId}`);
    const name = page.getByRole("textbox", { name: "What is your name?" });
    await name.fill("Half-way Hana");
    await page.evaluate(() => ((window as unknown as { sameVisit: boolean }).sameVisit = true));
    const light = await painted(page);
    expect(light).toMatchObject({ light: true, dark: false });

    await switchDeviceScheme(page, "dark");
    const darkened = await painted(page);
    expect(darkened).toMatchObject({ light: false, dark: true });
    expect(darkened.background).not.toBe(light.background);
    // Same page, same answer: nothing reloaded.
    expect(await page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit)).toBe(true);
    expect(await name.inputValue()).toBe("Half-way Hana");
    // Dark colours keep their contrast.
    expect(await seriousAxeViolations(page)).toEqual([]);

    await switchDeviceScheme(page, "light");
    expect(await painted(page)).toEqual(light);
  });

  test("the embed's theme=light and a survey's own dark theme win over the device", async () => {
    const embed = await browser.newPage();
    await embed.emulateMedia({ colorScheme: "dark" });
    await embed.goto(`/embed/survey/${auto.shareId}?theme=light`);
    await embed.getByRole("heading", { name: "What is your name?" }).waitFor();
    expect(await painted(embed)).toMatchObject({ light: true, dark: false });
    await switchDeviceScheme(embed, "light");
    await switchDeviceScheme(embed, "dark");
    expect(await painted(embed)).toMatchObject({ light: true, dark: false });

    const page = await browser.newPage();
    await page.goto(`/survey/${dark.shareId}`);
    await page.getByRole("heading", { name: "What is your name?" }).waitFor();
    expect(await painted(page)).toMatchObject({ light: false, dark: true });
    await switchDeviceScheme(page, "dark");
    await switchDeviceScheme(page, "light");
    expect(await painted(page)).toMatchObject({ light: false, dark: true });
  });
});
