import fs from "node:fs";
import path from "node:path";

/** One PostgreSQL page: what an insert into a full table asks the disk for. */
const PROBE_BYTES = 8_192;

/**
 * Throws when the folder's volume cannot take a new page: writes a page-sized file of its own
 * there and removes it. A full disk still lets PostgreSQL rewrite a row in place (the health
 * check's probe row) while every insert that needs a new page fails, so the check needs a write
 * that allocates. Synchronous, as PGlite's own file access is: a few microseconds on a local disk.
 */
export function probeFreeSpace(dir: string): void {
  const file = path.join(dir, `.health-probe-${process.pid}`);
  try {
    const fd = fs.openSync(file, "w");
    try {
      fs.writeSync(fd, Buffer.alloc(PROBE_BYTES));
    } finally {
      fs.closeSync(fd);
    }
  } finally {
    fs.rmSync(file, { force: true });
  }
}
