import { defineConfig } from "vitest/config";

/** Browser journeys against the production server; see global-setup.ts. */
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["**/*.spec.ts"],
    exclude: ["**/node_modules/**", "artifacts/**"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ["./global-setup.ts"],
  },
});
