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

  it("writes the hidden values set for the embed into the frame's address, encoded", () => {
    expect(embedUrl(base.origin, "abc", "auto", { source: "web site", campaign: " ", ref: "a&b=<c>" })).toBe(
      "https://sondar.example/embed/survey/abc?source=web+site&ref=a%26b%3D%3Cc%3E",
    );
    const inline = buildEmbedSnippet({ ...base, style: "inline", hiddenValues: { source: '"><script>' } });
    expect(inline).toContain('src="https://sondar.example/embed/survey/abc123def?source=%22%3E%3Cscript%3E"');
  });

  it("lets the popup pass on the hidden fields the host page's address carries, never over the snippet's own", () => {
    const popup = buildEmbedSnippet({
      ...base,
      style: "popup",
      hiddenFields: ["source", "campaign"],
      hiddenValues: { source: "ad" },
    });
    expect(popup).toContain('["source", "campaign"].forEach(function (key) {');
    expect(popup).toContain("if (!url.searchParams.has(key) && here.get(key))");
    expect(buildEmbedSnippet({ ...base, style: "popup" })).not.toContain("searchParams");
    // The snippet's script runs as written: the host's ?campaign= joins, its ?source= does not replace the snippet's.
    const script = /<script>([\s\S]*)<\/script>/.exec(popup)?.[1] ?? "";
    const frames: { src: string }[] = [];
    const launcher = { addEventListener: (_: string, open: () => void) => open(), focus: () => undefined };
    const element = () => ({
      setAttribute: () => undefined,
      style: {},
      addEventListener: () => undefined,
      appendChild: () => undefined,
      focus: () => undefined,
    });
    const doc = {
      getElementById: () => launcher,
      createElement: (tag: string) => {
        const made = element();
        if (tag === "iframe") frames.push(made as unknown as { src: string });
        return made;
      },
      addEventListener: () => undefined,
      body: { appendChild: () => undefined },
    };
    const win = { location: { search: "?source=host&campaign=spring" }, addEventListener: () => undefined };
    new Function("document", "window", script)(doc, win);
    expect(frames[0]?.src).toBe("https://sondar.example/embed/survey/abc123def?source=ad&campaign=spring");
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
