import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { queryDb } from "./db";

export interface PublishedSurvey {
  id: string;
  shareId: string;
}

/**
 * A signed-in creator (`page`) publishes a survey through the API, as the builder would;
 * `settings` are merged over the new survey's defaults.
 */
export async function publishSurvey(
  page: Page,
  title: string,
  questions: unknown[],
  settings: Record<string, unknown> = {},
): Promise<PublishedSurvey> {
  const created = await page.request.post("/api/surveys", { data: {} });
  expect(created.status()).toBe(201);
  const { survey } = (await created.json()) as { survey: { id: string; settings: Record<string, unknown> } };
  const saved = await page.request.put(`/api/surveys/${survey.id}`, {
    data: { title, questions, settings: { ...survey.settings, ...settings } },
  });
  expect(saved.status()).toBe(200);
  const published = await page.request.post(`/api/surveys/${survey.id}/publish`, { data: {} });
  expect(published.status()).toBe(200);
  const body = (await published.json()) as { survey: { shareId: string } };
  return { id: survey.id, shareId: body.survey.shareId };
}

/** The survey's complete responses, as stored. */
export function completeResponses(surveyId: string) {
  return queryDb<{ id: string; answers: Record<string, unknown> }>(
    "select id, answers from survey_responses where survey_id = $1 and status = 'complete'",
    [surveyId],
  );
}

/** Whether `target` has the keyboard focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus; fails after `limit` presses. */
export async function pressUntilFocused(page: Page, target: Locator, key = "Tab", limit = 12): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200) ?? "nothing");
  throw new Error(`${key} ×${limit} never reached the target; the focus is on ${where}`);
}

/**
 * Records every navigator.vibrate call in `window.__vibrations` (set before the page's scripts run),
 * since a desktop or headless browser has nothing to vibrate.
 */
export async function recordVibrations(page: Page): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { __vibrations: unknown[] }).__vibrations = calls;
    Object.defineProperty(Navigator.prototype, "vibrate", {
      configurable: true,
      value: (pattern: unknown) => {
        calls.push(pattern);
        return true;
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { __vibrations: unknown[] }).__vibrations);
}
