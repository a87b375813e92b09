import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./download-file";

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 filename* over the plain filename", () => {
    expect(fileNameFromDisposition(`attachment; filename="Caf_ survey.csv"; filename*=UTF-8''Caf%C3%A9%20survey.csv`)).toBe(
      "Café survey.csv",
    );
  });

  it("reads a quoted or bare plain filename", () => {
    expect(fileNameFromDisposition('attachment; filename="responses \\"all\\".xlsx"')).toBe('responses "all".xlsx');
    expect(fileNameFromDisposition("attachment; filename=export.json")).toBe("export.json");
  });

  it("falls back to the plain name when filename* is malformed", () => {
    expect(fileNameFromDisposition(`attachment; filename="a.csv"; filename*=UTF-8''%E0%A4%A`)).toBe("a.csv");
  });

  it("strips path separators and gives null without a name", () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe(".._.._etc_passwd");
    expect(fileNameFromDisposition("attachment")).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
