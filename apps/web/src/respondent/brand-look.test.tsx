import { DEFAULT_BRAND_THEME, FONT_STACKS, type BrandTheme } from "@sondar/core/theme/brand-look";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RespondentApp } from "./respondent-app";
import type { ThemeOverride } from "./survey-types";
import { makeQuestion, makeSurvey } from "./test-survey";
import { mockPublicApi, setOnline } from "./test-server";
import { hasBrandLook, loadBrandLook } from "./use-brand-look";

const UPLOAD = "/uploads/0b7c3f7e-5d1a-4c1e-9f0a-2b3c4d5e6f70";
const root = document.documentElement;

async function renderBranded(brand: Partial<BrandTheme>, themeOverride?: ThemeOverride) {
  // As the page does before its first paint.
  await loadBrandLook({ ...DEFAULT_BRAND_THEME, ...brand });
  const survey = makeSurvey([makeQuestion("yes-no", "q1", { title: "Ready?" })], {
    brand: { ...DEFAULT_BRAND_THEME, ...brand },
  });
  return render(
    <RespondentApp
      shareId="share123"
      initialData={{ survey, showPoweredBy: false, productName: "Sondar" }}
      themeOverride={themeOverride}
    />,
  );
}

beforeEach(() => {
  localStorage.clear();
  root.className = "light";
  setOnline(true);
  mockPublicApi();
});
afterEach(cleanup);

describe("brand look on the respondent page", () => {
  it("sets the brand colour, the text on it, the font and the corner style on the page root", async () => {
    await renderBranded({ brandColor: "#fde047", font: "serif", corners: "pill" });
    expect(screen.getByRole("heading", { name: "Ready?" })).toBeTruthy();
    expect(root.style.getPropertyValue("--brand")).toBe("#fde047");
    // Dark ink on yellow: white would fall far below AA.
    expect(root.style.getPropertyValue("--brand-on")).toBe("#0f172a");
    expect(root.style.getPropertyValue("--font-sans")).toBe(FONT_STACKS.serif);
    expect(root.dataset.corners).toBe("pill");
    expect(root.dataset.brand).toBe("");
  });

  it("paints a dark background colour in the dark scheme, and leaves nothing behind on unmount", async () => {
    const { unmount } = await renderBranded({ backgroundColor: "#0b1d3a", backgroundImageUrl: UPLOAD });
    expect(root.classList.contains("dark")).toBe(true);
    expect(root.style.getPropertyValue("--survey-bg")).toBe("#0b1d3a");
    expect(root.style.getPropertyValue("--survey-bg-image")).toBe(`url("${UPLOAD}")`);
    unmount();
    expect(root.getAttribute("style") ?? "").toBe("");
    expect(root.dataset.surveyBg).toBeUndefined();
    expect(root.dataset.corners).toBeUndefined();
  });

  it("lets an embed's ?theme=light win over a dark background colour, keeping the brand colour", async () => {
    await renderBranded({ backgroundColor: "#0b1d3a", brandColor: "#f97316" }, "light");
    expect(root.classList.contains("light")).toBe(true);
    expect(root.style.getPropertyValue("--survey-bg")).toBe("");
    expect(root.style.getPropertyValue("--brand")).toBe("#f97316");
  });

  it("sets nothing for a survey without a theme", async () => {
    await renderBranded({});
    expect(screen.getByRole("heading", { name: "Ready?" })).toBeTruthy();
    expect(root.getAttribute("style") ?? "").toBe("");
    expect(root.dataset.corners).toBeUndefined();
  });

  it("tells a theme that changes something from the product's own look", () => {
    expect(hasBrandLook(DEFAULT_BRAND_THEME)).toBe(false);
    expect(hasBrandLook({ ...DEFAULT_BRAND_THEME, corners: "square" })).toBe(true);
    expect(hasBrandLook({ ...DEFAULT_BRAND_THEME, brandColor: "#e11d48" })).toBe(true);
  });

  it("never takes a colour or image the schema would refuse, whatever the payload holds", async () => {
    await renderBranded({ brandColor: "red;}body{display:none", backgroundImageUrl: "https://tracker.example/bg.png" });
    expect(root.style.getPropertyValue("--brand")).toBe("");
    expect(root.style.getPropertyValue("--survey-bg-image")).toBe("");
  });
});
