import { defineConfig } from "vitest/config";

const projects = [
  { test: { name: "core", root: "packages/core", include: ["src/**/*.test.ts"] } },
];

export default defineConfig({ test: { projects } });
