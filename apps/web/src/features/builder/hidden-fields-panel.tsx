import {
  MAX_HIDDEN_FIELD_KEY_LENGTH,
  MAX_HIDDEN_FIELDS,
  newHiddenFieldKeyProblem,
} from "@sondar/core/surveys/hidden-field-rules";
import type { Question } from "@sondar/core/surveys/question-schema";
import { Copy, Plus, Trash2 } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { ChipButton } from "../../components/ui/chip-button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { copyText } from "../../lib/copy-text";
import { publicSurveyUrl } from "../../lib/surveys-api";
import { showToast } from "../../lib/toast-store";

/** The survey's address with each key after it, `?source=…&customer_id=…`, as the creator fills it in. */
function exampleLink(shareId: string | null, keys: readonly string[]): string {
  const base = shareId ? publicSurveyUrl(shareId) : `${window.location.origin}/survey/…`;
  return `${base}?${keys.map((key) => `${key}=…`).join("&")}`;
}

/**
 * The survey's hidden fields (docs/product/surveys-and-questions.md#hidden-fields): keys to add
 * and remove, checked by core's rules as they are typed, the link that carries them, and the
 * recall tokens a text can use to show a value or an earlier answer.
 */
export function HiddenFieldsPanel({
  keys,
  questions,
  shareId,
  disabled,
  onChange,
}: {
  keys: readonly string[];
  questions: readonly Question[];
  shareId: string | null;
  disabled: boolean;
  onChange: (keys: string[]) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState("");
  const key = typed.trim();
  const problem = newHiddenFieldKeyProblem(
    key,
    keys,
    questions.map((q) => q.id),
  );
  const shownProblem = key && problem ? problem : keys.length >= MAX_HIDDEN_FIELDS ? "too_many" : null;
  const problemId = `${id}-problem`;

  const add = () => {
    if (problem) return;
    onChange([...keys, key]);
    setTyped("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  };
  const copy = async (text: string, done: string) => {
    if (await copyText(text)) showToast({ type: "success", title: done });
    else showToast({ type: "error", title: t("builder.copyFailedTitle"), message: t("builder.copyFailed") });
  };
  const tokens = [
    ...keys.map((name) => ({ name, label: name })),
    ...questions
      .filter((q) => q.type !== "statement")
      .map((q, index) => ({ name: q.id, label: q.title.trim() || t("builder.hiddenFields.questionN", { n: index + 1 }) })),
  ];

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <h3 id={`${id}-heading`} className="font-semibold">
        {t("builder.hiddenFields.title")}
      </h3>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("builder.hiddenFields.hint")}</p>
      {keys.length > 0 ? (
        <ul aria-label={t("builder.hiddenFields.listLabel")} className="flex flex-wrap gap-2">
          {keys.map((name) => (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm dark:bg-slate-800"
            >
              <code>{name}</code>
              <ChipButton
                icon={Trash2}
                label={t("builder.hiddenFields.remove", { key: name })}
                disabled={disabled}
                onClick={() => onChange(keys.filter((k) => k !== name))}
                className="hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950"
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{t("builder.hiddenFields.empty")}</p>
      )}
      <div>
        <Label htmlFor={`${id}-key`}>{t("builder.hiddenFields.name")}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-key`}
            value={typed}
            maxLength={MAX_HIDDEN_FIELD_KEY_LENGTH + 10}
            placeholder="source"
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={shownProblem ? problemId : undefined}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" disabled={disabled || problem !== null} onClick={add}>
            <Plus aria-hidden className="h-4 w-4" />
            {t("builder.hiddenFields.add")}
          </Button>
        </div>
        {shownProblem && (
          <p id={problemId} role="alert" className="mt-1 text-xs text-red-600 dark:text-red-400">
            {t(`builder.hiddenFields.problems.${shownProblem}`, {
              max: shownProblem === "too_many" ? MAX_HIDDEN_FIELDS : MAX_HIDDEN_FIELD_KEY_LENGTH,
            })}
          </p>
        )}
      </div>
      {keys.length > 0 && (
        <div>
          <p className="mb-1.5 text-sm font-medium">{t("builder.hiddenFields.example")}</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 break-all rounded-lg bg-slate-50 p-2 text-xs dark:bg-slate-950">
              {exampleLink(shareId, keys)}
            </code>
            {shareId && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void copy(exampleLink(shareId, keys), t("builder.hiddenFields.linkCopied"))}
              >
                <Copy aria-hidden className="h-4 w-4" />
                {t("builder.hiddenFields.copyLink")}
              </Button>
            )}
          </div>
          {!shareId && <p className="mt-1 text-xs text-slate-500">{t("builder.hiddenFields.notPublished")}</p>}
        </div>
      )}
      {tokens.length > 0 && (
        <details className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
          <summary className="cursor-pointer font-medium">{t("builder.hiddenFields.recallTitle")}</summary>
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            {t("builder.hiddenFields.recallHint", { example: "{{source|the web}}" })}
          </p>
          <ul className="mt-2 space-y-1">
            {tokens.map(({ name, label }) => {
              const token = `{{${name}}}`;
              return (
                <li key={name} className="flex items-center gap-2">
                  <span className="min-w-0 flex-1 truncate">{label}</span>
                  <code className="truncate text-xs">{token}</code>
                  <ChipButton
                    icon={Copy}
                    label={t("builder.hiddenFields.copyToken", { token, label })}
                    onClick={() => void copy(token, t("builder.hiddenFields.tokenCopied", { token }))}
                  />
                </li>
              );
            })}
          </ul>
        </details>
      )}
    </section>
  );
}
