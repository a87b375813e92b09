import { fromLocalDateTimeInput, toLocalDateTimeInput } from "@sondar/core/dates/local-date-time";
import { MAX_RESPONSE_LIMIT, type SurveySettings } from "@sondar/core/surveys/survey-schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";

type ClosingSettingsValue = Pick<SurveySettings, "closeAt" | "responseLimit" | "closedMessage">;

const textareaClass =
  "block w-full rounded-lg border border-slate-300 bg-white p-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900";

/** A whole number from 1 to the maximum, else null (the field then says what it takes). */
function readLimit(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const limit = Number(text);
  return limit >= 1 && limit <= MAX_RESPONSE_LIMIT ? limit : null;
}

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
  // The typed text, kept while it is not a valid limit yet (an empty field is no limit).
  const [limitText, setLimitText] = useState(value.responseLimit === null ? "" : String(value.responseLimit));
  const limitInvalid = limitText.trim() !== "" && readLimit(limitText) === null;

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
      <div>
        <Label htmlFor="response-limit">{t("builder.closing.responseLimit")}</Label>
        <Input
          id="response-limit"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_RESPONSE_LIMIT}
          step={1}
          className="w-40"
          value={limitText}
          aria-invalid={limitInvalid}
          aria-describedby={limitInvalid ? "response-limit-error" : "response-limit-hint"}
          onChange={(e) => {
            setLimitText(e.target.value);
            const limit = readLimit(e.target.value);
            if (e.target.value.trim() === "" || limit !== null) onChange({ responseLimit: limit });
          }}
        />
        {limitInvalid ? (
          <p id="response-limit-error" className="mt-1 text-xs text-red-600 dark:text-red-400">
            {t("builder.closing.responseLimitInvalid", { max: MAX_RESPONSE_LIMIT })}
          </p>
        ) : (
          <p id="response-limit-hint" className="mt-1 text-xs text-slate-500">
            {t("builder.closing.responseLimitHint")}
          </p>
        )}
      </div>
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
