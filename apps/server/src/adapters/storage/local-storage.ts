import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { Readable } from "node:stream";
import path from "node:path";
import type { StorageAdapter } from "./storage-adapter";
import { assertSafeStorageKey } from "./storage-key";

/** Content types live beside each file, so `get` answers without the database. */
const META_SUFFIX = ".meta.json";
/** Files larger than this are read back as a stream, so serving one never holds it in memory. */
const STREAM_FROM_BYTES = 1024 * 1024;

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
  async function writeAtomically(file: string, data: Uint8Array | string | { copyOf: string }) {
    const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    if (typeof data === "object" && "copyOf" in data) await copyFile(data.copyOf, temp);
    else await writeFile(temp, data);
    await rename(temp, file);
  }

  async function putAtomically(key: string, data: Uint8Array | { copyOf: string }, contentType: string) {
    const file = fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeAtomically(file + META_SUFFIX, JSON.stringify({ contentType }));
    await writeAtomically(file, data);
  }

  async function readContentType(file: string): Promise<string> {
    const meta = await readFile(file + META_SUFFIX, "utf8").catch(() => null);
    const contentType = meta ? String((JSON.parse(meta) as { contentType?: unknown }).contentType) : "";
    return contentType || "application/octet-stream";
  }

  return {
    kind: "local",
    put: (key, body, contentType) => putAtomically(key, body, contentType),
    putFile: (key, filePath, contentType) => putAtomically(key, { copyOf: filePath }, contentType),
    get: async (key) => {
      const file = fileFor(key);
      const size = await stat(file).then(
        (stats) => stats.size,
        (error: NodeJS.ErrnoException) => {
          if (error.code === "ENOENT") return null;
          throw error;
        },
      );
      if (size === null) return null;
      const contentType = await readContentType(file);
      if (size > STREAM_FROM_BYTES) {
        return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, contentType, size };
      }
      const body = await readFile(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
      if (!body) return null;
      return { body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength), contentType, size: body.byteLength };
    },
    delete: async (key) => {
      const file = fileFor(key);
      await rm(file, { force: true });
      await rm(file + META_SUFFIX, { force: true });
    },
  };
}
