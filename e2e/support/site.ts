import type { Page } from "playwright-core";

/**
 * Opens a public page and waits until React has taken over its server-rendered HTML: before
 * that, its buttons are drawn but do nothing yet.
 */
export async function openSitePage(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
