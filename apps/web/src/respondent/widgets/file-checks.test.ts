import { describe, expect, it } from "vitest";
import { checkSelectedFiles } from "./file-checks";

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const settings = { maxFiles: 2, maxSizeInMB: 1, allowedTypes: ["image/*", ".pdf"] };

describe("checkSelectedFiles", () => {
  it("refuses a selection over the file count", () => {
    const result = checkSelectedFiles([file("a.png", "image/png"), file("b.png", "image/png")], 1, settings);
    expect(result).toEqual({ accepted: [], problems: [{ key: "maxFiles", vars: { count: 2 } }] });
  });

  it("names each file that is too big or of a type not allowed, and keeps the rest", () => {
    const big = file("big.png", "image/png", 1024 * 1024 + 1);
    const text = file("notes.txt", "text/plain");
    const ok = file("ok.pdf", "application/pdf");
    const result = checkSelectedFiles([big, text, ok], 0, { ...settings, maxFiles: 3 });
    expect(result.accepted).toEqual([ok]);
    expect(result.problems).toEqual([
      { key: "fileTooLarge", vars: { name: "big.png", size: 1 } },
      { key: "fileTypeNotAllowed", vars: { name: "text/plain" } },
    ]);
  });

  it("takes any type when the question lists none", () => {
    const text = file("notes.txt", "text/plain");
    expect(checkSelectedFiles([text], 0, { ...settings, allowedTypes: [] }).accepted).toEqual([text]);
  });
});
