import { describe, expect, it } from "vitest";
import { readStoredSettings } from "../surveys/read-stored-survey";
import { surveySettingsSchema } from "../surveys/survey-schema";
import { DEFAULT_BRAND_THEME, FONT_STACKS, getPageLook, getSchemeFor, getTextColorOn, type BrandTheme } from "./brand-look";
import { brandThemeSchema } from "./brand-theme-schema";
import { getContrastProblems } from "./contrast-problems";

const theme = (overrides: Partial<BrandTheme>): BrandTheme => ({ ...DEFAULT_BRAND_THEME, ...overrides });
const UPLOAD = "/uploads/0b8f5a8e-7a0e-4f1e-9c5b-2f4e1c3d5a6b";

describe("brand theme schema", () => {
  it("defaults to the product's look: no colours of its own, system font, rounded corners", () => {
    expect(brandThemeSchema.parse({})).toEqual({
      brandColor: null,
      font: "system",
      backgroundColor: null,
      backgroundImageUrl: null,
      corners: "rounded",
    });
    expect(surveySettingsSchema.parse({}).brand).toEqual(DEFAULT_BRAND_THEME);
  });

  it("keeps #rrggbb colours in lower case", () => {
    expect(brandThemeSchema.parse({ brandColor: "#E11D48", backgroundColor: "#fff7ed" })).toMatchObject({
      brandColor: "#e11d48",
      backgroundColor: "#fff7ed",
    });
  });

  it.each(["red", "#fff", "#12345g", "#123456;}body{display:none", "rgb(0,0,0)", "var(--x)", " #123456"])(
    "refuses %j as a colour",
    (value) => {
      expect(brandThemeSchema.safeParse({ brandColor: value }).success).toBe(false);
      expect(brandThemeSchema.safeParse({ backgroundColor: value }).success).toBe(false);
    },
  );

  it("takes only fonts, corner styles and background images from its own lists and uploads", () => {
    expect(brandThemeSchema.safeParse({ font: "Comic Sans" }).success).toBe(false);
    expect(brandThemeSchema.safeParse({ corners: "blob" }).success).toBe(false);
    expect(brandThemeSchema.safeParse({ backgroundImageUrl: "https://evil.example/x.png" }).success).toBe(false);
    expect(brandThemeSchema.parse({ backgroundImageUrl: UPLOAD, font: "serif", corners: "pill" })).toMatchObject({
      backgroundImageUrl: UPLOAD,
      font: "serif",
      corners: "pill",
    });
  });

  it("reads a stored survey with a broken colour as the product's colour, keeping the rest", () => {
    const settings = readStoredSettings({ brand: { brandColor: "url(x)", font: "serif" } });
    expect(settings.brand).toMatchObject({ brandColor: null, font: "serif" });
  });
});

describe("page look", () => {
  it("puts dark text on a light brand colour and white on a dark one", () => {
    expect(getTextColorOn("#fde047")).toBe("#0f172a");
    expect(getTextColorOn("#1d4ed8")).toBe("#ffffff");
  });

  it("takes the scheme that reads on the background colour", () => {
    expect(getSchemeFor("#0b1d3a")).toBe("dark");
    expect(getSchemeFor("#fef3c7")).toBe("light");
    expect(getPageLook(theme({ backgroundColor: "#0b1d3a" }), undefined)).toMatchObject({
      scheme: "dark",
      backgroundColor: "#0b1d3a",
    });
  });

  it("lets an embed's ?theme= win and then drops a background colour of the other scheme", () => {
    const navy = theme({ backgroundColor: "#0b1d3a", brandColor: "#f97316", font: "serif" });
    expect(getPageLook(navy, "light")).toMatchObject({
      scheme: "light",
      backgroundColor: null,
      brandColor: "#f97316",
      fontStack: FONT_STACKS.serif,
    });
    expect(getPageLook(navy, "dark").backgroundColor).toBe("#0b1d3a");
  });

  it("leaves the survey's own scheme and font alone without a theme", () => {
    expect(getPageLook(DEFAULT_BRAND_THEME, undefined)).toMatchObject({
      scheme: null,
      brandColor: null,
      backgroundColor: null,
      fontStack: null,
    });
  });
});

describe("contrast problems", () => {
  it("finds none for the product's own look, in either scheme", () => {
    expect(getContrastProblems(DEFAULT_BRAND_THEME, "auto")).toEqual([]);
  });

  it("warns when muted text on a mid-tone background falls below 4.5:1", () => {
    const problems = getContrastProblems(theme({ backgroundColor: "#808080" }), "auto");
    expect(problems).toContainEqual(expect.objectContaining({ kind: "text" }));
    expect(problems.find((p) => p.kind === "text")?.ratio).toBeLessThan(4.5);
  });

  it("warns when a pale brand colour disappears on a light page, naming the scheme", () => {
    const problems = getContrastProblems(theme({ brandColor: "#fde68a" }), "auto");
    expect(problems).toEqual([expect.objectContaining({ kind: "brand-on-background", scheme: "light" })]);
  });

  it("warns on a dark page for a dark brand colour only when the survey can be dark", () => {
    expect(getContrastProblems(theme({ brandColor: "#1e1b4b" }), "dark")).toEqual([
      expect.objectContaining({ kind: "brand-on-background", scheme: "dark" }),
    ]);
    expect(getContrastProblems(theme({ brandColor: "#1e1b4b" }), "light")).toEqual([]);
  });

  it("does not warn about a brand colour that contrasts with a chosen background", () => {
    expect(getContrastProblems(theme({ brandColor: "#f97316", backgroundColor: "#0b1d3a" }), "light")).toEqual([]);
  });

  it("chooses button text for the brand colour and warns only for mid-tones where neither ink reaches 4.5:1", () => {
    const buttonProblems = (brandColor: string) =>
      getContrastProblems(theme({ brandColor }), "light").filter((p) => p.kind === "button-text");
    expect(buttonProblems("#fde047")).toEqual([]);
    expect(buttonProblems("#4f46e5")).toEqual([]);
    expect(buttonProblems("#787878")).toEqual([expect.objectContaining({ kind: "button-text" })]);
  });
});
