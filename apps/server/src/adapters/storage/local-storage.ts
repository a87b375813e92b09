import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { StorageAdapter } from "./storage-adapter";
import { assertSafeStorageKey } from "./storage-key";

/** Content types live beside each file, so `get` answers without the database. */
const META_SUFFIX = ".meta.json";

/** Files under `rootDir` (default `<DATA_DIR>/uploads`); the folder is made on first write. */
export function createLocalStorage(rootDir: string): StorageAdapter {
  const root = path.resolve(rootDir);

  function fileFor(key: string): string {
    assertSafeStorageKey(key);
    if (key.endsWith(META_SUFFIX)) throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    const file = path.resolve(root, key);
    // Belt and braces after the key check: the path must stay inside the root.
    if (!file.startsWith(root + path.sep)) throw new Error(`Refused storage key ${JSON.stringify(key)}`);
    return file;
  }

  /** Writes through a temporary name, so a reader never sees half a file. */
  async function writeAtomically(file: string, data: Uint8Array | string) {
    const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
  }

  return {
    kind: "local",
    put: async (key, body, contentType) => {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeAtomically(file + META_SUFFIX, JSON.stringify({ contentType }));
      await writeAtomically(file, body);
    },
    get: async (key) => {
      const file = fileFor(key);
      const body = await readFile(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (!body) return null;
      const meta = await readFile(file + META_SUFFIX, "utf8").catch(() => null);
      const contentType = meta ? String((JSON.parse(meta) as { contentType?: unknown }).contentType) : "";
      return {
        body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
        contentType: contentType || "application/octet-stream",
        size: body.byteLength,
      };
    },
    delete: async (key) => {
      const file = fileFor(key);
      await rm(file, { force: true });
      await rm(file + META_SUFFIX, { force: true });
    },
  };
}
