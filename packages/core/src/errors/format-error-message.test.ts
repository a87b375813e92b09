import { describe, expect, it } from "vitest";
import { formatErrorMessage } from "./format-error-message";

describe("formatErrorMessage", () => {
  it("fills every placeholder, and leaves one without a value as it is", () => {
    expect(formatErrorMessage("FILE_TOO_LARGE", { name: "a $& b.pdf", size: 5 })).toBe('File "a $& b.pdf" exceeds 5MB limit');
    expect(formatErrorMessage("FILE_TOO_LARGE", { size: 5 })).toBe('File "{name}" exceeds 5MB limit');
  });
});
