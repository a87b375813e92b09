import type { SurveySettings } from "@sondar/core/surveys/survey-schema";
import {
  BRAND_FONTS,
  CORNER_STYLES,
  FONT_STACKS,
  getPageLook,
  PAGE_COLORS,
  type BrandTheme,
} from "@sondar/core/theme/brand-look";
import { AA_NON_TEXT_RATIO, AA_TEXT_RATIO, isHexColor } from "@sondar/core/theme/color-contrast";
import { getContrastProblems, type ContrastProblem } from "@sondar/core/theme/contrast-problems";
import { nameClaimedFileType } from "@sondar/core/uploads/file-type-rules";
import { isUploadUrl } from "@sondar/core/uploads/upload-url";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { cn } from "../../components/ui/cn";
import { Input } from "../../components/ui/input";
import { Notice } from "../../components/ui/notice";
import { Select } from "../../components/ui/select";
import { describeApiError } from "../../lib/describe-api-error";
import { showToast } from "../../lib/toast-store";
import { SurveyImagePicker } from "./survey-image-picker";
import { uploadSurveyImage } from "./upload-survey-image";

type BackgroundKind = "none" | "color" | "image";

const backgroundKind = (brand: BrandTheme): BackgroundKind =>
  brand.backgroundImageUrl ? "image" : brand.backgroundColor ? "color" : "none";

const formatRatio = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);

/** A colour as a swatch picker and a hex field, kept in step; the field takes only #rrggbb. */
function ColorField({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (hex: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  // A new value from outside (the picker, a reset) replaces what is typed.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  const invalid = !isHexColor(draft);
  return (
    <div>
      <label htmlFor={`${id}-hex`} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={value}
          disabled={disabled}
          aria-label={t("builder.design.pickColor", { field: label })}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 disabled:cursor-not-allowed dark:border-slate-700 dark:bg-slate-900"
        />
        <Input
          id={`${id}-hex`}
          value={draft}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          className="w-32 font-mono"
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => {
            const next = e.target.value.trim();
            setDraft(next);
            if (isHexColor(next)) onChange(next.toLowerCase());
          }}
        />
      </div>
      {invalid && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600 dark:text-red-400">
          {t("builder.design.colorInvalid")}
        </p>
      )}
    </div>
  );
}

function describeProblem(problem: ContrastProblem, t: (key: string, values?: Record<string, unknown>) => string): string {
  const ratio = formatRatio(problem.ratio);
  switch (problem.kind) {
    case "text":
      return t("builder.design.contrast.text", { ratio, needed: AA_TEXT_RATIO });
    case "button-text":
      return t("builder.design.contrast.buttonText", { ratio, needed: AA_TEXT_RATIO });
    case "brand-on-background":
      return t(`builder.design.contrast.brandOn_${problem.scheme}`, { ratio, needed: AA_NON_TEXT_RATIO });
  }
}

/** A small sample of the respondent page in the chosen look: text, an option, a button. */
function BrandPreview({ brand, scheme }: { brand: BrandTheme; scheme: "light" | "dark" }) {
  const { t } = useTranslation();
  const look = getPageLook(brand, undefined);
  const colors = PAGE_COLORS[look.scheme ?? scheme];
  const brandColor = look.brandColor ?? PAGE_COLORS.brand;
  const radius = { rounded: "0.5rem", square: "0.125rem", pill: "9999px" }[brand.corners];
  return (
    <div
      aria-hidden
      className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      style={{
        backgroundColor: look.backgroundColor ?? colors.background,
        color: colors.text,
        fontFamily: look.fontStack ?? FONT_STACKS.system,
        ...(isUploadUrl(brand.backgroundImageUrl)
          ? { backgroundImage: `url("${brand.backgroundImageUrl}")`, backgroundSize: "cover" }
          : {}),
      }}
    >
      <p className="text-base font-semibold">{t("builder.design.previewQuestion")}</p>
      <p className="mt-1 text-xs" style={{ color: colors.mutedText }}>
        {t("builder.design.previewHint")}
      </p>
      <div className="mt-3 flex items-center justify-between gap-3">
        <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-300/60">
          <div className="h-full w-2/5 rounded-full" style={{ backgroundColor: brandColor }} />
        </div>
        <span
          className="px-4 py-1.5 text-sm font-medium"
          style={{ backgroundColor: brandColor, color: look.brandTextColor ?? "#ffffff", borderRadius: radius }}
        >
          {t("builder.design.previewButton")}
        </span>
      </div>
    </div>
  );
}

/**
 * The survey's brand design: colour, font, background colour or image, corner style, with a
 * preview and a warning wherever the colours fall below WCAG AA (docs/decisions/122-brand-theme.md).
 */
