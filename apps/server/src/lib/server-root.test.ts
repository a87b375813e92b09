import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { findServerRoot, REPO_ROOT, SERVER_ROOT } from "./server-root";

it("finds apps/server from its sources", () => {
  expect(path.basename(SERVER_ROOT)).toBe("server");
  expect(path.join(REPO_ROOT, "apps/server")).toBe(SERVER_ROOT);
});

it("finds the package from a bundle's folder as from a source folder, and not another package", () => {
  const root = mkdtempSync(path.join(tmpdir(), "server-root-"));
  const server = path.join(root, "apps/server");
  mkdirSync(path.join(server, "dist"), { recursive: true });
  mkdirSync(path.join(server, "src/db"), { recursive: true });
  writeFileSync(path.join(root, "package.json"), JSON.stringify({ name: "sondar" }));
  writeFileSync(path.join(server, "package.json"), JSON.stringify({ name: "@sondar/server" }));
  expect(findServerRoot(path.join(server, "dist"))).toBe(server);
  expect(findServerRoot(path.join(server, "src/db"))).toBe(server);
  expect(() => findServerRoot(root)).toThrow(/no @sondar\/server/);
});
