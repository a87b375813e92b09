import type { Question } from "@sondar/core/surveys/question-schema";
import { unknownRecallNames } from "@sondar/core/surveys/recall-tokens";
import type { SurveySettings } from "@sondar/core/surveys/survey-schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../components/ui/dialog";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { UpgradeButton } from "../../components/upgrade-button";
import { Notice } from "../../components/ui/notice";
import { Select } from "../../components/ui/select";
import { Toggle } from "../../components/ui/toggle";
import { RetentionSetting } from "./retention-setting";
import { SpamChallengeSetting } from "./spam-challenge-setting";
import { showToast } from "../../lib/toast-store";
import { BrandThemeSettings } from "./brand-theme-settings";
import { ClosingSettings } from "./closing-settings";
import { HiddenFieldsPanel } from "./hidden-fields-panel";
import { SurveyImagePicker } from "./survey-image-picker";
import { uploadSurveyImage } from "./upload-survey-image";

const LOGO_MAX_BYTES = 2 * 1024 * 1024;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const textareaClass =
  "block w-full rounded-lg border border-slate-300 bg-white p-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900";

/** Warns under a message whose recall tokens name no question or hidden field (core's recall-tokens.ts). */
function RecallWarning({ id, names }: { id: string; names: string[] }) {
  const { t } = useTranslation();
  if (!names.length) return null;
  return (
    <p id={id} className="mt-1 text-xs text-amber-700 dark:text-amber-400">
      {t("builder.recall.unknown", { names: names.join(", ") })}
    </p>
  );
}

