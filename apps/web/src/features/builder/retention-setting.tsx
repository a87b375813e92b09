import { MAX_RETENTION_DAYS, MIN_RETENTION_DAYS, type SurveySettings } from "@sondar/core/surveys/survey-schema";
import { useTranslation } from "react-i18next";
import { WholeNumberField } from "../../components/ui/whole-number-field";

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
  return (
    <section aria-labelledby="retention-heading" className="space-y-1">
      <h3 id="retention-heading" className="font-semibold">
        {t("builder.retention.heading")}
      </h3>
      <WholeNumberField
        id="retention-days"
        label={t("builder.retention.days")}
        value={settings.retentionDays}
        min={MIN_RETENTION_DAYS}
        max={MAX_RETENTION_DAYS}
        hint={t("builder.retention.hint")}
        invalidMessage={t("builder.retention.invalid", { min: MIN_RETENTION_DAYS, max: MAX_RETENTION_DAYS })}
        onChange={(retentionDays) => onChange({ ...settings, retentionDays })}
      />
    </section>
  );
}
