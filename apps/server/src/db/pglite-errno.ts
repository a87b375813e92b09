/** Emscripten's numbers for the file-system errors PGlite's data folder can meet (its ERRNO_CODES). */
const EMSCRIPTEN_ERRNO: Record<number, string> = {
  2: "EACCES",
  19: "EDQUOT",
  20: "EEXIST",
  29: "EIO",
  51: "ENOSPC",
  54: "ENOTDIR",
  63: "EPERM",
  69: "EROFS",
};

/**
 * The Node-style code (ENOSPC…) of a file-system error thrown from inside PGlite's WebAssembly
 * file system, which is a plain `{ name: "ErrnoError", errno }` object rather than an Error;
 * undefined for anything else.
 */
export function pgliteErrnoCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const { name, errno } = error as { name?: unknown; errno?: unknown };
  if (name !== "ErrnoError" || typeof errno !== "number") return undefined;
  return EMSCRIPTEN_ERRNO[errno] ?? `errno ${errno}`;
}
