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
