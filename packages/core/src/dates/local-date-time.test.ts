import { describe, expect, it } from "vitest";
import { fromLocalDateTimeInput, toLocalDateTimeInput } from "./local-date-time";

describe("datetime-local values", () => {
  it("round-trip an instant to the minute, in the local time zone", () => {
    const iso = new Date(2026, 8, 30, 17, 45).toISOString();
    expect(toLocalDateTimeInput(iso)).toBe("2026-09-30T17:45");
    expect(fromLocalDateTimeInput("2026-09-30T17:45")).toBe(iso);
  });

  it("read nothing, or something unreadable, as no time", () => {
    expect(toLocalDateTimeInput(null)).toBe("");
    expect(toLocalDateTimeInput("garbage")).toBe("");
    expect(fromLocalDateTimeInput("")).toBeNull();
    expect(fromLocalDateTimeInput("2026-13-45T99:00")).toBeNull();
  });
});
