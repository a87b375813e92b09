/**
 * The name from the uploader's device, kept for display only: no folders, no control
 * characters, no double quotes (it goes into a Content-Disposition header), at most 255
 * characters; `fallback` when nothing is left.
 */
export function displayFileName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f"]/g, "").trim();
  return base.slice(0, 255) || fallback;
}
