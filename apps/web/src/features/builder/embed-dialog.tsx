import { buildEmbedSnippet, type EmbedStyle, type EmbedTheme } from "@sondar/core/surveys/embed-snippet";
import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { cn } from "../../components/ui/cn";
import { Dialog } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { copyText } from "../../lib/copy-text";
import { showToast } from "../../lib/toast-store";

const STYLES: EmbedStyle[] = ["popup", "inline", "fullpage"];
const THEMES: EmbedTheme[] = ["auto", "light", "dark"];
/** How long the 'Copied' mark stays (docs/product/surveys-and-questions.md#states-and-sharing). */
const COPIED_MS = 2000;

export function EmbedDialog({
  open,
  onOpenChange,
  shareId,
  title,
  brandColor,
  hiddenFields,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shareId: string;
  title: string;
  /** The survey's brand colour, which the popup's launcher wears. */
  brandColor: string | null;
  /** The survey's hidden fields: values set here go into the frame's address (docs/product/respondent.md#hidden-fields). */
  hiddenFields: readonly string[];
}) {
  const { t } = useTranslation();
  const [style, setStyle] = useState<EmbedStyle>("popup");
  const [theme, setTheme] = useState<EmbedTheme>("auto");
  const [copied, setCopied] = useState(false);
  const [hiddenValues, setHiddenValues] = useState<Record<string, string>>({});
  const snippet = buildEmbedSnippet({
    origin: window.location.origin,
    shareId,
    style,
    theme,
    title,
    buttonText: t("builder.embed.buttonText"),
    brandColor,
    hiddenFields,
    hiddenValues: Object.fromEntries(hiddenFields.map((key) => [key, hiddenValues[key] ?? ""])),
  });

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const choice = (active: boolean) =>
    cn(
      "rounded-xl border p-3 text-left text-sm transition-colors",
      active
        ? "border-brand-500 bg-brand-50 ring-2 ring-brand-500/30 dark:bg-brand-950"
        : "border-slate-200 hover:border-slate-300 dark:border-slate-700",
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("builder.embed.title")}
      description={t("builder.embed.description")}
      closeLabel={t("common.close")}
      className="max-w-2xl"
    >
      <div role="radiogroup" aria-label={t("builder.embed.style")} className="grid gap-2 sm:grid-cols-3">
        {STYLES.map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={style === s}
            onClick={() => setStyle(s)}
            className={choice(style === s)}
          >
            <span className="flex items-center gap-2 font-semibold">
              {t(`builder.embed.styles.${s}.label`)}
              {s === "popup" && <Badge tone="brand">{t("builder.embed.mostPopular")}</Badge>}
            </span>
            <span className="mt-1 block text-xs text-slate-500">{t(`builder.embed.styles.${s}.hint`)}</span>
          </button>
        ))}
      </div>
      <div role="radiogroup" aria-label={t("builder.embed.theme")} className="mt-4 flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">{t("builder.embed.theme")}</span>
        {THEMES.map((th) => (
          <button
            key={th}
            type="button"
            role="radio"
            aria-checked={theme === th}
            onClick={() => setTheme(th)}
            className={cn(
              "rounded-full border px-3 py-1 text-xs font-medium",
              theme === th ? "border-brand-500 bg-brand-600 text-white" : "border-slate-300 dark:border-slate-700",
            )}
          >
            {t(`builder.themes.${th}`)}
          </button>
        ))}
      </div>
      {hiddenFields.length > 0 && (
        <fieldset className="mt-4">
          <legend className="text-sm font-medium">{t("builder.embed.hiddenValues")}</legend>
          <p className="text-xs text-slate-500">{t("builder.embed.hiddenValuesHint")}</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {hiddenFields.map((key) => (
              <label key={key} className="text-sm">
                <code>{key}</code>
                <Input
                  className="mt-1"
                  value={hiddenValues[key] ?? ""}
                  aria-label={t("builder.embed.hiddenValue", { key })}
                  onChange={(e) => setHiddenValues((values) => ({ ...values, [key]: e.target.value }))}
                />
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <label htmlFor="embed-code" className="mt-4 block text-sm font-medium">
        {t("builder.embed.code")}
      </label>
      <textarea
        id="embed-code"
        readOnly
        value={snippet}
        rows={8}
        className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
        onFocus={(e) => e.target.select()}
      />
      <div className="mt-4 flex justify-end">
        <Button
          onClick={async () => {
            if (await copyText(snippet)) setCopied(true);
            else showToast({ type: "error", title: t("builder.copyFailedTitle"), message: t("builder.copyFailed") });
          }}
        >
          {copied ? <Check aria-hidden className="h-4 w-4" /> : <Copy aria-hidden className="h-4 w-4" />}
          <span aria-live="polite">{copied ? t("builder.embed.copied") : t("builder.embed.copy")}</span>
        </Button>
      </div>
    </Dialog>
  );
}
