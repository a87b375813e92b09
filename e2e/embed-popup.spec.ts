// The popup embed on another site: the launcher wears the survey's brand colour, and Escape
// closes the popup even with the focus inside the survey's frame (issue 20). Set
// EMBED_SHOTS_DIR to keep screenshots at 390 and 1440 px, light and dark.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, test } from "vitest";
import { MOBILE, newUser, registerAndVerify, useBrowser, type Viewport } from "./support/browser";
import { publishSurvey, type PublishedSurvey } from "./support/respondent";
import { saveScreenshots } from "./support/screenshots";

const browser = useBrowser();
const WIDE: Viewport = { width: 1440, height: 900 };
const QUESTIONS = [{ id: "q_name", type: "text", title: "What should we call you?" }];
const SUNNY = { brandColor: "#fde047", font: "system", corners: "rounded", backgroundColor: null, backgroundImageUrl: null };

let survey: PublishedSurvey;
let snippet = "";
/**
 * A shop on another origin than the survey's, where the creator pasted the snippet: a real server
 * on this machine (the browser lets a page on the loopback frame a loopback address, not a page it
 * only made up).
 */
let shop: Server;
let shopUrl = "";

afterAll(() => new Promise<void>((resolve) => shop.close(() => resolve())));

/** The shop's page with the snippet in it. */
async function openShop(page: Page) {
  await page.goto(shopUrl);
  return page.getByRole("button", { name: "Take the survey" });
}

beforeAll(async () => {
  const creator = await browser.newPage();
  await registerAndVerify(creator, newUser("embed-creator", "Emil Embed"));
  survey = await publishSurvey(creator, "Shop feedback", QUESTIONS, { brand: SUNNY });
  // The snippet as the builder's embed dialog gives it, popup style.
  await creator.goto(`/surveys/${survey.id}/edit`);
  await creator.getByRole("button", { name: "Embed", exact: true }).click();
  snippet = await creator.getByLabel("Embed code").inputValue();
  shop = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(
      `<!doctype html><html lang="en"><head><title>Shop</title></head><body style="font-family:sans-serif;padding:32px"><h1>Our shop</h1><p>Tell us how we did.</p>${snippet}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => shop.listen(0, "127.0.0.1", resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}/`;
  expect(new URL(shopUrl).origin).not.toBe(new URL(inject("baseURL")).origin);
}, 120_000);

describe("the popup embed", () => {
  test("its launcher wears the survey's brand colour with readable text", async () => {
    const page = await browser.newPage(WIDE);
    const launcher = await openShop(page);
    const colours = await launcher.evaluate((button) => {
      const style = getComputedStyle(button);
      return { background: style.backgroundColor, text: style.color };
    });
    // Yellow takes the dark ink; the product's indigo would have taken white.
    expect(colours).toEqual({ background: "rgb(253, 224, 71)", text: "rgb(15, 23, 42)" });
  });

  test("Escape closes it with the focus inside the survey, and the focus goes back to the launcher", async () => {
    const page = await browser.newPage(WIDE);
    const launcher = await openShop(page);
    await launcher.click();
    const dialog = page.getByRole("dialog", { name: "Shop feedback" });
    await dialog.waitFor();
    const frame = page.frameLocator("iframe");
    const answer = frame.getByRole("textbox", { name: "What should we call you?" });
    await answer.click();
    await answer.fill("Ada");
    await saveScreenshots(page, process.env.EMBED_SHOTS_DIR, "popup-open", [
      ["1440", WIDE],
      ["390", MOBILE],
    ]);
    expect(await answer.evaluate((input) => input === document.activeElement)).toBe(true);
    // Only the key's going down: the popup closes on it and takes the frame with it, and Chromium
    // (156 and later) never answers a key's release sent to a frame that is gone.
    await page.keyboard.down("Escape");
    await dialog.waitFor({ state: "detached" });
    await page.keyboard.up("Escape");
    expect(await launcher.evaluate((button) => button === document.activeElement)).toBe(true);

    // Open again: the Escape of the host page itself still closes it too.
    await launcher.click();
    await dialog.waitFor();
    await page.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });
});
