import { surveySettingsSchema } from "@sondar/core/surveys/survey-schema";
import { createQuestion } from "@sondar/core/surveys/create-question";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { renderSettingsPanel } from "./test-settings-panel";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

// Set past the schema, as a stored survey could hold a logo from elsewhere.
function renderWithLogo(logoUrl: string) {
  renderSettingsPanel({}, { settings: { ...surveySettingsSchema.parse({}), logoUrl } });
}

describe("SettingsPanel logo", () => {
  it("shows an uploaded logo, and never loads one from elsewhere while still offering to remove it", () => {
    const own = "/uploads/0b7c3f7e-5d1a-4c1e-9f0a-2b3c4d5e6f70";
    renderWithLogo(own);
    expect(screen.getByRole("img", { name: "Survey logo" }).getAttribute("src")).toBe(own);
    cleanup();

    renderWithLogo("https://tracker.example/logo.png");
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("button", { name: "Remove" })).toBeTruthy();
  });
});

describe("SettingsPanel recall", () => {
  it("warns under a message whose recall names neither a question nor a hidden field", () => {
    renderSettingsPanel(
      { welcomeMessage: "Hi {{source}}", completionMessage: "Bye {{nick}}, {{q1}}" },
      { shareId: "abc", hiddenFields: ["source"], questions: [createQuestion("text", "q1")] },
    );
    expect(screen.getByLabelText("Welcome message").getAttribute("aria-describedby")).toBeNull();
    const completion = screen.getByLabelText("Completion message");
    const warning = document.getElementById(completion.getAttribute("aria-describedby") ?? "");
    expect(warning?.textContent).toBe("Names no question or hidden field, so it shows nothing: nick");
  });
});
