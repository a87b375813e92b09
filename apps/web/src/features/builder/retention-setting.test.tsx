import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { RetentionNote } from "../responses/retention-note";
import { renderSettingsPanel } from "./test-settings-panel";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

const days = () => screen.getByLabelText("Delete responses after (days)") as HTMLInputElement;

describe("data retention", () => {
  it("takes a whole number of days from 1 to 3650, an empty field as keeping responses", () => {
    const onChange = renderSettingsPanel({ retentionDays: 90 });
    expect(days().value).toBe("90");
    fireEvent.change(days(), { target: { value: "30" } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ retentionDays: 30 }));
    onChange.mockClear();
    fireEvent.change(days(), { target: { value: "3651" } });
    expect(onChange).not.toHaveBeenCalled();
    expect(days().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter a whole number from 1 to 3650.")).toBeTruthy();
    fireEvent.change(days(), { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ retentionDays: null }));
  });

  it("is told on the responses screen while it is on", () => {
    render(<RetentionNote days={30} />);
    expect(screen.getByText("Responses older than 30 days are deleted automatically")).toBeTruthy();
    cleanup();
    const { container } = render(<RetentionNote days={null} />);
    expect(container.textContent).toBe("");
  });
});
