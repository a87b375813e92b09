import { afterEach, describe, expect, it, vi } from "vitest";
import { createQuestion } from "../surveys/create-question";
import { isValidUrlAnswer, MAX_URL_ANSWER_LENGTH, normalizeUrlAnswer } from "./url-answer";
import { validateAnswer } from "./validate-answer";

afterEach(() => vi.unstubAllGlobals());

describe("URL answers", () => {
  it("adds https:// only when no scheme is given, and trims", () => {
    expect(normalizeUrlAnswer("example.com")).toBe("https://example.com");
    expect(normalizeUrlAnswer("  example.com/x ")).toBe("https://example.com/x");
    expect(normalizeUrlAnswer("http://example.com")).toBe("http://example.com");
    expect(normalizeUrlAnswer("HTTPS://Example.com")).toBe("HTTPS://Example.com");
  });

  it("accepts web addresses with or without a scheme", () => {
    for (const good of [
      "example.com",
      "https://example.com/a?b=1#c",
      "http://localhost:3000",
      "sub.example.org/path",
      "EXAMPLE.COM.",
      "192.168.0.1:8080/x",
      "münchen.de",
      "例え.jp/パス",
      "my_host.example.com",
    ]) {
      expect(isValidUrlAnswer(good), good).toBe(true);
    }
  });

  it("refuses text that is no web address, other schemes, user names and bad ports", () => {
    for (const bad of [
      "not a url",
      "https://not a url",
      "exa mple.com",
      "https://",
      "notaurl",
      "javascript:alert(1)",
      "ftp://example.com",
      "mailto:ann@example.com",
      "https://user:pw@example.com",
      "https://example.com:99999",
      "https://example.com:",
      "https://a..b.com",
      "https://-a.com",
      "https://1.2.3",
      "https://256.1.1.1",
      "https://[::1]/",
      "example.com/a b",
      "example.com\u200b",
      `example.com/${"a".repeat(MAX_URL_ANSWER_LENGTH)}`,
    ]) {
      expect(isValidUrlAnswer(bad), bad).toBe(false);
    }
  });

  it("gives the same verdict whatever the engine's URL parser says", () => {
    // Chromium parses "https://not a url" as https://not%20a%20url/; an engine that accepts
    // everything stands in for it, one that refuses everything for the strictest.
    const url = createQuestion("url", "u");
    const inputs = ["not a url", "example.com", "https://xn--a.com", "exa\tmple.com", "1.2.3"];
    const verdicts = () => inputs.map((input) => validateAnswer(url, input)?.code ?? "ok");
    const expected = verdicts();
    vi.stubGlobal(
      "URL",
      class {
        protocol = "https:";
        hostname = "accepted";
      },
    );
    expect(verdicts()).toEqual(expected);
    vi.stubGlobal(
      "URL",
      class {
        constructor() {
          throw new TypeError("Invalid URL");
        }
      },
    );
    expect(verdicts()).toEqual(expected);
    expect(expected).toEqual(["invalid_url", "ok", "ok", "invalid_url", "invalid_url"]);
  });
});
