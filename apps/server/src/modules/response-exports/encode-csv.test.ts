import { neutraliseCsvFormula } from "@sondar/core/responses/export-formula";
import { csvFormatValue } from "d3-dsv";
import fc from "fast-check";
import { expect, it } from "vitest";
import { csvCell } from "./encode-csv";

it("csvCell is the CSV formula rule then d3-dsv's quoting, for any text", () => {
  // Mostly the characters either rule looks at, so the property reaches every branch.
  const text = fc
    .array(fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", ",", ";", '"', "'", "a", " ", "é"), { maxLength: 12 })
    .map((parts) => parts.join(""));
  fc.assert(
    fc.property(fc.oneof(text, fc.string()), (value) => {
      expect(csvCell(value)).toBe(csvFormatValue(neutraliseCsvFormula(value)));
    }),
    { numRuns: 2000 },
  );
});
