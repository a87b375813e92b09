import { expect, it } from "vitest";
import { exportFileNames, slugifyTitle } from "./export-file-name";

it("names an export after the survey title, the filter and the page", () => {
  expect(exportFileNames({ surveyTitle: "Customer Feedback", status: "complete", format: "csv" }).name).toBe(
    "customer-feedback-complete-responses.csv",
  );
  expect(exportFileNames({ surveyTitle: "Customer Feedback", status: "all", format: "xlsx", page: 2 }).name).toBe(
    "customer-feedback-all-responses-page-2.xlsx",
  );
  expect(exportFileNames({ surveyTitle: "Q3 / Q4: NPS?", status: "partial", format: "json" }).name).toBe(
    "q3-q4-nps-partial-responses.json",
  );
});

it("keeps letters of any script in the name and gives an ASCII fallback without accents", () => {
  const names = exportFileNames({ surveyTitle: "Encuesta de satisfacción", status: "complete", format: "csv" });
  expect(names.name).toBe("encuesta-de-satisfacción-complete-responses.csv");
  expect(names.ascii).toBe("encuesta-de-satisfaccion-complete-responses.csv");
  const japanese = exportFileNames({ surveyTitle: "顧客アンケート", status: "all", format: "csv" });
  expect(japanese.name).toBe("顧客アンケート-all-responses.csv");
  expect(japanese.ascii).toBe("survey-all-responses.csv");
});

it("never lets a title reach outside the name: separators, dots and control characters become dashes", () => {
  expect(slugifyTitle('../../etc/passwd\r\n"; x=1')).toBe("etc-passwd-x-1");
  expect(slugifyTitle("   ")).toBe("survey");
  expect(slugifyTitle("🙂🙂")).toBe("survey");
});

it("caps a long title at 80 characters without a trailing dash", () => {
  const slug = slugifyTitle(`${"word ".repeat(40)}`);
  expect(Array.from(slug).length).toBeLessThanOrEqual(80);
  expect(slug.endsWith("-")).toBe(false);
  expect(slug.startsWith("word-word")).toBe(true);
});
