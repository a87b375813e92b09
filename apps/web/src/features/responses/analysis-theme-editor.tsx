import type { AnalysisTheme } from "@sondar/core/ai/analysis-result";
import { withThemeChange, type ThemeChange, type ThemeEdit } from "@sondar/core/ai/theme-edits";
import { EyeOff, Pencil, Undo2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select } from "../../components/ui/select";

/** What the themes list needs to let the creator edit themes: the saved edits and a way to save a new list. */
export interface ThemeEditing {
  edits: readonly ThemeEdit[];
  save: (edits: ThemeEdit[]) => void;
  pending: boolean;
  /** The id of the edits list's heading, where focus goes once a change is saved. */
  listId?: string;
}

/**
 * Rename, merge into another theme of the same question, or hide one theme
 * (docs/product/ai.md#editable-themes). Opened from a button, so the list stays quiet.
 */
export function ThemeEditor({
  theme,
  others,
  editing,
}: {
  theme: AnalysisTheme;
  others: readonly string[];
  editing: ThemeEditing;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(theme.label);
  const [chosen, setInto] = useState(others[0] ?? "");
  // The themes beside this one change as edits are saved: a choice no longer listed falls back to the first.
  const into = others.includes(chosen) ? chosen : (others[0] ?? "");
  const change = (c: ThemeChange) => {
    editing.save(withThemeChange(editing.edits, theme.questionId, theme.label, c, others));
    setOpen(false);
  };
  const rename = (e: FormEvent) => {
    e.preventDefault();
    const to = name.trim();
    if (to && to !== theme.label) change({ action: "rename", to });
  };
  return (
    <div className="mt-1.5">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        // Only while the form is there: a reference to a missing element points nowhere.
        aria-controls={open ? `${id}-form` : undefined}
        onClick={() => setOpen((o) => !o)}
        disabled={editing.pending}
      >
        <Pencil aria-hidden className="h-3.5 w-3.5" />
        {t("responses.ai.editTheme", { label: theme.label })}
      </Button>
      {open ? (
        <div id={`${id}-form`} className="mt-2 space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-800/60">
          <form onSubmit={rename} className="flex flex-wrap items-end gap-2">
            <div className="min-w-0 flex-1">
              <Label htmlFor={`${id}-name`}>{t("responses.ai.renameLabel")}</Label>
              <Input id={`${id}-name`} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
            </div>
            <Button type="submit" size="sm" variant="secondary" disabled={!name.trim() || name.trim() === theme.label}>
              {t("responses.ai.rename")}
            </Button>
          </form>
          {others.length > 0 ? (
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1">
                <Label htmlFor={`${id}-into`}>{t("responses.ai.mergeLabel")}</Label>
                <Select id={`${id}-into`} className="w-full" value={into} onChange={(e) => setInto(e.target.value)}>
                  {others.map((label) => (
                    <option key={label} value={label}>
                      {label}
                    </option>
                  ))}
                </Select>
              </div>
              <Button size="sm" variant="secondary" onClick={() => change({ action: "merge", into })} disabled={!into}>
                {t("responses.ai.merge")}
              </Button>
            </div>
          ) : null}
          <Button size="sm" variant="secondary" onClick={() => change({ action: "hide" })}>
            <EyeOff aria-hidden className="h-3.5 w-3.5" />
            {t("responses.ai.hideTheme")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The survey's saved theme edits, each with Undo. */
export function ThemeEditList({ editing }: { editing: ThemeEditing }) {
  const { t } = useTranslation();
  if (editing.edits.length === 0) return null;
  const describe = (e: ThemeEdit) =>
    e.action === "rename"
      ? t("responses.ai.editRename", { label: e.label, to: e.to })
      : e.action === "merge"
        ? t("responses.ai.editMerge", { label: e.label, into: e.into })
        : t("responses.ai.editHide", { label: e.label });
  return (
    <div className="mt-4 border-t border-slate-200 pt-3 dark:border-slate-800">
      <h4 id={editing.listId} tabIndex={-1} className="text-sm font-medium focus:outline-none">
        {t("responses.ai.themeEdits")}
      </h4>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t("responses.ai.themeEditsHint")}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {editing.edits.map((e) => (
          <li key={`${e.questionId}:${e.label}`} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">{describe(e)}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t("responses.ai.undoLabel", { edit: describe(e) })}
              disabled={editing.pending}
              onClick={() => editing.save(editing.edits.filter((other) => other !== e))}
            >
              <Undo2 aria-hidden className="h-3.5 w-3.5" />
              {t("responses.ai.undo")}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
