import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * From Settings (the page must be open): makes a key with `name` and `scopes` (their label) on the
 * API tab and returns it, as the dialog shows it once in its read-only field, with the dialog still open.
 */
export async function createApiKeyInSettings(
  page: Page,
  name: string,
  scopes: "Read" | "Read and write",
): Promise<{ key: string; dialog: Locator }> {
  await page.getByRole("tab", { name: "API" }).click();
  await page.getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Scopes").selectOption({ label: scopes });
  await dialog.getByRole("button", { name: "Create API key" }).click();
  const field = dialog.getByLabel("Your new API key");
  const key = await field.inputValue();
  expect(key).toMatch(/^sondar_[A-Za-z0-9_-]{43}$/);
  expect(await field.getAttribute("readonly")).not.toBeNull();
  return { key, dialog };
}
