/** What is known of an uploaded file: its name, what its bytes are, what the browser said. */
export interface FileFacts {
  name: string;
  /** From the bytes (file-type); null for formats without a signature, such as plain text. */
  detected: { mime: string; ext: string } | null;
  /** The browser's claim; trusted only for text, which has no signature to check. */
  declaredMime: string;
  /** No NUL bytes in the first kilobytes: plausible text. */
  looksLikeText: boolean;
}

/** Extensions that name the same format file-type reports under another name. */
const SAME_FORMAT: Record<string, string[]> = {
  jpg: ["jpeg", "jpe", "jfif"],
  tif: ["tiff"],
  cfb: ["doc", "xls", "ppt", "msg"],
  mp4: ["m4v"],
  mov: ["qt"],
};

/** Text formats: they have no signature, so a name and text-like bytes are all there is. */
const TEXT_EXTENSIONS = new Set(["txt", "csv", "tsv", "md", "json", "log", "xml", "rtf"]);

function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return match?.[1]?.toLowerCase() ?? "";
}

function sameFormat(detectedExt: string, ext: string): boolean {
  return detectedExt === ext || (SAME_FORMAT[detectedExt] ?? []).includes(ext);
}

/**
 * The type we go by: the detected one; for signature-less text, the browser's text/* claim (or
 * text/plain); anything else unknown is application/octet-stream and matches no mime rule.
 */
export function effectiveMime(facts: FileFacts): string {
  if (facts.detected) return facts.detected.mime;
  if (!facts.looksLikeText) return "application/octet-stream";
  const declared = facts.declaredMime.toLowerCase().split(";")[0]?.trim() ?? "";
  return declared.startsWith("text/") || declared === "application/json" ? declared : "text/plain";
}

/**
 * One rule of a question's allowedTypes (docs/product/respondent.md#file-uploads): a wildcard mime
 * prefix ("image/*"), an extension (".pdf") or an exact mime ("application/pdf"). Checked against the
 * bytes where they can say: a ".pdf" named file must really be a PDF, an "image/*" must decode as an
 * image.
 */
export function matchesTypeRule(rule: string, facts: FileFacts): boolean {
  const wanted = rule.trim().toLowerCase();
  if (!wanted) return false;
  if (wanted === "*" || wanted === "*/*") return true;
  const mime = effectiveMime(facts);
  if (wanted.startsWith(".")) {
    const ext = extensionOf(facts.name);
    if (ext !== wanted.slice(1)) return false;
    if (facts.detected) return sameFormat(facts.detected.ext, ext);
    return TEXT_EXTENSIONS.has(ext) && facts.looksLikeText;
  }
  if (wanted.endsWith("/*")) return mime.startsWith(wanted.slice(0, -1));
  return mime === wanted;
}

export function isAllowedFileType(rules: readonly string[], facts: FileFacts): boolean {
  return rules.some((rule) => matchesTypeRule(rule, facts));
}
