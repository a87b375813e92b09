import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useFitHeight } from "./use-fit-height";

/** The way back to the dashboard and the survey's title and description, edited in place. */
export function SurveyHeading({
  title,
  description,
  disabled,
  onChange,
}: {
  title: string;
  description: string;
  disabled: boolean;
  onChange: (field: "title" | "description", value: string) => void;
}) {
  const { t } = useTranslation();
  const titleRef = useFitHeight(title);
  const descriptionRef = useFitHeight(description);
  return (
    <div className="min-w-0 flex-1">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 text-sm font-medium text-slate-500 hover:text-slate-900 dark:hover:text-white"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" />
        {t("common.backToDashboard")}
      </Link>
      {/* A title wraps onto more lines rather than being cut off on a phone; it stays one line of text. */}
      <textarea
        ref={titleRef}
        rows={1}
        aria-label={t("builder.titleLabel")}
        placeholder={t("builder.titlePlaceholder")}
        value={title}
        disabled={disabled}
        maxLength={300}
        onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
        onChange={(e) => onChange("title", e.target.value.replace(/[\r\n]+/g, " "))}
        className="mt-2 block w-full resize-none overflow-hidden break-words rounded-lg border border-transparent bg-transparent px-2 py-1 text-xl font-bold tracking-tight hover:border-slate-300 focus:border-brand-500 focus:outline-none sm:text-2xl dark:hover:border-slate-700"
      />
      {/* The description shows whole up to a dozen lines, then scrolls: two fixed rows cut a generated one mid-sentence. */}
      <textarea
        ref={descriptionRef}
        aria-label={t("builder.descriptionLabel")}
        placeholder={t("builder.descriptionPlaceholder")}
        value={description}
        disabled={disabled}
        rows={2}
        maxLength={5000}
        onChange={(e) => onChange("description", e.target.value)}
        className="mt-1 block max-h-72 w-full resize-none overflow-y-auto rounded-lg border border-transparent bg-transparent px-2 py-1 text-slate-600 hover:border-slate-300 focus:border-brand-500 focus:outline-none dark:text-slate-400 dark:hover:border-slate-700"
      />
    </div>
  );
}
