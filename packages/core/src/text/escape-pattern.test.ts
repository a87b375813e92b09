import { describe, expect, it } from "vitest";
import { escapePattern } from "./escape-pattern";

describe("escapePattern", () => {
  it("matches the text literally, special characters included, with and without the u flag", () => {
    const text = "a.b*c+(d)?[e]{2}^$|\\f";
    for (const flags of ["", "u"]) {
      const pattern = new RegExp(`^${escapePattern(text)}$`, flags);
      expect(pattern.test(text)).toBe(true);
      expect(pattern.test("aXb*c+(d)?[e]{2}^$|\\f")).toBe(false);
    }
  });
});
