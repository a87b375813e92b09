import {
  MAX_RETENTION_DAYS,
  MIN_RETENTION_DAYS,
  retentionDaysSchema,
  type SurveySettings,
} from "@sondar/core/surveys/survey-schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

/** The typed days when they are a valid period (core's bounds), else null. */
function readDays(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const parsed = retentionDaysSchema.safeParse(Number(text));
  return parsed.success ? parsed.data : null;
}

/**
 * How long responses are kept (docs/decisions/290-response-retention.md): past this many days a
 * scheduled sweep deletes them and their files; empty keeps them. Disabled with the settings panel's fieldset.
 */
export function RetentionSetting({
  settings,
  onChange,
}: {
  settings: SurveySettings;
  onChange: (settings: SurveySettings) => void;
}) {
  const { t } = useTranslation();
  // The typed text, kept while it is not a valid period yet (an empty field keeps responses).
  const [text, setText] = useState(settings.retentionDays === null ? "" : String(settings.retentionDays));
  const invalid = text.trim() !== "" && readDays(text) === null;
  return (
    <section aria-labelledby="retention-heading" className="space-y-1">
      <h3 id="retention-heading" className="font-semibold">
        {t("builder.retention.heading")}
      </h3>
      <Label htmlFor="retention-days">{t("builder.retention.days")}</Label>
      <Input
        id="retention-days"
        type="number"
        inputMode="numeric"
        min={MIN_RETENTION_DAYS}
        max={MAX_RETENTION_DAYS}
        step={1}
        className="w-40"
        value={text}
        aria-invalid={invalid}
        aria-describedby={invalid ? "retention-days-error" : "retention-days-hint"}
        onChange={(e) => {
          setText(e.target.value);
          const days = readDays(e.target.value);
          if (e.target.value.trim() === "" || days !== null) onChange({ ...settings, retentionDays: days });
        }}
      />
      {invalid ? (
        <p id="retention-days-error" className="mt-1 text-xs text-red-600 dark:text-red-400">
          {t("builder.retention.invalid", { min: MIN_RETENTION_DAYS, max: MAX_RETENTION_DAYS })}
        </p>
      ) : (
        <p id="retention-days-hint" className="mt-1 text-xs text-slate-500">
          {t("builder.retention.hint")}
        </p>
      )}
    </section>
  );
}
