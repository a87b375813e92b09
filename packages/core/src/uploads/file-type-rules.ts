import { formatErrorMessage } from "../errors/format-error-message";

/**
 * The allowed-type rules of a file-upload question, for the respondent page, the builder and the
 * server alike. A rule is a mime prefix ("image/*"), an extension (".pdf") or an exact mime
 * ("application/pdf"). A list with no rule in it accepts every type, as the builder tells the
 * creator; so does "*" or "*\/*".
 */

/** What is known of a file when its type is judged. */
export interface FileTypeFacts {
  name: string;
  /** The browser's claim on the respondent page; the type read from the bytes on the server. */
  mime: string;
  /**
   * Whether the content is the format its extension names. Only the server knows (it reads the
   * bytes); the browser leaves it out and the name alone decides.
   */
  contentMatchesExtension?: boolean;
}

/** The rules as they are applied: trimmed, lower case, blanks dropped. */
export function listFileTypeRules(allowedTypes: readonly string[]): string[] {
  return allowedTypes.map((rule) => rule.trim().toLowerCase()).filter((rule) => rule !== "");
}

/** Whether the question accepts files of every type. */
export function acceptsAnyFileType(allowedTypes: readonly string[]): boolean {
  const rules = listFileTypeRules(allowedTypes);
  return rules.length === 0 || rules.some((rule) => rule === "*" || rule === "*/*");
}

function matchesRule(rule: string, file: FileTypeFacts): boolean {
  if (rule.startsWith(".")) return file.name.trim().toLowerCase().endsWith(rule) && file.contentMatchesExtension !== false;
  const mime = file.mime.toLowerCase();
  if (rule.endsWith("/*")) return mime.startsWith(rule.slice(0, -1));
  return mime === rule;
}

/** Whether a file of this name and type may be uploaded to a question with these rules. */
export function isFileTypeAllowed(allowedTypes: readonly string[], file: FileTypeFacts): boolean {
  return acceptsAnyFileType(allowedTypes) || listFileTypeRules(allowedTypes).some((rule) => matchesRule(rule, file));
}

/** How an allowed-type rule is named to people: a kind in their language, or a format's name. */
export type FileTypeName = { kind: "images" | "videos" | "audio" | "text" } | { format: string };

const KINDS: Record<string, "images" | "videos" | "audio" | "text"> = {
  "image/*": "images",
  "video/*": "videos",
  "audio/*": "audio",
  "text/*": "text",
};

/** Exact types whose format name is not their subtype in capitals. */
const FORMATS: Record<string, string> = {
  "image/jpeg": "JPG",
  ".jpeg": "JPG",
  "image/svg+xml": "SVG",
  "text/plain": "TXT",
  "application/msword": "DOC",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "DOCX",
  "application/vnd.ms-excel": "XLS",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "XLSX",
};

/** A rule or a claimed type named as a format: "PDF" for ".pdf" and "application/pdf". */
function nameFormat(rule: string): string {
  return FORMATS[rule] ?? (rule.startsWith(".") ? rule.slice(1) : (rule.split("/")[1] ?? rule)).toUpperCase();
}

/**
 * The rules in words for the respondent ("Images, PDF"), not as MIME strings: wildcard kinds
 * by name, extensions and exact types by their format ("PDF" for both ".pdf" and
 * "application/pdf"), each once, in the rules' order. Empty when every type is accepted.
 */
export function nameFileTypeRules(allowedTypes: readonly string[]): FileTypeName[] {
  if (acceptsAnyFileType(allowedTypes)) return [];
  const names: FileTypeName[] = [];
  const seen = new Set<string>();
  for (const rule of listFileTypeRules(allowedTypes)) {
    const kind = KINDS[rule];
    const name: FileTypeName = kind ? { kind } : { format: nameFormat(rule) };
    const key = "kind" in name ? name.kind : name.format;
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/** The format a file claims to be, by its extension, else by its claimed type ("PDF"); empty when it claims none. */
export function nameClaimedFileType(file: { name: string; mime: string }): string {
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(file.name.trim())?.[1];
  const mime = file.mime.split(";")[0]?.trim().toLowerCase() ?? "";
  if (extension) return nameFormat(`.${extension.toLowerCase()}`);
  return mime ? nameFormat(mime) : "";
}

/** A file as the server judges it: what it claims (name, browser's type) and what its bytes are. */
export interface JudgedFile {
  name: string;
  /** The browser's claim; never trusted, only used to word a refusal. */
  claimedMime: string;
  /** The type read from the bytes. */
  contentMime: string;
  /** Whether the bytes are the format the name's extension says. */
  contentMatchesExtension: boolean;
}

export type FileTypeRefusal =
  { code: "FILE_TYPE_NOT_ALLOWED"; message: string } | { code: "FILE_CONTENT_MISMATCH"; message: string; claimedType: string };

/**
 * Why a file may not be uploaded to a question with these rules, judged by its bytes; null when
 * it may (docs/decisions/046-file-type-rules.md). A file the rules would take by its
 * name and claimed type, as the respondent page judged it, is refused because its content is
 * not what it claims, not because of its type (docs/decisions/160-content-that-does-not-match-its-type.md).
 */
export function getFileTypeRefusal(allowedTypes: readonly string[], file: JudgedFile): FileTypeRefusal | null {
  const { name, claimedMime, contentMime, contentMatchesExtension } = file;
  if (isFileTypeAllowed(allowedTypes, { name, mime: contentMime, contentMatchesExtension })) return null;
  if (isFileTypeAllowed(allowedTypes, { name, mime: claimedMime })) {
    const claimedType = nameClaimedFileType({ name, mime: claimedMime });
    return {
      code: "FILE_CONTENT_MISMATCH",
      message: formatErrorMessage("FILE_CONTENT_MISMATCH", { name, type: claimedType }),
      claimedType,
    };
  }
  return {
    code: "FILE_TYPE_NOT_ALLOWED",
    message: formatErrorMessage("FILE_TYPE_NOT_ALLOWED", { type: claimedMime || contentMime }),
  };
}