/** Welcome and completion texts, logo, visibility, theme, brand design, the redirect button, closing and hidden fields. */
export function SettingsPanel({
  open,
  onOpenChange,
  surveyId,
  shareId,
  settings,
  hiddenFields,
  questions,
  disabled,
  hasUnsavedChanges,
  onChange,
  onHiddenFieldsChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  surveyId: string;
  /** The survey's share id once it has been published, for the hidden fields' example link. */
  shareId: string | null;
  settings: SurveySettings;
  hiddenFields: readonly string[];
  /** The draft's questions: recall tokens may name them, and no hidden field may share an id with one. */
  questions: readonly Question[];
  disabled: boolean;
  hasUnsavedChanges: boolean;
  onChange: (settings: SurveySettings) => void;
  onHiddenFieldsChange: (hiddenFields: string[]) => void;
}) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const unknownIn = (text: string) => unknownRecallNames(text, { questions, hiddenFields });
  const welcomeUnknown = unknownIn(settings.welcomeMessage);
  const completionUnknown = unknownIn(settings.completionMessage);
  const set = <K extends keyof SurveySettings>(key: K, value: SurveySettings[K]) => onChange({ ...settings, [key]: value });
  const urlInvalid = settings.showRedirectButton && settings.redirectUrl !== "" && !isHttpUrl(settings.redirectUrl);

  async function uploadLogo(file: File) {
    if (hasUnsavedChanges) {
      showToast({ type: "warning", title: t("builder.saveRequiredTitle"), message: t("builder.settings.saveBeforeLogo") });
      return;
    }
    if (!file.type.startsWith("image/")) {
      showToast({ type: "error", title: t("builder.settings.logoFailedTitle"), message: t("builder.settings.logoNotImage") });
      return;
    }
    if (file.size >= LOGO_MAX_BYTES) {
      showToast({ type: "error", title: t("builder.settings.logoFailedTitle"), message: t("builder.settings.logoTooBig") });
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadSurveyImage(surveyId, file, "logo", t("builder.settings.logoFailed"));
      set("logoUrl", uploaded.url);
      showToast({ type: "success", title: t("builder.settings.logoUploaded") });
    } catch (error) {
      showToast({ type: "error", title: t("builder.settings.logoFailedTitle"), message: (error as Error).message });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("builder.settings.title")}
      closeLabel={t("common.close")}
      className="max-w-xl"
    >
      <fieldset disabled={disabled} className="space-y-5">
        <section aria-labelledby="welcome-heading" className="space-y-3">
          <h3 id="welcome-heading" className="font-semibold">
            {t("builder.settings.welcomeScreen")}
          </h3>
          <div>
            <p className="mb-1.5 text-sm font-medium">{t("builder.settings.logo")}</p>
            <SurveyImagePicker
              url={settings.logoUrl}
              alt={t("builder.settings.logoAlt")}
              imageClassName="h-12 max-w-48 rounded border border-slate-200 object-contain p-1 dark:border-slate-700"
              uploadLabel={t("builder.settings.uploadLogo")}
              uploading={uploading}
              disabled={disabled}
              onFile={(file) => void uploadLogo(file)}
              onRemove={() => {
                set("logoUrl", null);
                showToast({ type: "success", title: t("builder.settings.logoRemoved") });
              }}
            />
            <p className="mt-1 text-xs text-slate-500">{t("builder.settings.logoHint")}</p>
          </div>
          <div>
            <Label htmlFor="welcome-message">{t("builder.settings.welcomeMessage")}</Label>
            <textarea
              id="welcome-message"
              rows={3}
              className={textareaClass}
              value={settings.welcomeMessage}
              aria-describedby={welcomeUnknown.length ? "welcome-recall" : undefined}
              onChange={(e) => set("welcomeMessage", e.target.value)}
            />
            <RecallWarning id="welcome-recall" names={welcomeUnknown} />
          </div>
          <div>
            <Label htmlFor="completion-message">{t("builder.settings.completionMessage")}</Label>
            <textarea
              id="completion-message"
              rows={3}
              className={textareaClass}
              value={settings.completionMessage}
              aria-describedby={completionUnknown.length ? "completion-recall" : undefined}
              onChange={(e) => set("completionMessage", e.target.value)}
            />
            <RecallWarning id="completion-recall" names={completionUnknown} />
          </div>
        </section>

        <section aria-labelledby="display-heading" className="space-y-1">
          <h3 id="display-heading" className="font-semibold">
            {t("builder.settings.display")}
          </h3>
          <Toggle
            id="hide-title"
            label={t("builder.settings.hideTitle")}
            checked={settings.hideTitle}
            disabled={disabled}
            onChange={(v) => set("hideTitle", v)}
          />
          <Toggle
            id="hide-description"
            label={t("builder.settings.hideDescription")}
            checked={settings.hideDescription}
            disabled={disabled}
            onChange={(v) => set("hideDescription", v)}
          />
          <div className="flex items-center justify-between gap-4 py-2">
            <label htmlFor="survey-theme" className="text-sm font-medium">
              {t("builder.settings.theme")}
            </label>
            <Select
              id="survey-theme"
              value={settings.theme}
              onChange={(e) => set("theme", e.target.value as SurveySettings["theme"])}
            >
              {(["auto", "light", "dark"] as const).map((theme) => (
                <option key={theme} value={theme}>
                  {t(`builder.themes.${theme}`)}
                </option>
              ))}
            </Select>
          </div>
        </section>

        <BrandThemeSettings
          surveyId={surveyId}
          brand={settings.brand}
          surveyTheme={settings.theme}
          disabled={disabled}
          onChange={(brand) => set("brand", brand)}
        />

        <section aria-labelledby="redirect-heading" className="space-y-3">
          <h3 id="redirect-heading" className="font-semibold">
            {t("builder.settings.redirect")}
          </h3>
          <Toggle
            id="show-redirect"
            label={t("builder.settings.showRedirect")}
            checked={settings.showRedirectButton}
            disabled={disabled}
            onChange={(v) => set("showRedirectButton", v)}
          />
          {settings.showRedirectButton && (
            <>
              <div>
                <Label htmlFor="redirect-url">{t("builder.settings.redirectUrl")}</Label>
                <Input
                  id="redirect-url"
                  type="url"
                  placeholder="https://"
                  value={settings.redirectUrl}
                  aria-invalid={urlInvalid}
                  aria-describedby={urlInvalid ? "redirect-url-error" : undefined}
                  onChange={(e) => set("redirectUrl", e.target.value.trim())}
                />
                {urlInvalid && (
                  <p id="redirect-url-error" className="mt-1 text-xs text-red-600 dark:text-red-400">
                    {t("builder.settings.redirectUrlInvalid")}
                  </p>
                )}
              </div>
              <div>
                <Label htmlFor="redirect-text">{t("builder.settings.redirectText")}</Label>
                <Input
                  id="redirect-text"
                  maxLength={100}
                  value={settings.redirectButtonText}
                  onChange={(e) => set("redirectButtonText", e.target.value)}
                />
              </div>
            </>
          )}
        </section>

        <ClosingSettings value={settings} onChange={(change) => onChange({ ...settings, ...change })} />
        <SpamChallengeSetting settings={settings} disabled={disabled} onChange={onChange} />
        <RetentionSetting settings={settings} onChange={onChange} />
        <HiddenFieldsPanel
          keys={hiddenFields}
          questions={questions}
          shareId={shareId}
          disabled={disabled}
          onChange={onHiddenFieldsChange}
        />
        {disabled && (
          <Notice tone="warning">
            <p>{t("builder.proRequired")}</p>
            <UpgradeButton className="mt-3" />
          </Notice>
        )}
      </fieldset>
    </Dialog>
  );
}
