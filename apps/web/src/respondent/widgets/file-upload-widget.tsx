import {
  acceptsAnyFileType,
  listFileTypeRules,
  nameClaimedFileType,
  nameFileTypeRules,
} from "@sondar/core/uploads/file-type-rules";
import { FileText, Loader2, Upload, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import type { QuestionOf } from "../survey-types";
import { t } from "../i18n";
import { UploadRefusedError } from "../public-survey-api";
import { checkSelectedFiles } from "./file-checks";
import { hintClass, smallButtonClass } from "./styles";
import type { WidgetProps } from "./widget-props";

interface UploadedFile {
  name: string;
  url: string;
}

const nameFromUrl = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]?.split("/").pop() || url);

function fromAnswer(answer: unknown): UploadedFile[] {
  const urls = typeof answer === "string" ? [answer] : Array.isArray(answer) ? answer : [];
  return urls.filter((u): u is string => typeof u === "string" && u !== "").map((url) => ({ url, name: nameFromUrl(url) }));
}

/** Why a file was not uploaded: a content that is not what the file claims in the visitor's words, else the server's reason. */
function describeUploadFailure(file: File, error: unknown): string {
  if (error instanceof UploadRefusedError && error.code === "FILE_CONTENT_MISMATCH") {
    const type = nameClaimedFileType({ name: file.name, mime: file.type });
    return t("widgets.fileContentMismatch", { name: file.name, type });
  }
  return t("widgets.uploadFailed", { name: file.name, reason: (error as Error).message });
}

/**
 * Checks count, size and type, then uploads each file at once; the answer is the URL, or the
 * list of URLs when the question takes several files.
 */
export function FileUploadWidget({
  question,
  answer,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  upload,
  onBusyChange,
}: WidgetProps<QuestionOf<"file-upload">> & {
  upload: ((file: File) => Promise<string>) | undefined;
  onBusyChange: (busy: boolean) => void;
}) {
  const settings = question.fileUploadSettings;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<UploadedFile[]>(() => fromAnswer(answer));
  const [uploading, setUploading] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  // The picker is disabled while full, which drops its focus: keyboard users are taken to the
  // uploaded file's Remove button, and back to the picker when a file is removed.
  const focusAfterCommit = useRef<"input" | "last-file" | null>(null);

  useEffect(() => {
    const where = focusAfterCommit.current;
    focusAfterCommit.current = null;
    if (where === "input") input.current?.focus();
    if (where === "last-file") listRef.current?.querySelector<HTMLButtonElement>("li:last-child button")?.focus();
  }, [files]);

  const commit = (next: UploadedFile[], focus: "input" | "last-file" | null = null) => {
    focusAfterCommit.current = focus;
    setFiles(next);
    const urls = next.map((f) => f.url);
    onChange(settings.maxFiles === 1 ? (urls[0] ?? "") : urls);
  };

  const remove = (file: UploadedFile) => {
    const rest = files.filter((f) => f !== file);
    commit(rest, "input");
  };

  const onSelect = async (list: FileList | null) => {
    const selected = list ? Array.from(list) : [];
    const hadFocus = document.activeElement === input.current;
    if (input.current) input.current.value = "";
    if (selected.length === 0 || !upload) {
      setProblems([t("widgets.noFiles")]);
      return;
    }
    const { accepted, problems: found } = checkSelectedFiles(selected, files.length, settings);
    const messages = found.map((p) => t(`widgets.${p.key}`, p.vars));
    setProblems(messages);
    if (accepted.length === 0) return;
    setUploading(accepted.map((f) => f.name));
    onBusyChange(true);
    const results = await Promise.all(
      accepted.map(async (file) => {
        try {
          return { name: file.name, url: await upload(file) };
        } catch (error) {
          messages.push(describeUploadFailure(file, error));
          return null;
        }
      }),
    );
    setUploading([]);
    onBusyChange(false);
    setProblems([...messages]);
    const next = [...files, ...results.filter((r): r is UploadedFile => r !== null)];
    commit(next, !hadFocus ? null : next.length >= settings.maxFiles ? "last-file" : "input");
  };

  const full = files.length + uploading.length >= settings.maxFiles;
  // In words ("Images, PDF"), not the MIME strings the rules are written in.
  const types = nameFileTypeRules(settings.allowedTypes)
    .map((name) => ("kind" in name ? t(`widgets.fileKinds.${name.kind}`) : name.format))
    .join(", ");
  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      <label
        htmlFor={inputId}
        className={`flex flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors ${
          full
            ? "cursor-not-allowed border-slate-200 opacity-60 dark:border-slate-800"
            : "cursor-pointer border-slate-300 hover:border-brand-400 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-slate-700"
        } ${invalid ? "border-red-500" : ""}`}
      >
        <Upload aria-hidden className="h-8 w-8 text-slate-400" />
        <span className="font-medium">{t("widgets.chooseFiles", { count: settings.maxFiles })}</span>
        <span className="text-sm text-slate-500 dark:text-slate-400">
          {t("widgets.fileLimits", { count: settings.maxFiles, size: settings.maxSizeInMB })}
          {types ? ` · ${types}` : ""}
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          className="sr-only"
          multiple={settings.maxFiles > 1}
          accept={acceptsAnyFileType(settings.allowedTypes) ? undefined : listFileTypeRules(settings.allowedTypes).join(",")}
          disabled={full}
          onChange={(e) => void onSelect(e.target.files)}
          aria-invalid={invalid}
        />
      </label>
      {(files.length > 0 || uploading.length > 0) && (
        <ul ref={listRef} className="mt-3 grid gap-2">
          {files.map((file) => (
            <li
              key={file.url}
              className="flex items-center gap-2 rounded-lg bg-slate-100 py-1 pr-1 pl-3 text-sm dark:bg-slate-800"
            >
              <FileText aria-hidden className="h-4 w-4 shrink-0" />
              <span className="min-w-0 flex-1 truncate">{file.name}</span>
              <button
                type="button"
                className={smallButtonClass}
                onClick={() => remove(file)}
                aria-label={t("widgets.removeFile", { name: file.name })}
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
          {uploading.map((name) => (
            <li key={name} className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2.5 text-sm dark:bg-slate-800">
              <Loader2 aria-hidden className="h-4 w-4 shrink-0 animate-spin" />
              <span className="min-w-0 flex-1 truncate">{name}</span>
              <span role="status">{t("widgets.uploading")}</span>
            </li>
          ))}
        </ul>
      )}
      {problems.length > 0 && (
        <ul role="alert" className="mt-2 grid gap-1 text-sm text-red-600 dark:text-red-400">
          {problems.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {settings.maxFiles > 1 && files.length > 0 && (
        <p className={hintClass}>{t("widgets.filesUploaded", { count: files.length, max: settings.maxFiles })}</p>
      )}
    </div>
  );
}
