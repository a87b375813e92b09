import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { EmbedDialog } from "./embed-dialog";

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

describe("EmbedDialog and hidden fields", () => {
  it("writes a value set for a hidden field into the embed's address", () => {
    render(<EmbedDialog open onOpenChange={vi.fn()} shareId="abc" title="Pulse" brandColor={null} hiddenFields={["source"]} />);
    const code = () => (screen.getByRole("textbox", { name: "Embed code" }) as HTMLTextAreaElement).value;
    expect(code()).not.toContain("source=website");
    fireEvent.change(screen.getByRole("textbox", { name: "Value of source" }), { target: { value: "website" } });
    expect(code()).toContain(`${window.location.origin}/embed/survey/abc?source=website`);
    // The popup passes on the host page's own ?source= only when the snippet sets none.
    expect(code()).toContain('["source"].forEach');
  });

  it("asks for no values when the survey has no hidden fields", () => {
    render(<EmbedDialog open onOpenChange={vi.fn()} shareId="abc" title="Pulse" brandColor={null} hiddenFields={[]} />);
    expect(screen.queryByText("Hidden fields for this embed")).toBeNull();
  });
});
