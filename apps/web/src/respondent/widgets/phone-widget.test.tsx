import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import type { QuestionOf } from "../survey-types";
import { makeQuestion } from "../test-survey";

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** The widget as a visitor whose saved language is `language` gets it (the page settles it at start). */
async function renderFor(language: string) {
  localStorage.setItem("i18nextLng", language);
  vi.resetModules();
  const { PhoneWidget } = await import("./phone-widget");
  const question = makeQuestion("phone", "q1", { phoneSettings: { format: "international" } }) as QuestionOf<"phone">;
  render(
    <PhoneWidget
      question={question}
      answer="+49 301234567"
      onChange={() => undefined}
      labelledBy="t"
      describedBy={undefined}
      invalid={false}
    />,
  );
  const picker = screen.getByRole("combobox") as HTMLSelectElement;
  return { chosen: picker.selectedOptions[0]?.textContent, names: [...picker.options].map((option) => option.textContent) };
}

it("names the countries in the visitor's language", async () => {
  const german = await renderFor("de");
  expect(german.chosen).toBe("+49 Deutschland");
  expect(german.names[0]).toBe("+1 Vereinigte Staaten");
  cleanup();
  const spanish = await renderFor("es");
  expect(spanish.chosen).toBe("+49 Alemania");
  expect(spanish.names).toContain("+52 México");
});
