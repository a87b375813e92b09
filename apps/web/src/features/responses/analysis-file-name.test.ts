import { describe, expect, it } from "vitest";
import { analysisFileName } from "./analysis-file-name";

describe("analysisFileName", () => {
  it("names the file after the survey and the generation date", () => {
    expect(analysisFileName("Customer check-in 2025", "2025-06-01T10:00:00.000Z")).toBe(
      "Customer-check-in-2025-ai-analysis-2025-06-01.json",
    );
  });

  it("keeps accented letters and drops characters a file system may refuse", () => {
    expect(analysisFileName('Café: "Q1/Q2" résumé?', "2025-06-01T10:00:00Z")).toBe(
      "Café-Q1-Q2-résumé-ai-analysis-2025-06-01.json",
    );
  });

  it("falls back to 'survey' for a title with no letters and skips an unreadable date", () => {
    expect(analysisFileName("???", "soon")).toBe("survey-ai-analysis.json");
  });
});
