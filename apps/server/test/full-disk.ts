import type * as NodeFs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// The CommonJS fs object: the one PGlite's file system (Emscripten's NODEFS) and the health
// check's probe call into, so what is put on it here reaches them.
const fs = createRequire(import.meta.url)("node:fs") as typeof NodeFs;

export interface FullDisk {
  /** From now on, a write that would make a file under the folder longer fails with ENOSPC. */
  fill: () => void;
  /** Writes succeed again. */
  free: () => void;
  /** Puts fs back as it was. */
  restore: () => void;
}

/**
 * A disk that fills up under `dir`, for the files PGlite and the server keep there. Files opened
 * after this call are watched. Once full, writing within a file's existing length still works
 * and only a write that extends a file fails, as on a real full disk (ext4 and the like), where
 * PostgreSQL can rewrite a page in place but not add one.
 */
export function simulateFullDisk(dir: string): FullDisk {
  const root = path.resolve(dir) + path.sep;
  const watched = new Set<number>();
  let full = false;
  const { openSync, closeSync, writeSync } = fs;

  const patched = {
    openSync: (file: NodeFs.PathLike, ...rest: unknown[]) => {
      const fd = (openSync as (...args: unknown[]) => number)(file, ...rest);
      if (path.resolve(String(file)).startsWith(root)) watched.add(fd);
      return fd;
    },
    closeSync: (fd: number) => {
      watched.delete(fd);
      closeSync(fd);
    },
    writeSync: (fd: number, buffer: NodeJS.ArrayBufferView | string, ...rest: unknown[]) => {
      if (full && watched.has(fd)) {
        const size = fs.fstatSync(fd).size;
        const [offsetOrPosition, length, position] = rest;
        const bytes =
          typeof buffer === "string" ? Buffer.byteLength(buffer) : typeof length === "number" ? length : buffer.byteLength;
        const at = typeof buffer === "string" ? offsetOrPosition : position;
        if ((typeof at === "number" ? at : size) + bytes > size) {
          throw Object.assign(new Error(`ENOSPC: no space left on device, write`), {
            code: "ENOSPC",
            errno: -28,
            syscall: "write",
          });
        }
      }
      return (writeSync as (...args: unknown[]) => number)(fd, buffer, ...rest);
    },
  };
  Object.assign(fs, patched);
  return {
    fill: () => {
      full = true;
    },
    free: () => {
      full = false;
    },
    restore: () => {
      Object.assign(fs, { openSync, closeSync, writeSync });
    },
  };
}
