/**
 * Throws unless `key` is a relative path of plain segments (letters, digits, `.`, `_`, `-`)
 * with no `..` anywhere. Keeps a key from escaping the uploads folder on disk (`..`, absolute
 * paths, backslashes) and from meaning something else to an S3-compatible store.
 */
export function assertSafeStorageKey(key: string): void {
  const safe =
    key.length <= 512 &&
    !key.includes("..") &&
    key.split("/").every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && segment !== ".");
  if (!safe) throw new Error(`Refused storage key ${JSON.stringify(key)}`);
}
