import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Waits for a toast with this title. */
export async function expectToast(page: Page, title: string): Promise<void> {
  await page.getByRole("region", { name: "Notifications" }).getByText(title, { exact: true }).first().waitFor();
}

/** The question list items, in order, as their "N. Type" labels. */
export async function questionLabels(page: Page): Promise<string[]> {
  const items = page.getByRole("list", { name: "Questions" }).getByRole("listitem");
  return items.evaluateAll((lis) => lis.map((li) => li.querySelector("span")?.textContent?.trim() ?? ""));
}

/** Adds a question of the given type through the 'Add question' menu. */
export async function addQuestion(page: Page, typeLabel: string): Promise<void> {
  await page.getByRole("button", { name: "Add question", exact: true }).click();
  await page.getByRole("menuitem", { name: typeLabel, exact: true }).click();
}

/** Waits until the builder says every change is saved. */
export async function waitForSaved(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Saved", exact: true }).waitFor({ timeout: 20_000 });
}

/** Chooses 'Blank survey' or a template (by its card name) on the 'Create new survey' chooser. */
export async function chooseNewSurvey(page: Page, cardName = "Blank survey"): Promise<void> {
  await page.getByRole("list", { name: "Ways to start" }).getByRole("button", { name: cardName }).click();
}

/** Creates a blank survey from the dashboard and waits for the builder. */
export async function createSurveyFromDashboard(page: Page): Promise<string> {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Create new survey", exact: true }).first().click();
  await chooseNewSurvey(page);
  await page.waitForURL(/\/surveys\/[0-9a-f-]{36}\/edit$/);
  const id = new URL(page.url()).pathname.split("/")[2];
  expect(id).toBeTruthy();
  await page.getByRole("textbox", { name: "Survey title" }).waitFor();
  return id as string;
}
