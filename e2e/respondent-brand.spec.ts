import type { Page } from "playwright-core";
import { beforeAll, describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { makePng } from "../apps/server/src/modules/uploads/test-images";
import { MOBILE, newUser, registerAndVerify, useBrowser, type Viewport } from "./support/browser";
import { publishSurvey, type PublishedSurvey } from "./support/respondent";
import { saveScreenshots } from "./support/screenshots";
import { waitForSaved } from "./support/survey-pages";

const browser = useBrowser();
const WIDE: Viewport = { width: 1440, height: 900 };

const QUESTIONS = [
  { id: "q_colour", type: "multiple-choice", title: "Which colour do you like best?", options: ["Red", "Green", "Blue"] },
  { id: "q_why", type: "textarea", title: "Why that one?" },
];

const ROSE = { brandColor: "#e11d48", font: "serif", corners: "pill", backgroundColor: null, backgroundImageUrl: null };
const NAVY = { brandColor: "#f97316", font: "rounded", corners: "square", backgroundColor: "#0b1d3a", backgroundImageUrl: null };

/** Computed styles of what the brand touches: the Next button, the page's font and background. */
const brandStyles = (page: Page) =>
  page.evaluate(() => {
    const button = [...document.querySelectorAll("button")].find((b) => /^(Skip|Next|Submit)$/.test(b.textContent ?? ""));
    if (!button) throw new Error("no Next button");
    const style = getComputedStyle(button);
    return {
      buttonBackground: style.backgroundColor,
      buttonText: style.color,
      buttonRadius: style.borderTopLeftRadius,
      font: getComputedStyle(document.body).fontFamily,
      pageBackground: getComputedStyle(document.body).backgroundColor,
      dark: document.documentElement.classList.contains("dark"),
    };
  });

/** With BRAND_SHOTS_DIR set, leaves screenshots at 390 and 1440 px, light and dark, to look at by eye. */
function screenshots(page: Page, name: string) {
  return saveScreenshots(page, process.env.BRAND_SHOTS_DIR, name, [
    ["1440", WIDE],
    ["390", MOBILE],
  ]);
}

describe("brand theme on the respondent page", () => {
  let rose: PublishedSurvey;
  let navy: PublishedSurvey;

  beforeAll(async () => {
    const creator = await browser.newPage();
    await registerAndVerify(creator, newUser("brand-creator", "Bree Creator"));
    rose = await publishSurvey(creator, "Colour poll", QUESTIONS, { brand: ROSE });
    navy = await publishSurvey(creator, "Night poll", QUESTIONS, { brand: NAVY, welcomeMessage: "Two quick questions." });
  });

  test("a branded survey renders its colour, font and corners in the embed, and keeps them to the completion page", async () => {
    const page = await browser.newPage();
    await page.goto(`/embed/survey/${rose.shareId}`);
    await page.getByRole("heading", { name: "Which colour do you like best?" }).waitFor();
    const styles = await brandStyles(page);
    expect(styles).toMatchObject({
      buttonBackground: "rgb(225, 29, 72)",
      buttonText: "rgb(255, 255, 255)",
      buttonRadius: "9999px",
    });
    expect(styles.font).toMatch(/^Charter,/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "brand-rose-question");

    await page.getByText("Green").click();
    await page.getByRole("heading", { name: "Why that one?" }).waitFor();
    await page.getByRole("textbox", { name: "Why that one?" }).fill("It is calm.");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("heading", { name: "Survey Completed!" }).waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Charter,/);
    await screenshots(page, "brand-rose-completed");
  });

  test("a dark background colour paints the page dark in the embed; ?theme=light keeps the brand but not that background", async () => {
    const page = await browser.newPage(WIDE);
    await page.goto(`/embed/survey/${navy.shareId}`);
    await page.getByRole("button", { name: "Begin Survey" }).waitFor();
    await screenshots(page, "brand-navy-welcome");
    await page.getByRole("button", { name: "Begin Survey" }).click();
    await page.getByRole("heading", { name: "Which colour do you like best?" }).waitFor();
    const styles = await brandStyles(page);
    expect(styles).toMatchObject({
      pageBackground: "rgb(11, 29, 58)",
      dark: true,
      buttonBackground: "rgb(249, 115, 22)",
      // Dark ink on orange reads better than white.
      buttonText: "rgb(15, 23, 42)",
      buttonRadius: "2px",
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "brand-navy-question");

    const light = await browser.newPage(WIDE);
    await light.goto(`/embed/survey/${navy.shareId}?theme=light`);
    await light.getByRole("button", { name: "Begin Survey" }).click();
    await light.getByRole("heading", { name: "Which colour do you like best?" }).waitFor();
    const lightStyles = await brandStyles(light);
    expect(lightStyles).toMatchObject({ dark: false, buttonBackground: "rgb(249, 115, 22)" });
    expect(lightStyles.pageBackground).not.toBe("rgb(11, 29, 58)");
  });
});

describe("brand design in the builder", () => {
  test("a creator picks a colour (warned while it is too pale), a background image and alt text; respondents get them", async () => {
    const creator = await browser.newPage();
    await registerAndVerify(creator, newUser("brand-builder", "Bo Builder"));
    const survey = await publishSurvey(creator, "Picture poll", [
      { id: "q_pic", type: "multiple-choice", title: "Which chart is clearer?", options: ["Left", "Right"] },
    ]);
    await creator.goto(`/surveys/${survey.id}/edit`);
    await creator.getByRole("textbox", { name: "Survey title" }).waitFor();

    await creator.getByRole("button", { name: "Settings", exact: true }).click();
    const settings = creator.getByRole("dialog", { name: "Survey settings" });
    const brandColour = settings.getByRole("textbox", { name: "Brand colour", exact: true });
    await brandColour.fill("#fde68a");
    await settings.getByText("Some colours are hard to read").waitFor();
    await settings.getByText("Some colours are hard to read").scrollIntoViewIfNeeded();
    await screenshots(creator, "brand-builder-design");
    await brandColour.fill("#0f766e");
    await settings.getByText("Some colours are hard to read").waitFor({ state: "detached" });
    await settings.getByLabel("Background", { exact: true }).selectOption("image");
    await settings.getByLabel("Upload background image").setInputFiles({
      name: "backdrop.png",
      mimeType: "image/png",
      buffer: Buffer.from(makePng(1600, 900)),
    });
    await settings.getByRole("img", { name: "Background image" }).waitFor();
    await creator.keyboard.press("Escape");

    await creator.getByRole("list", { name: "Questions" }).getByRole("listitem").first().locator("button").nth(1).click();
    await creator.getByLabel("Add images").setInputFiles({
      name: "chart.png",
      mimeType: "image/png",
      buffer: Buffer.from(makePng(400, 300)),
    });
    await creator.getByLabel("Alt text for chart.png").fill("Bar chart of sales by month");
    await creator.getByLabel("Alt text for chart.png").scrollIntoViewIfNeeded();
    await screenshots(creator, "brand-builder-alt-text");
    await waitForSaved(creator);

    const page = await browser.newPage(WIDE);
    await page.goto(`/survey/${survey.shareId}`);
    const chart = page.getByRole("img", { name: "Bar chart of sales by month" });
    await chart.waitFor();
    expect(await chart.getAttribute("src")).toMatch(/^\/uploads\/[0-9a-f-]{36}$/);
    const look = await page.evaluate(() => ({
      image: getComputedStyle(document.body).backgroundImage,
      brand: getComputedStyle(document.documentElement).getPropertyValue("--brand"),
    }));
    expect(look.image).toMatch(/^url\(".*\/uploads\/[0-9a-f-]{36}"\)$/);
    expect(look.brand).toBe("#0f766e");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "brand-image-question");
  });
});

describe("ranking drag layer", () => {
  test("is fetched when a ranking question comes near, not at page load", async () => {
    const creator = await browser.newPage();
    await registerAndVerify(creator, newUser("ranking-lazy", "Rae Creator"));
    const titles = ["First", "Second", "Third", "Fourth"];
    const survey = await publishSurvey(creator, "Late ranking", [
      ...titles.map((title, i) => ({ id: `q_t${i}`, type: "text", title })),
      { id: "q_rank", type: "ranking", title: "Put these in order", rankingItems: ["A", "B", "C"] },
    ]);

    const page = await browser.newPage();
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    const dragLayerFetched = () => fetched.some((p) => /ranking-drag-layer|sortable/.test(p));
    await page.goto(`/survey/${survey.shareId}`);
    await page.getByRole("heading", { name: "First" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(dragLayerFetched()).toBe(false);

    await page.getByRole("button", { name: "Skip" }).click();
    await page.getByRole("heading", { name: "Second" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(dragLayerFetched()).toBe(false);

    // Two questions ahead of the ranking: now it is worth fetching.
    await page.getByRole("button", { name: "Skip" }).click();
    await page.getByRole("heading", { name: "Third" }).waitFor();
    await expect.poll(dragLayerFetched).toBe(true);
  });
});
