import { expect, it } from "vitest";
import { neutraliseFormula } from "./export-formula";

it("prefixes a single quote to text starting with = + - @ tab or carriage return", () => {
  expect(neutraliseFormula('=HYPERLINK("http://evil.example","Click")')).toBe('\'=HYPERLINK("http://evil.example","Click")');
  expect(neutraliseFormula("+1")).toBe("'+1");
  expect(neutraliseFormula("-2")).toBe("'-2");
  expect(neutraliseFormula("@SUM(A1:A9)")).toBe("'@SUM(A1:A9)");
  expect(neutraliseFormula("\t=1+1")).toBe("'\t=1+1");
  expect(neutraliseFormula("\r=1+1")).toBe("'\r=1+1");
});

it("leaves other text alone, including a trigger that is not the first character", () => {
  expect(neutraliseFormula("Great product")).toBe("Great product");
  expect(neutraliseFormula("a=b")).toBe("a=b");
  expect(neutraliseFormula(" =1+1")).toBe(" =1+1");
  expect(neutraliseFormula("'=already quoted")).toBe("'=already quoted");
  expect(neutraliseFormula("")).toBe("");
  expect(neutraliseFormula("Ünïcödé")).toBe("Ünïcödé");
});
