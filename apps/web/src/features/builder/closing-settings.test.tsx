import { toLocalDateTimeInput } from "@sondar/core/dates/local-date-time";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { renderSettingsPanel } from "./test-settings-panel";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe("closing settings in the settings panel", () => {
  it("shows the closing time in the editor's time zone and saves the one picked as an instant", () => {
    const closeAt = new Date(2026, 8, 30, 17, 0).toISOString();
    const onChange = renderSettingsPanel({ closeAt });
    expect(field("Close on").value).toBe(toLocalDateTimeInput(closeAt));
    fireEvent.change(field("Close on"), { target: { value: "2026-10-01T08:30" } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ closeAt: new Date(2026, 9, 1, 8, 30).toISOString() }));
    fireEvent.click(screen.getByRole("button", { name: "No closing date" }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ closeAt: null }));
  });

  it("takes a whole response limit, an empty field as no limit, and says what it takes otherwise", () => {
    const onChange = renderSettingsPanel();
    fireEvent.change(field("Response limit"), { target: { value: "10" } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ responseLimit: 10 }));
    onChange.mockClear();
    fireEvent.change(field("Response limit"), { target: { value: "0" } });
    expect(onChange).not.toHaveBeenCalled();
    expect(field("Response limit").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a whole number from 1 to 1000000.")).toBeTruthy();
    fireEvent.change(field("Response limit"), { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ responseLimit: null }));
  });

  it("edits the closed message, offering the page's default words as its placeholder", () => {
    const onChange = renderSettingsPanel();
    const message = screen.getByLabelText("Closed message") as HTMLTextAreaElement;
    expect(message.placeholder).toBe("It no longer accepts responses. Thank you for your interest.");
    fireEvent.change(message, { target: { value: "Full, thank you!" } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ closedMessage: "Full, thank you!" }));
  });
});
