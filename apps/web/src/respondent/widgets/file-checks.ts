import { isFileTypeAllowed } from "@sondar/core/uploads/file-type-rules";

export type FileProblem =
  | { key: "maxFiles"; vars: { count: number } }
  | { key: "fileTooLarge"; vars: { name: string; size: number } }
  | { key: "fileTypeNotAllowed"; vars: { name: string } };

/**
 * Checks a selection before upload (docs/product/respondent.md#file-uploads): the count against what
 * is already uploaded, then each file's size and type (core's rule; the server judges the type again
 * by the bytes). Returns the files that may be sent and the problems.
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
    } else if (!isFileTypeAllowed(settings.allowedTypes, { name: file.name, mime: file.type })) {
      problems.push({ key: "fileTypeNotAllowed", vars: { name: file.type || file.name } });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}
