import { afterEach, describe, expect, it } from "vitest";
import { readEmbeddedSurvey, readShareId, readThemeOverride } from "./read-page-data";

afterEach(() => document.getElementById("survey-data")?.remove());

function embed(text: string) {
  const tag = document.createElement("script");
  tag.type = "application/json";
  tag.id = "survey-data";
  tag.textContent = text;
  document.head.append(tag);
}

describe("readShareId", () => {
  it("reads the id from all four survey paths", () => {
    for (const path of ["/survey/abc123", "/s/abc123", "/embed/survey/abc123", "/embed/s/abc123/"]) {
      expect(readShareId(path)).toBe("abc123");
    }
    expect(readShareId("/dashboard")).toBeNull();
    expect(readShareId("/survey/")).toBeNull();
  });
});

describe("readThemeOverride", () => {
  it("accepts only light and dark", () => {
    expect(readThemeOverride("?theme=dark")).toBe("dark");
    expect(readThemeOverride("?theme=light")).toBe("light");
    expect(readThemeOverride("?theme=purple")).toBeUndefined();
  });
});

describe("readEmbeddedSurvey", () => {
  it("reads the survey the server wrote into the page", () => {
    embed(
      '{"survey":{"id":"s1","title":"T","description":"","questions":[],"settings":{},"shareId":"x"},"showPoweredBy":true,"productName":"Sondar"}',
    );
    expect(readEmbeddedSurvey(document)).toMatchObject({ survey: { id: "s1" }, showPoweredBy: true, productName: "Sondar" });
  });

  it("reports not found, and undefined when the tag is missing (the dev server) or unreadable", () => {
    embed('{"error":"not_found"}');
    expect(readEmbeddedSurvey(document)).toEqual({ error: "not_found" });
    document.getElementById("survey-data")?.remove();
    expect(readEmbeddedSurvey(document)).toBeUndefined();
    embed("{oops");
    expect(readEmbeddedSurvey(document)).toBeUndefined();
  });

  it("leaves a survey the server could not read just then to the API (undefined), not to the not-found screen", () => {
    embed('{"error":"unavailable"}');
    expect(readEmbeddedSurvey(document)).toBeUndefined();
  });
});
