import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { DESKTOP, MOBILE, type Viewport } from "./browser";

/** The sizes a journey's screenshots are looked at in: a wide desktop and a phone. */
export const WIDE_AND_PHONE: readonly (readonly [string, Viewport])[] = [
  ["1440", { width: 1440, height: 900 }],
  ["390", MOBILE],
];

/**
 * Full-page screenshots of `page` at each size, light and dark, into `dir` as
 * `name-size-scheme.png`, to look at by eye (nothing is asserted on them). Does nothing without
 * a `dir`; afterwards the page is light again, at the `restore` size.
 */
export async function saveScreenshots(
  page: Page,
  dir: string | undefined,
  name: string,
  sizes: readonly (readonly [string, Viewport])[] = [
    ["desktop", DESKTOP],
    ["phone", MOBILE],
  ],
  restore: Viewport = DESKTOP,
): Promise<void> {
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  // From the top: a full-page shot of a scrolled page draws the sticky header where it was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [size, viewport] of sizes) {
    await page.setViewportSize(viewport);
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(150);
      await page.screenshot({ path: path.join(dir, `${name}-${size}-${scheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize(restore);
}
