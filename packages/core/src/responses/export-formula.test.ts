import { expect, it } from "vitest";
import { neutraliseCsvFormula, neutraliseFormula } from "./export-formula";

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
  // A spreadsheet cell has fixed bounds: a separator inside it starts nothing.
  expect(neutraliseFormula('x;=HYPERLINK("http://evil","Open")')).toBe('x;=HYPERLINK("http://evil","Open")');
});

it("in CSV also quotes a formula character that follows a comma, a semicolon or a line break", () => {
  // Excel with ";" as list separator splits this cell in two and would run the second part.
  expect(neutraliseCsvFormula('x;=HYPERLINK("http://evil","Open")')).toBe('x;\'=HYPERLINK("http://evil","Open")');
  expect(neutraliseCsvFormula("a,+1")).toBe("a,'+1");
  expect(neutraliseCsvFormula("a;-2;@SUM(A1)")).toBe("a;'-2;'@SUM(A1)");
  expect(neutraliseCsvFormula("a;\t=1")).toBe("a;'\t=1");
  expect(neutraliseCsvFormula("first line\n=1+1")).toBe("first line\n'=1+1");
  expect(neutraliseCsvFormula("a\r\n@x")).toBe("a\r\n'@x");
  // A carriage return is both a break and a trigger: each cell start is quoted once.
  expect(neutraliseCsvFormula("a;\r=1")).toBe("a;'\r'=1");
  // The leading rule still applies, and both together.
  expect(neutraliseCsvFormula("=a;=b")).toBe("'=a;'=b");
  expect(neutraliseCsvFormula("-2")).toBe("'-2");
});

it("in CSV leaves separators followed by anything else alone", () => {
  expect(neutraliseCsvFormula("Work, Home")).toBe("Work, Home");
  expect(neutraliseCsvFormula("Speed: Good; Price: Bad")).toBe("Speed: Good; Price: Bad");
  expect(neutraliseCsvFormula("a; =1+1")).toBe("a; =1+1");
  expect(neutraliseCsvFormula("a,b;c\nd")).toBe("a,b;c\nd");
  expect(neutraliseCsvFormula("1=1;2+2")).toBe("1=1;2+2");
  expect(neutraliseCsvFormula("")).toBe("");
});
