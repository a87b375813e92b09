// Build step: Brotli and gzip copies of the built files, served by the server's static handler
// to browsers that accept them (docs/decisions/052-respondent-weight.md).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing. HTML is left out: the server writes the survey into its page. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest)$/;

/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** The Brotli size the budget check and the server agree on: the strongest setting, as built. */
export function brotliBytes(content: string | Uint8Array): Promise<number> {
  return brotliOf(content).then((compressed) => compressed.length);
}

function brotliOf(content: string | Uint8Array): Promise<Buffer> {
  const input = typeof content === "string" ? Buffer.from(content) : content;
  return brotli(input, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
    },
  });
}

/**
 * Writes `name.br` and `name.gz` next to every compressible file of at least 1 KB under `dir`,
 * each only when it is smaller than the file. Returns the files it compressed, relative to `dir`.
 */
export async function precompressAssets(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const done: string[] = [];
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([brotliOf(content), gzipAsync(content, { level: constants.Z_BEST_COMPRESSION })]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
      done.push(path.relative(dir, file));
    }),
  );
  return done.sort();
}
