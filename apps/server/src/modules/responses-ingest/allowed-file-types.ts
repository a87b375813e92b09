import { getFileTypeRefusal, type FileTypeRefusal } from "@sondar/core/uploads/file-type-rules";

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
 * Whether the bytes are the format the file's extension names: a ".pdf" must really be a PDF;
 * text formats, which have no signature, must at least look like text.
 */
export function contentMatchesExtension(facts: FileFacts): boolean {
  const ext = extensionOf(facts.name);
  if (facts.detected) return sameFormat(facts.detected.ext, ext);
  return TEXT_EXTENSIONS.has(ext) && facts.looksLikeText;
}

/**
 * Core's allowed-type rule (uploads/file-type-rules.ts) judged on what the bytes say: the type
 * detected from them, and whether they agree with the file's extension. Null when allowed; else
 * whether the type is not allowed or the content is not what the file claims.
 */
export function getUploadTypeRefusal(rules: readonly string[], facts: FileFacts): FileTypeRefusal | null {
  return getFileTypeRefusal(rules, {
    name: facts.name,
    claimedMime: facts.declaredMime,
    contentMime: effectiveMime(facts),
    contentMatchesExtension: contentMatchesExtension(facts),
  });
}
