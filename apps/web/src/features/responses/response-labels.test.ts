import { describe, expect, it } from "vitest";
import { locationLabel, parseCompletedAt, responseStatusKey } from "./response-labels";

describe("response labels", () => {
  it("maps statuses other than complete and partial to unknown", () => {
    expect(responseStatusKey("complete")).toBe("complete");
    expect(responseStatusKey("partial")).toBe("partial");
    expect(responseStatusKey("abandoned")).toBe("unknown");
    expect(responseStatusKey("")).toBe("unknown");
  });

  it("reads a completion time, and null for a missing or unparseable one", () => {
    expect(parseCompletedAt("2025-03-04T10:20:00.000Z")?.toISOString()).toBe("2025-03-04T10:20:00.000Z");
    expect(parseCompletedAt(null)).toBeNull();
    expect(parseCompletedAt("")).toBeNull();
    expect(parseCompletedAt("not a date")).toBeNull();
  });

  it("joins city and country from the known parts", () => {
    expect(locationLabel("Lisbon", "Portugal")).toBe("Lisbon, Portugal");
    expect(locationLabel(null, "Portugal")).toBe("Portugal");
    expect(locationLabel("  ", null)).toBeNull();
  });
});
