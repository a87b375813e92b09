import { DEFAULT_BRAND_THEME, type BrandTheme } from "@sondar/core/theme/brand-look";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { clearToasts, useToasts } from "../../lib/toast-store";
import { BrandThemeSettings } from "./brand-theme-settings";

beforeAll(() => {
  initTestI18n();
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

/** The toasts' messages, as the toaster would show them. */
function ToastMessages() {
  return (
    <ul aria-label="Toasts">
      {useToasts().visible.map((toast) => (
        <li key={toast.id}>{toast.message}</li>
      ))}
    </ul>
  );
}

function setup(brand: Partial<BrandTheme> = {}, surveyTheme: "auto" | "light" | "dark" = "auto") {
  const onChange = vi.fn<(brand: BrandTheme) => void>();
  render(
    <BrandThemeSettings
      surveyId="s1"
      brand={{ ...DEFAULT_BRAND_THEME, ...brand }}
      surveyTheme={surveyTheme}
      disabled={false}
      onChange={onChange}
    />,
  );
  return { onChange, last: () => onChange.mock.lastCall?.[0] };
}

describe("BrandThemeSettings", () => {
  it("takes a typed brand colour only once it is #rrggbb, and says what is wrong before", () => {
    const { onChange, last } = setup();
    const field = screen.getByLabelText("Brand colour");
    fireEvent.change(field, { target: { value: "#12" } });
    expect(onChange).not.toHaveBeenCalled();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Enter # and six hex digits, like #4f46e5.")).toBeTruthy();

    fireEvent.change(field, { target: { value: "#E11D48" } });
    expect(last()?.brandColor).toBe("#e11d48");
  });

  it("chooses font, corners and a background colour", () => {
    const { last } = setup();
    fireEvent.change(screen.getByLabelText("Font"), { target: { value: "serif" } });
    expect(last()?.font).toBe("serif");
    fireEvent.click(within(screen.getByRole("group", { name: "Corners" })).getByLabelText("Pill"));
    expect(last()?.corners).toBe("pill");
    fireEvent.change(screen.getByLabelText("Background"), { target: { value: "color" } });
    expect(last()).toMatchObject({ backgroundColor: "#f8fafc", backgroundImageUrl: null });
  });

  it("shows no contrast warning for the product's own look", () => {
    setup();
    expect(screen.queryByText("Some colours are hard to read")).toBeNull();
  });

  it("warns when text on the background and a pale brand colour fall below WCAG AA, with the ratios", () => {
    setup({ backgroundColor: "#808080", brandColor: "#9ca3af" });
    const warning = screen.getByText("Some colours are hard to read").closest("[role='status']") as HTMLElement;
    expect(
      within(warning).getByText(/^Text on the background reaches \d\.\d\d:1; WCAG AA asks for at least 4\.5:1/),
    ).toBeTruthy();
    expect(within(warning).getByText(/^The brand colour stands out \d\.\d\d:1 from the light page/)).toBeTruthy();
  });

  it("warns about a dark brand colour on the dark page only when the survey can show dark", () => {
    setup({ brandColor: "#1e1b4b" }, "dark");
    expect(screen.getByText(/from the dark page/)).toBeTruthy();
    cleanup();
    setup({ brandColor: "#1e1b4b" }, "light");
    expect(screen.queryByText(/from the dark page/)).toBeNull();
  });

  it("says a background image's content did not match its type when the server finds it is not the image it claims", async () => {
    const refusal = { code: "FILE_CONTENT_MISMATCH", message: "(the server's English)" };
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ error: refusal }), { status: 415 }))),
    );
    const { onChange } = setup({ backgroundImageUrl: null, backgroundColor: null });
    render(<ToastMessages />);
    fireEvent.change(screen.getByLabelText("Background"), { target: { value: "image" } });
    const picker = screen.getByLabelText("Upload background image");
    fireEvent.change(picker, { target: { files: [new File(["%PDF-1.4"], "backdrop.png", { type: "image/png" })] } });
    const toasts = screen.getByRole("list", { name: "Toasts" });
    await waitFor(() =>
      expect(toasts.textContent).toBe('"backdrop.png" is not a valid PNG file: its content does not match its type'),
    );
    expect(onChange.mock.calls.some(([brand]) => brand.backgroundImageUrl)).toBe(false);
  });
});
