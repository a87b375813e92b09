import path from "node:path";
import { SERVER_ROOT } from "../../lib/server-root";

// From the package root, not this file: in the compiled server this code runs from dist/main.js.
const ENTRY = path.join(SERVER_ROOT, "src/modules/response-exports/csv-worker.ts");

/** A bundle not done by then is given up (the next export tries again). */
const BUNDLE_TIMEOUT_MS = 10_000;

let bundling: Promise<string> | undefined;

async function bundle(): Promise<string> {
  const esbuild = await import("esbuild");
  try {
    const result = await esbuild.build({
      entryPoints: [ENTRY],
      bundle: true,
      platform: "node",
      format: "cjs",
      target: "node20",
      write: false,
      logLevel: "silent",
    });
    // A warning here is a worker that would break at run time (`import.meta` in CommonJS, say):
    // better refused now, so exports encode on the request's thread and the log says why.
    if (result.warnings.length) throw new Error(`CSV worker bundle: ${result.warnings.map((w) => w.text).join("; ")}`);
    const [output] = result.outputFiles;
    if (!output) throw new Error("esbuild produced no CSV worker");
    return output.text;
  } finally {
    // esbuild keeps a helper process for later builds; there are none.
    await esbuild.stop();
  }
}

/**
 * The CSV worker's code (csv-worker.ts and what it imports) as one plain JavaScript script,
 * bundled by esbuild once per process. A worker that loaded the TypeScript itself would need
 * tsx, whose module hooks run on a thread of their own: 36 MB per worker against 8 MB for
 * plain JavaScript.
 */
export function csvWorkerSource(): Promise<string> {
  if (bundling) return bundling;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`CSV worker bundle not done after ${BUNDLE_TIMEOUT_MS} ms`)), BUNDLE_TIMEOUT_MS);
    timer.unref();
  });
  const current = Promise.race([bundle(), timeout]).finally(() => clearTimeout(timer));
  bundling = current;
  // A failed bundle is tried again by the next export rather than remembered.
  current.catch(() => {
    if (bundling === current) bundling = undefined;
  });
  return current;
}
