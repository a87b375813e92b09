import { fromLocalDateTimeInput, toLocalDateTimeInput } from "@sondar/core/dates/local-date-time";
import { MAX_RESPONSE_LIMIT, type SurveySettings } from "@sondar/core/surveys/survey-schema";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { WholeNumberField } from "../../components/ui/whole-number-field";

type ClosingSettingsValue = Pick<SurveySettings, "closeAt" | "responseLimit" | "closedMessage">;

const textareaClass =
  "block w-full rounded-lg border border-slate-300 bg-white p-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900";

/**
 * When the survey stops collecting: a closing time (in the editor's time zone), a limit of
 * complete responses, and the message respondents see then (docs/product/surveys-and-questions.md#closing).
 * Disabled with the settings panel's fieldset.
 */
export function ClosingSettings({
  value,
  onChange,
}: {
  value: ClosingSettingsValue;
  onChange: (change: Partial<ClosingSettingsValue>) => void;
}) {
  const { t } = useTranslation();

  return (
    <section aria-labelledby="closing-heading" className="space-y-3">
      <h3 id="closing-heading" className="font-semibold">
        {t("builder.closing.heading")}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.closing.intro")}</p>
      <div>
        <Label htmlFor="close-at">{t("builder.closing.closeAt")}</Label>
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id="close-at"
            type="datetime-local"
            className="w-auto"
            value={toLocalDateTimeInput(value.closeAt)}
            aria-describedby="close-at-hint"
            onChange={(e) => onChange({ closeAt: fromLocalDateTimeInput(e.target.value) })}
          />
          {value.closeAt !== null && (
            <Button type="button" variant="secondary" size="sm" onClick={() => onChange({ closeAt: null })}>
              {t("builder.closing.clearCloseAt")}
            </Button>
          )}
        </div>
        <p id="close-at-hint" className="mt-1 text-xs text-slate-500">
          {t("builder.closing.closeAtHint")}
        </p>
      </div>
      <WholeNumberField
        id="response-limit"
        label={t("builder.closing.responseLimit")}
        value={value.responseLimit}
        min={1}
        max={MAX_RESPONSE_LIMIT}
        hint={t("builder.closing.responseLimitHint")}
        invalidMessage={t("builder.closing.responseLimitInvalid", { max: MAX_RESPONSE_LIMIT })}
        onChange={(responseLimit) => onChange({ responseLimit })}
      />
      <div>
        <Label htmlFor="closed-message">{t("builder.closing.closedMessage")}</Label>
        <textarea
          id="closed-message"
          rows={3}
          maxLength={5000}
          className={textareaClass}
          value={value.closedMessage}
          placeholder={t("respondent.closedDefault")}
          aria-describedby="closed-message-hint"
          onChange={(e) => onChange({ closedMessage: e.target.value })}
        />
        <p id="closed-message-hint" className="mt-1 text-xs text-slate-500">
          {t("builder.closing.closedMessageHint")}
        </p>
      </div>
    </section>
  );
}
