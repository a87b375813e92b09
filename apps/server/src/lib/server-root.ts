import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The apps/server folder, found by walking up from `from` to the package.json named
 * @sondar/server. Files read at run time (migrations, the CSV worker's source, the web build)
 * are found from here, so the same code works run as source by tsx (src/…) and bundled into
 * dist/main.js by `npm start` (docs/decisions/264-compiled-server.md).
 */
export function findServerRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === "@sondar/server") {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`no @sondar/server package.json above ${from}`);
  }
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
/** The repository's root, two folders above apps/server. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, "../..");
