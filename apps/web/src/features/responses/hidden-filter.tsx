import type { HiddenFilters } from "@sondar/core/responses/response-list";
import { X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { ChipButton } from "../../components/ui/chip-button";
import { Input } from "../../components/ui/input";
import { Select } from "../../components/ui/select";

/**
 * Filters the list on hidden values (docs/product/responses-and-exports.md#list): a field and
 * the value its responses must hold, each filter shown with a button that lifts it. The list,
 * its counts and the exports follow the filters.
 */
export function HiddenFilter({
  keys,
  filters,
  onChange,
}: {
  /** The survey's hidden fields. */
  keys: readonly string[];
  filters: HiddenFilters;
  onChange: (key: string, value: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [key, setKey] = useState(keys[0] ?? "");
  const [value, setValue] = useState("");
  const chosen = keys.includes(key) ? key : (keys[0] ?? "");
  const active = Object.entries(filters);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !value.trim()) return;
    onChange(chosen, value);
    setValue("");
  };

  return (
    <div className="space-y-2">
      <form
        role="search"
        aria-label={t("responses.hidden.filterLabel")}
        onSubmit={apply}
        className="flex flex-wrap items-end gap-2"
      >
        <div>
          <label htmlFor={`${id}-key`} className="mb-1 block text-xs font-medium text-slate-600 dark:text-slate-400">
            {t("responses.hidden.field")}
          </label>
          <Select id={`${id}-key`} value={chosen} onChange={(e) => setKey(e.target.value)}>
            {keys.map((k) => (
              <option key={k} value={k}>
                {k}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-value`} className="mb-1 block text-xs font-medium text-slate-600 dark:text-slate-400">
            {t("responses.hidden.value")}
          </label>
          <Input id={`${id}-value`} value={value} maxLength={500} onChange={(e) => setValue(e.target.value)} />
        </div>
        <Button type="submit" variant="secondary" disabled={!value.trim()}>
          {t("responses.hidden.apply")}
        </Button>
      </form>
      {active.length > 0 && (
        <ul aria-label={t("responses.hidden.activeLabel")} className="flex flex-wrap gap-2">
          {active.map(([k, v]) => (
            <li
              key={k}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900 dark:bg-brand-950 dark:text-brand-100"
            >
              {t("responses.hidden.active", { key: k, value: v })}
              <ChipButton
                icon={X}
                label={t("responses.hidden.remove", { key: k })}
                onClick={() => onChange(k, null)}
                className="text-current hover:bg-brand-100 dark:hover:bg-brand-900"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
