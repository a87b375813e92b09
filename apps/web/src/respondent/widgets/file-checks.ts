/** Whether `file` matches one of the allowed-type rules: "image/*" (mime prefix), ".pdf" (extension) or "application/pdf". */
export function isFileTypeAllowed(file: { name: string; type: string }, allowedTypes: readonly string[]): boolean {
  const rules = allowedTypes.map((rule) => rule.trim().toLowerCase()).filter(Boolean);
  if (rules.length === 0) return true;
  const name = file.name.toLowerCase();
  const mime = file.type.toLowerCase();
  return rules.some((rule) => {
    if (rule.startsWith(".")) return name.endsWith(rule);
    if (rule.endsWith("/*")) return mime.startsWith(rule.slice(0, -1));
    return mime === rule;
  });
}

export type FileProblem =
  | { key: "maxFiles"; vars: { count: number } }
  | { key: "fileTooLarge"; vars: { name: string; size: number } }
  | { key: "fileTypeNotAllowed"; vars: { name: string } };

/**
 * Checks a selection before upload (docs/product/respondent.md#file-uploads): the count against what
 * is already uploaded, then each file's size and type. Returns the files that may be sent and the
 * problems.
 */
export function checkSelectedFiles(
  files: readonly File[],
  alreadyUploaded: number,
  settings: { maxFiles: number; maxSizeInMB: number; allowedTypes: readonly string[] },
): { accepted: File[]; problems: FileProblem[] } {
  if (alreadyUploaded + files.length > settings.maxFiles) {
    return { accepted: [], problems: [{ key: "maxFiles", vars: { count: settings.maxFiles } }] };
  }
  const accepted: File[] = [];
  const problems: FileProblem[] = [];
  for (const file of files) {
    if (file.size > settings.maxSizeInMB * 1024 * 1024) {
      problems.push({ key: "fileTooLarge", vars: { name: file.name, size: settings.maxSizeInMB } });
    } else if (!isFileTypeAllowed(file, settings.allowedTypes)) {
      problems.push({ key: "fileTypeNotAllowed", vars: { name: file.type || file.name } });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}