export function BrandThemeSettings({
  surveyId,
  brand,
  surveyTheme,
  disabled,
  onChange,
}: {
  surveyId: string;
  brand: BrandTheme;
  surveyTheme: SurveySettings["theme"];
  disabled: boolean;
  onChange: (brand: BrandTheme) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [kind, setKind] = useState<BackgroundKind>(() => backgroundKind(brand));
  const set = <K extends keyof BrandTheme>(key: K, value: BrandTheme[K]) => onChange({ ...brand, [key]: value });
  const problems = getContrastProblems(brand, surveyTheme);

  const chooseBackground = (next: BackgroundKind) => {
    setKind(next);
    if (next === "none") onChange({ ...brand, backgroundColor: null, backgroundImageUrl: null });
    if (next === "color")
      onChange({ ...brand, backgroundColor: brand.backgroundColor ?? PAGE_COLORS.light.background, backgroundImageUrl: null });
    if (next === "image") onChange({ ...brand, backgroundColor: null });
  };

  async function uploadBackground(file: File) {
    setUploading(true);
    try {
      const failed = t("builder.design.imageFailed");
      const uploaded = await uploadSurveyImage(surveyId, file, "background", failed);
      set("backgroundImageUrl", uploaded.url);
    } catch (error) {
      const values = { name: file.name, type: nameClaimedFileType({ name: file.name, mime: file.type }) };
      const message = describeApiError(error, t, t("builder.design.imageFailed"), values);
      showToast({ type: "error", title: t("builder.settings.logoFailedTitle"), message });
    } finally {
      setUploading(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="font-semibold">
        {t("builder.design.title")}
      </h3>

      <div className="flex flex-wrap items-end gap-3">
        <ColorField
          label={t("builder.design.brandColor")}
          value={brand.brandColor ?? PAGE_COLORS.brand}
          disabled={disabled}
          onChange={(hex) => set("brandColor", hex)}
        />
        {brand.brandColor && (
          <Button variant="ghost" size="sm" onClick={() => set("brandColor", null)}>
            {t("builder.design.useDefaultColor")}
          </Button>
        )}
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-font`} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("builder.design.font")}
          </label>
          <Select
            id={`${id}-font`}
            className="w-full"
            value={brand.font}
            style={{ fontFamily: FONT_STACKS[brand.font] }}
            onChange={(e) => set("font", e.target.value as BrandTheme["font"])}
          >
            {BRAND_FONTS.map((font) => (
              <option key={font} value={font} style={{ fontFamily: FONT_STACKS[font] }}>
                {t(`builder.design.fonts.${font}`)}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-background`} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
            {t("builder.design.background")}
          </label>
          <Select
            id={`${id}-background`}
            className="w-full"
            value={kind}
            onChange={(e) => chooseBackground(e.target.value as BackgroundKind)}
          >
            {(["none", "color", "image"] as const).map((option) => (
              <option key={option} value={option}>
                {t(`builder.design.backgrounds.${option}`)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {kind === "color" && (
        <ColorField
          label={t("builder.design.backgroundColor")}
          value={brand.backgroundColor ?? PAGE_COLORS.light.background}
          disabled={disabled}
          onChange={(hex) => set("backgroundColor", hex)}
        />
      )}
      {kind === "image" && (
        <div>
          <SurveyImagePicker
            url={brand.backgroundImageUrl}
            alt={t("builder.design.backgroundImageAlt")}
            imageClassName="h-12 w-20 rounded border border-slate-200 object-cover dark:border-slate-700"
            uploadLabel={t("builder.design.uploadImage")}
            uploading={uploading}
            disabled={disabled}
            onFile={(file) => void uploadBackground(file)}
            onRemove={() => set("backgroundImageUrl", null)}
          />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{t("builder.design.imageHint")}</p>
        </div>
      )}

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">{t("builder.design.corners")}</legend>
        <div className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
          {CORNER_STYLES.map((corners) => (
            <label
              key={corners}
              className={cn(
                "cursor-pointer rounded-md px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
                brand.corners === corners
                  ? "bg-brand-600 text-white"
                  : "text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
              )}
            >
              <input
                type="radio"
                name={`${id}-corners`}
                value={corners}
                checked={brand.corners === corners}
                onChange={() => set("corners", corners)}
                className="sr-only"
              />
              {t(`builder.design.cornerStyles.${corners}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <BrandPreview brand={brand} scheme={surveyTheme === "dark" ? "dark" : "light"} />

      {problems.length > 0 && (
        <Notice tone="warning" title={t("builder.design.contrast.title")}>
          <ul className="list-inside list-disc space-y-0.5">
            {problems.map((problem) => (
              <li key={`${problem.kind}-${"scheme" in problem ? problem.scheme : ""}`}>{describeProblem(problem, t)}</li>
            ))}
          </ul>
        </Notice>
      )}
    </section>
  );
}
