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
