import type { SurveySettings } from "@sondar/core/surveys/survey-schema";
import { useTranslation } from "react-i18next";
import { Toggle } from "../../components/ui/toggle";

/**
 * The spam shield's optional proof-of-work challenge (docs/product/respondent.md#spam-shield):
 * the honeypot and the minimum time guard every survey; this adds a check respondents never see.
 */
export function SpamChallengeSetting({
  settings,
  disabled,
  onChange,
}: {
  settings: SurveySettings;
  disabled: boolean;
  onChange: (settings: SurveySettings) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="spam-heading" className="space-y-1">
      <h3 id="spam-heading" className="font-semibold">
        {t("builder.settings.spamShield")}
      </h3>
      <Toggle
        id="spam-challenge"
        label={t("builder.settings.spamChallenge")}
        hint={t("builder.settings.spamChallengeHint")}
        checked={settings.spamChallenge}
        disabled={disabled}
        onChange={(spamChallenge) => onChange({ ...settings, spamChallenge })}
      />
    </section>
  );
}
