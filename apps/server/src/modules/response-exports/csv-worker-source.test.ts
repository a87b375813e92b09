import { expect, it } from "vitest";
import { csvWorkerSource } from "./csv-worker-source";

it("bundles the CSV worker into one small script without database or validation code", async () => {
  const source = await csvWorkerSource();
  // Each worker holds its code: an import that drags in drizzle, pg or zod costs every export thread.
  // esbuild names each bundled package's files in a comment: node_modules/<package>/….
  expect(source).toMatch(/node_modules\/d3-dsv\//);
  expect(source).not.toMatch(/node_modules\/(zod|drizzle-orm|pg|pg-protocol)\//);
  expect(source.length).toBeLessThan(64 * 1024);
  // The cell rules come along: the formula rule and d3-dsv's quoting.
  expect(source).toContain("neutraliseCsvFormula");
  expect(source).toContain("csvFormatValue");
});
