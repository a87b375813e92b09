import { describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { newUser, registerAndVerify, useBrowser } from "./support/browser";

const browser = useBrowser();

describe("survey templates", () => {
  test("create from a template by keyboard, in a chosen language: the builder shows its questions", async () => {
    const page = await browser.newPage();
    await registerAndVerify(page, newUser("templates", "Tina Template"));

    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Create new survey", exact: true }).first().click();
    await page.waitForURL(/\/surveys\/new$/);
    const cards = page.getByRole("list", { name: "Ways to start" }).getByRole("button");
    await cards.filter({ hasText: "Employee engagement" }).waitFor();
    expect(await cards.count()).toBe(11);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel("Template language").selectOption("es");
    const nps = cards.filter({ hasText: "Pregunta qué probabilidad hay de que te recomienden" });
    await nps.getByText("5 questions").waitFor();
    await nps.focus();
    await page.keyboard.press("Enter");

    await page.waitForURL(/\/surveys\/[0-9a-f-]{36}\/edit$/);
    expect(await page.getByRole("textbox", { name: "Survey title" }).inputValue()).toBe(
      "¿Qué probabilidad hay de que nos recomiende?",
    );
    const questions = page.getByRole("list", { name: "Questions" });
    await questions.getByText("¿Qué probabilidad hay de que nos recomiende a un amigo o colega?").waitFor();
    await questions.getByText("¿Qué es lo que más valora de nosotros?").waitFor();
    expect(await questions.getByRole("listitem").count()).toBe(5);
  });
});
