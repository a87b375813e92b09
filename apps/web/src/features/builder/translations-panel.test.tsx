import { createQuestion } from "@sondar/core/surveys/create-question";
import { surveyContentSchema, type SurveySettings } from "@sondar/core/surveys/survey-schema";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { TranslationsPanel } from "./translations-panel";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

const content = surveyContentSchema.parse({
  title: "Lunch",
  questions: [{ ...createQuestion("multiple-choice", "q1"), title: "What do you eat?", options: ["Fish", "Rice"] }],
});

let saved: SurveySettings = content.settings;

/** The panel over a draft whose settings it changes, as the builder holds it. */
function Harness() {
  const [settings, setSettings] = useState(content.settings);
  return (
    <TranslationsPanel
      open
      onOpenChange={() => undefined}
      survey={{ ...content, settings }}
      disabled={false}
      onChange={(next) => {
        saved = next;
        setSettings(next);
      }}
    />
  );
}

describe("TranslationsPanel", () => {
  it("adds a language, counts what is untranslated, and edits each text beside its source", () => {
    render(<Harness />);
    expect(screen.getByText("No translations yet. Add a language to translate the survey into it.")).toBeTruthy();
    fireEvent.change(screen.getByRole("combobox", { name: "Add a language" }), { target: { value: "es" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    // The survey's title, the question's title and its two options.
    expect(screen.getByRole("button", { name: /Español · 4 texts untranslated/ })).toBeTruthy();

    const fish = screen.getByRole("textbox", { name: "Question 1 · Option", description: "Fish" });
    fireEvent.change(fish, { target: { value: "Pescado" } });
    expect(saved.translations.es?.questions["q1"]).toEqual({ Fish: "Pescado" });
    expect(screen.getByRole("button", { name: /Español · 3 texts untranslated/ })).toBeTruthy();

    // Only what is left to do.
    fireEvent.click(screen.getByRole("switch", { name: "Only untranslated texts" }));
    const list = screen.getByRole("list", { name: "English → Español" });
    expect(within(list).queryByText("Fish")).toBeNull();
    expect(within(list).getByText("Rice")).toBeTruthy();

    // The default language offers no language the survey is translated into.
    const defaults = screen.getByRole("combobox", { name: "Default language" }) as HTMLSelectElement;
    expect([...defaults.options].map((o) => o.value)).toEqual(["en", "fr", "de", "pt"]);

    fireEvent.click(screen.getByRole("button", { name: "Remove Español" }));
    expect(saved.translations).toEqual({});
  });
});
