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
      settings={{ ...surveySettingsSchema.parse({}), logoUrl }}
      disabled={false}
      hasUnsavedChanges={false}
      onChange={vi.fn()}
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
