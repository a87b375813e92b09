import { describe, expect, it } from "vitest";
import { analysisThemeSchema, MAX_THEME_QUOTES, poolQuotes, themeQuotes, withQuotes } from "./analysis-result";

const THEME = {
  questionId: "q_comments",
  questionTitle: "Anything else?",
  label: "cold food",
  count: 4,
  share: 40,
  tone: "negative" as const,
  quotes: ["Food arrived cold.", "Cold again."],
};

describe("a theme's quotes and their responses", () => {
  it("parses a theme without response ids, as older results and providers give it", () => {
    const parsed = analysisThemeSchema.parse(THEME);
    expect(parsed.quoteResponseIds).toBeUndefined();
    expect(themeQuotes(parsed)).toEqual([
      { text: "Food arrived cold.", responseId: null },
      { text: "Cold again.", responseId: null },
    ]);
  });

  it("takes one id or null per quote, and refuses a list of another length or a bad id", () => {
    expect(analysisThemeSchema.parse({ ...THEME, quoteResponseIds: ["r1", null] }).quoteResponseIds).toEqual(["r1", null]);
    expect(analysisThemeSchema.safeParse({ ...THEME, quoteResponseIds: ["r1"] }).success).toBe(false);
    expect(analysisThemeSchema.safeParse({ ...THEME, quoteResponseIds: ["r1", ""] }).success).toBe(false);
    expect(analysisThemeSchema.safeParse({ ...THEME, quoteResponseIds: ["r1", 7] }).success).toBe(false);
    expect(analysisThemeSchema.safeParse({ ...THEME, quoteResponseIds: ["r1", "x".repeat(101)] }).success).toBe(false);
  });

  it("pools quotes by text, the first keeping its response, up to the quote limit", () => {
    const pooled = poolQuotes([
      [
        { text: "a", responseId: "r1" },
        { text: "b", responseId: null },
      ],
      [
        { text: "a", responseId: "r9" },
        { text: "c", responseId: "r3" },
        { text: "d", responseId: "r4" },
      ],
    ]);
    expect(pooled).toHaveLength(MAX_THEME_QUOTES);
    expect(pooled).toEqual([
      { text: "a", responseId: "r1" },
      { text: "b", responseId: null },
      { text: "c", responseId: "r3" },
    ]);
  });

  it("writes quotes back with their ids, leaving the ids out when none is known", () => {
    const linked = withQuotes({ ...THEME, quoteResponseIds: ["r1", "r2"] }, [{ text: "x", responseId: "r5" }]);
    expect(linked).toMatchObject({ quotes: ["x"], quoteResponseIds: ["r5"] });
    const unlinked = withQuotes({ ...THEME, quoteResponseIds: ["r1", "r2"] }, [{ text: "x", responseId: null }]);
    expect(unlinked.quotes).toEqual(["x"]);
    expect("quoteResponseIds" in unlinked).toBe(false);
  });
});
