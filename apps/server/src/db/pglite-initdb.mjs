// Run by open-database.ts in a short-lived process of its own on PGlite's first start: creates
// the database cluster in the folder given (initdb) and exits. PGlite's initdb holds a second
// WebAssembly instance and a copy of its memory (~750 MB at the peak, docs/decisions/266-pglite-memory.md);
// done here, that memory goes back to the system when this process ends, instead of staying
// with the server for its whole life. Plain JavaScript: it runs the same under tsx and from the build.
import { PGlite } from "@electric-sql/pglite";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: pglite-initdb.mjs <folder>");
  process.exit(2);
}
const db = await PGlite.create(dir);
await db.close();
