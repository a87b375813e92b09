// `npm start` rebuilds the compiled server only when it is missing or older than a source.
import { describe, expect, it } from "vitest";
import { isBuildStale } from "./server-build.mjs";

describe("isBuildStale", () => {
  it("is stale when nothing was built yet", () => {
    expect(isBuildStale(undefined, [])).toBe(true);
    expect(isBuildStale(undefined, [1, 2])).toBe(true);
  });

  it("is stale when any source changed after the build, and fresh otherwise", () => {
    expect(isBuildStale(1000, [900, 1001])).toBe(true);
    expect(isBuildStale(1000, [900, 1000])).toBe(false);
    expect(isBuildStale(1000, [])).toBe(false);
  });
});
