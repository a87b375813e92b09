import { createQuestion } from "@sondar/core/surveys/create-question";
import { surveySettingsSchema } from "@sondar/core/surveys/survey-schema";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { SettingsPanel } from "./settings-panel";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

function renderWithLogo(logoUrl: string) {
  render(
    <SettingsPanel
      open
      onOpenChange={vi.fn()}
      surveyId="s1"
      shareId={null}
      settings={{ ...surveySettingsSchema.parse({}), logoUrl }}
      hiddenFields={[]}
      questions={[]}
      disabled={false}
      hasUnsavedChanges={false}
      onChange={vi.fn()}
      onHiddenFieldsChange={vi.fn()}
    />,
  );
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
    const settings = {
      ...surveySettingsSchema.parse({}),
      welcomeMessage: "Hi {{source}}",
      completionMessage: "Bye {{nick}}, {{q1}}",
    };
    render(
      <SettingsPanel
        open
        onOpenChange={vi.fn()}
        surveyId="s1"
        shareId="abc"
        settings={settings}
        hiddenFields={["source"]}
        questions={[createQuestion("text", "q1")]}
        disabled={false}
        hasUnsavedChanges={false}
        onChange={vi.fn()}
        onHiddenFieldsChange={vi.fn()}
      />,
    );
    expect(screen.getByLabelText("Welcome message").getAttribute("aria-describedby")).toBeNull();
    const completion = screen.getByLabelText("Completion message");
    const warning = document.getElementById(completion.getAttribute("aria-describedby") ?? "");
    expect(warning?.textContent).toBe("Names no question or hidden field, so it shows nothing: nick");
  });
});
