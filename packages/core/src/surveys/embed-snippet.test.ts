import { describe, expect, it } from "vitest";
import { buildEmbedSnippet, embedUrl } from "./embed-snippet";

const base = {
  origin: "https://sondar.example",
  shareId: "abc123def",
  theme: "auto" as const,
  title: "Pulse",
  buttonText: "Take the survey",
};

describe("embed snippets", () => {
  it("points at /embed/survey/{shareId} and adds the theme unless auto", () => {
    expect(embedUrl(base.origin, "abc", "auto")).toBe("https://sondar.example/embed/survey/abc");
    expect(embedUrl(base.origin, "abc", "dark")).toBe("https://sondar.example/embed/survey/abc?theme=dark");
  });

  it("makes an inline iframe 600 high and at most 800 wide, and a full-page one filling its container", () => {
    const inline = buildEmbedSnippet({ ...base, style: "inline" });
    expect(inline).toContain('height="600"');
    expect(inline).toContain("max-width:800px");
    expect(buildEmbedSnippet({ ...base, style: "fullpage" })).toContain("width:100%;height:100%");
  });

  it("keeps a hostile title from breaking out of the attribute or the script", () => {
    const title = `"><script>alert(1)</script>`;
    const inline = buildEmbedSnippet({ ...base, style: "inline", title });
    expect(inline).not.toContain("<script>");
    const popup = buildEmbedSnippet({ ...base, style: "popup", title, buttonText: "<b>Go</b>" });
    expect(popup.match(/<\/script>/g)).toHaveLength(1);
    expect(popup).not.toContain("<b>Go</b>");
  });
});

describe("the popup's launcher button", () => {
  const popup = (brandColor: string | null | undefined) => buildEmbedSnippet({ ...base, style: "popup", brandColor });
  const buttonStyle = (snippet: string) => /<button[^>]*style="([^"]*)"/.exec(snippet)?.[1] ?? "";

  it("wears the survey's brand colour, with the text colour that reads best on it", () => {
    expect(buttonStyle(popup("#fde047"))).toContain("background:#fde047;color:#0f172a;");
    expect(buttonStyle(popup("#1e3a8a"))).toContain("background:#1e3a8a;color:#ffffff;");
  });

  it("keeps the product's colour without a brand colour, or with one that is not a colour", () => {
    for (const brandColor of [null, undefined, "red;}body{display:none", "#12345"]) {
      expect(buttonStyle(popup(brandColor)), String(brandColor)).toContain("background:#4f46e5;color:#ffffff;");
    }
  });
});
