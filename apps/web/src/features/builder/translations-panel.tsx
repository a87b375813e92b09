import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@sondar/core/i18n/languages";
import type { SurveySettings } from "@sondar/core/surveys/survey-schema";
import {
  surveyLanguages,
  surveyTexts,
  translationOf,
  untranslatedTexts,
  withLanguage,
  withTranslation,
  type SurveyText,
  type TranslatableSurvey,
} from "@sondar/core/surveys/survey-translations";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Dialog } from "../../components/ui/dialog";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";
import { Toggle } from "../../components/ui/toggle";

const fieldClass =
  "block w-full rounded-lg border border-slate-300 bg-white p-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900";

/**
 * The survey's languages (docs/product/surveys-and-questions.md#translations): its default
 * language, the languages it is translated into, each text beside its source, and what is left
 * untranslated. Saved with the survey's settings like any other edit.
 */
export function TranslationsPanel({
  open,
  onOpenChange,
  survey,
  disabled,
  onChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  survey: TranslatableSurvey & { settings: SurveySettings };
  disabled: boolean;
  onChange: (settings: SurveySettings) => void;
}) {
  const { t } = useTranslation();
  const { settings } = survey;
  const languages = surveyLanguages(survey).slice(1);
  const [chosen, setChosen] = useState<Language | null>(null);
  const [onlyMissing, setOnlyMissing] = useState(false);
  const language = chosen && languages.includes(chosen) ? chosen : (languages[0] ?? null);
  const addable = LANGUAGES.filter((l) => l !== settings.defaultLanguage && !languages.includes(l));
  const [adding, setAdding] = useState<Language | "">("");
  const ids = { default: useId(), add: useId(), language: useId(), onlyMissing: useId() };
  const texts = useMemo(() => surveyTexts(survey), [survey]);
  const missing = useMemo(() => (language ? untranslatedTexts(survey, language) : []), [survey, language]);
  const shownTexts = onlyMissing ? missing : texts;
  const questionNumber = (id: string | null) => survey.questions.findIndex((q) => q.id === id) + 1;

  const add = () => {
    if (!adding) return;
    onChange({ ...settings, translations: withLanguage(settings.translations, adding, true) });
    setChosen(adding);
    setAdding("");
  };
  // Undo brings a removed language back, as it does any edit.
  const remove = (lang: Language) => {
    onChange({ ...settings, translations: withLanguage(settings.translations, lang, false) });
  };
  const setText = (text: SurveyText, value: string) => {
    if (!language) return;
    onChange({ ...settings, translations: withTranslation(settings.translations, language, text, value) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("builder.translations.title")}
      description={t("builder.translations.intro")}
      closeLabel={t("common.close")}
      className="max-w-3xl"
    >
      <fieldset disabled={disabled} className="space-y-5">
        <div className="flex flex-wrap items-end gap-4">
          <div>
            <Label htmlFor={ids.default}>{t("builder.translations.defaultLanguage")}</Label>
            <Select
              id={ids.default}
              className="mt-1"
              value={settings.defaultLanguage}
              onChange={(e) => onChange({ ...settings, defaultLanguage: e.target.value as Language })}
            >
              {/* Not one the survey is translated into: its texts would be the source and a translation at once. */}
              {[settings.defaultLanguage, ...addable].map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </Select>
          </div>
          {addable.length > 0 && (
            <div className="flex items-end gap-2">
              <div>
                <Label htmlFor={ids.add}>{t("builder.translations.addLanguage")}</Label>
                <Select id={ids.add} className="mt-1" value={adding} onChange={(e) => setAdding(e.target.value as Language | "")}>
                  <option value="">{t("builder.translations.chooseLanguage")}</option>
                  {addable.map((l) => (
                    <option key={l} value={l}>
                      {LANGUAGE_NAMES[l]}
                    </option>
                  ))}
                </Select>
              </div>
              <Button variant="secondary" onClick={add} disabled={!adding}>
                {t("builder.translations.add")}
              </Button>
            </div>
          )}
        </div>

        {languages.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.translations.none")}</p>
        ) : (
          <>
            <ul className="flex flex-wrap gap-2" aria-label={t("builder.translations.languages")}>
              {languages.map((l) => {
                const count = untranslatedTexts(survey, l).length;
                return (
                  <li key={l} className="flex items-center gap-1">
                    <button
                      type="button"
                      aria-pressed={l === language}
                      onClick={() => setChosen(l)}
                      className={`rounded-full border px-3 py-1 text-sm ${
                        l === language
                          ? "border-brand-600 bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200"
                          : "border-slate-300 dark:border-slate-700"
                      }`}
                    >
                      {LANGUAGE_NAMES[l]}{" "}
                      <span className={count ? "text-amber-700 dark:text-amber-400" : "text-emerald-700 dark:text-emerald-400"}>
                        · {count ? t("builder.translations.untranslated", { count }) : t("builder.translations.complete")}
                      </span>
                    </button>
                    <button
                      type="button"
                      className="rounded px-1 text-xs text-slate-500 underline hover:text-red-700"
                      onClick={() => remove(l)}
                    >
                      {t("builder.translations.remove", { language: LANGUAGE_NAMES[l] })}
                    </button>
                  </li>
                );
              })}
            </ul>
            {language && (
              <section aria-labelledby={ids.language} className="space-y-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 id={ids.language} className="font-semibold">
                    {t("builder.translations.editing", {
                      from: LANGUAGE_NAMES[settings.defaultLanguage],
                      to: LANGUAGE_NAMES[language],
                    })}
                  </h3>
                  <Toggle
                    id={ids.onlyMissing}
                    checked={onlyMissing}
                    onChange={setOnlyMissing}
                    label={t("builder.translations.onlyMissing")}
                  />
                </div>
                {shownTexts.length === 0 && (
                  <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.translations.allDone")}</p>
                )}
                <ol className="space-y-3" aria-labelledby={ids.language}>
                  {shownTexts.map((text) => (
                    <TextRow
                      key={`${text.questionId ?? ""}\u0000${text.source}`}
                      text={text}
                      place={
                        text.questionId === null
                          ? t(`builder.translations.kind.${text.kind}`)
                          : `${t("builder.translations.question", { number: questionNumber(text.questionId) })} · ${t(`builder.translations.kind.${text.kind}`)}`
                      }
                      language={language}
                      value={translationOf(settings.translations, language, text)}
                      onChange={(value) => setText(text, value)}
                    />
                  ))}
                </ol>
              </section>
            )}
          </>
        )}
      </fieldset>
    </Dialog>
  );
}

/** One text: where it is, its source, and its translation side by side (stacked on phones). */
function TextRow({
  text,
  place,
  language,
  value,
  onChange,
}: {
  text: SurveyText;
  place: string;
  language: Language;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const long = text.source.length > 80 || text.source.includes("\n");
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 dark:border-slate-800">
      <div>
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">{place}</p>
        <p id={`${id}-source`} className="mt-1 whitespace-pre-line text-sm">
          {text.source}
        </p>
      </div>
      <div>
        <label htmlFor={id} className="sr-only">
          {place}
        </label>
        {long ? (
          <textarea
            id={id}
            lang={language}
            rows={3}
            className={fieldClass}
            aria-describedby={`${id}-source`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            id={id}
            lang={language}
            className={fieldClass}
            aria-describedby={`${id}-source`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </div>
    </li>
  );
}
