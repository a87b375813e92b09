import { defineConfig } from "vitest/config";

const serverProject = (kind: "pglite" | "postgres") => ({
  test: {
    name: `server:${kind}`,
    root: "apps/server",
    include: ["src/**/*.test.ts"],
    globalSetup: ["test/global-setup.ts"],
    env: { DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects = [
  { test: { name: "core", root: "packages/core", include: ["src/**/*.test.ts"] } },
  // The repository's own tooling (npm start's child runner, the import boundary check).
  { test: { name: "scripts", root: "scripts", include: ["**/*.test.mjs"] } },
  // The benchmarks' own helpers (the benchmarks themselves are run by hand: npm run bench:*).
  { test: { name: "bench", root: "bench", include: ["support/**/*.test.ts"] } },
  {
    test: {
      name: "web",
      root: "apps/web",
      include: ["src/**/*.test.{ts,tsx}", "locales/**/*.test.ts"],
      environment: "jsdom",
      // A screen test renders, waits and clicks through jsdom: seconds each on a busy 2-core machine.
      testTimeout: 15_000,
    },
  },
  serverProject("pglite"),
  // The same server tests run again on a real PostgreSQL when one is given.
  ...(process.env.TEST_DATABASE_URL ? [serverProject("postgres")] : []),
];

export default defineConfig({ test: { projects } });
