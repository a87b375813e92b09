import type { Page } from "playwright-core";
import { DESKTOP, MOBILE, type Viewport } from "./browser";

/**
 * How many pixels the page is wider than a phone's viewport (0 when nothing scrolls sideways);
 * afterwards the page is back at the `restore` size.
 */
export async function phoneOverflow(page: Page, restore: Viewport = DESKTOP): Promise<number> {
  await page.setViewportSize(MOBILE);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.setViewportSize(restore);
  return overflow;
}
