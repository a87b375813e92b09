import type { Question } from "@sondar/core/surveys/question-schema";
import { nameClaimedFileType } from "@sondar/core/uploads/file-type-rules";
import { MAX_QUESTION_IMAGES } from "@sondar/core/uploads/question-image-limit";
import { isUploadUrl } from "@sondar/core/uploads/upload-url";
import { ImagePlus, X } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "../../../components/ui/cn";
import { Notice } from "../../../components/ui/notice";
import { Spinner } from "../../../components/ui/spinner";
import { FieldHint } from "./editor-controls";
import type { QuestionImage } from "./types";
import { deleteQuestionImage, IMAGE_ACCEPT, planImageUpload, uploadQuestionImage } from "./upload-question-image";

interface FileError {
  name: string;
  message: string;
}

/** Up to 6 JPG/PNG images shown with the question: upload with per-file errors, thumbnails, remove. */
export function QuestionImages({
  surveyId,
  question,
  disabled,
  onChange,
}: {
  surveyId: string;
  question: Question;
  disabled: boolean;
  onChange: (next: Question) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<FileError[]>([]);
  const [summary, setSummary] = useState<string | null>(null);
  // Uploads finish later; they add to the question as it is then, not as it was when they started.
  const latest = useRef(question);
  useLayoutEffect(() => {
    latest.current = question;
  });

  const images = question.images;
  const full = images.length >= MAX_QUESTION_IMAGES;
  const inputDisabled = disabled || uploading > 0 || full;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (files.length === 0) return;
    const startId = question.id;
    const plan = planImageUpload(files, images.length);
    const messages: FileError[] = plan.rejected.map(({ file, reason }) => ({
      name: file.name,
      message: t(`questionEditor.images.errors.${reason}`, { max: MAX_QUESTION_IMAGES }),
    }));
    setErrors(messages);
    setSummary(
      plan.limitedTo === null
        ? null
        : t("questionEditor.images.errors.limited", { count: plan.limitedTo, max: MAX_QUESTION_IMAGES }),
    );
    if (plan.accepted.length === 0) return;

    setUploading(plan.accepted.length);
    const results = await Promise.all(plan.accepted.map((file) => uploadQuestionImage(surveyId, startId, file)));
    setUploading(0);

    const uploaded: QuestionImage[] = [];
    const failed: FileError[] = [];
    results.forEach((result, index) => {
      const file = plan.accepted[index];
      if (result.ok) uploaded.push(result.image);
      else if (file && result.code === "FILE_CONTENT_MISMATCH") {
        const type = nameClaimedFileType({ name: file.name, mime: file.type });
        failed.push({ name: file.name, message: t("questionEditor.images.errors.contentMismatch", { type }) });
      } else failed.push({ name: file?.name ?? "", message: result.message ?? t("questionEditor.images.errors.failed") });
    });
    if (failed.length > 0) setErrors((previous) => [...previous, ...failed]);
    if (uploaded.length === 0) return;

    const current = latest.current;
    if (current.id !== startId) {
      // The editor now shows another question: do not attach the files to it.
      uploaded.forEach((image) => deleteQuestionImage(surveyId, image.id));
      return;
    }
    const room = Math.max(0, MAX_QUESTION_IMAGES - current.images.length);
    uploaded.slice(room).forEach((image) => deleteQuestionImage(surveyId, image.id));
    const next = { ...current, images: [...current.images, ...uploaded.slice(0, room)] };
    latest.current = next;
    onChange(next);
  };

  const setAlt = (image: QuestionImage, alt: string) => {
    const next = { ...question, images: question.images.map((item) => (item.id === image.id ? { ...item, alt } : item)) };
    latest.current = next;
    onChange(next);
  };

  const remove = (image: QuestionImage) => {
    const next = { ...question, images: question.images.filter((item) => item.id !== image.id) };
    latest.current = next;
    onChange(next);
    deleteQuestionImage(surveyId, image.id);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={`${id}-file`}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={inputDisabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void onFiles(event)}
          className="peer sr-only"
        />
        <label
          htmlFor={`${id}-file`}
          className={cn(
            "inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-lg bg-white px-3 text-sm font-medium text-slate-800 ring-1 ring-inset ring-slate-300 transition-colors hover:bg-slate-50",
            "peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500",
            "peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
            "dark:bg-slate-900 dark:text-slate-100 dark:ring-slate-700 dark:hover:bg-slate-800",
          )}
        >
          <ImagePlus aria-hidden className="h-4 w-4" />
          {t("questionEditor.images.add")}
        </label>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {t("questionEditor.images.count", { used: images.length, max: MAX_QUESTION_IMAGES })}
        </span>
        {uploading > 0 && <Spinner className="h-4 w-4" label={t("questionEditor.images.uploading", { count: uploading })} />}
      </div>
      <FieldHint id={`${id}-hint`}>
        {full
          ? t("questionEditor.images.errors.max", { max: MAX_QUESTION_IMAGES })
          : t("questionEditor.images.hint", { max: MAX_QUESTION_IMAGES })}
      </FieldHint>

      {(summary || errors.length > 0) && (
        <Notice
          tone="error"
          {...(summary ? { title: summary } : {})}
          onDismiss={() => {
            setErrors([]);
            setSummary(null);
          }}
          dismissLabel={t("common.dismiss")}
        >
          {errors.length > 0 && (
            <ul className="space-y-0.5">
              {errors.map((error, index) => (
                <li key={`${error.name}-${index}`} className="break-words">
                  <span className="font-medium">{error.name}</span>: {error.message}
                </li>
              ))}
            </ul>
          )}
        </Notice>
      )}

      {images.length > 0 && <FieldHint id={`${id}-alt-hint`}>{t("questionEditor.images.altHint")}</FieldHint>}
      {images.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {images.map((image) => (
            <li
              key={image.id}
              className="group relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-800"
            >
              {/* Only our own uploads are shown; anything else is left for the creator to remove. */}
              {isUploadUrl(image.url) && (
                <img src={image.url} alt={image.alt} loading="lazy" className="aspect-video w-full object-cover" />
              )}
              <p className="truncate px-1.5 pt-1 text-xs text-slate-600 dark:text-slate-300" title={image.filename}>
                {image.filename}
              </p>
              <div className="px-1.5 pb-1.5">
                <label htmlFor={`${id}-alt-${image.id}`} className="sr-only">
                  {t("questionEditor.images.altLabel", { name: image.filename })}
                </label>
                <input
                  id={`${id}-alt-${image.id}`}
                  value={image.alt}
                  maxLength={300}
                  disabled={disabled}
                  placeholder={t("questionEditor.images.altPlaceholder")}
                  aria-describedby={`${id}-alt-hint`}
                  onChange={(event) => setAlt(image, event.target.value)}
                  className="mt-1 block h-8 w-full rounded-md border border-slate-300 bg-white px-2 text-xs text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
                />
              </div>
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(image)}
                aria-label={t("questionEditor.images.remove", { name: image.filename })}
                className="absolute right-1 top-1 inline-flex h-7 w-7 items-center justify-center rounded-full bg-slate-900/70 text-white transition-colors hover:bg-red-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white disabled:cursor-not-allowed disabled:opacity-50"
              >
                <X aria-hidden className="h-4 w-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
