import { pickHiddenValues, type HiddenValues } from "@sondar/core/surveys/hidden-values";
import { storageKeys } from "./respondent-storage";

// Here, in the chunk only surveys with hidden fields fetch, rather than with the other stored
// parts: the first paint stays within its budget (docs/decisions/052-respondent-weight.md).
// Storage can be blocked (private modes, third-party frames): the values then last this visit.
function readKept(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

function keep(key: string, values: HiddenValues) {
  try {
    if (Object.keys(values).length) localStorage.setItem(key, JSON.stringify(values));
    else localStorage.removeItem(key);
  } catch {
    // See above.
  }
}

/**
 * The response's hidden values (docs/product/respondent.md#hidden-fields): the survey's keys as
 * the page's address gives them, over those kept with this browser's draft (a reload without
 * them in the address keeps them), kept again for the next load. A preview keeps nothing.
 */
export function startHiddenValues(
  survey: { shareId: string; hiddenFields: readonly string[] },
  search: string,
  preview: boolean,
): HiddenValues {
  const fromAddress = pickHiddenValues(survey.hiddenFields, new URLSearchParams(search));
  if (preview) return fromAddress;
  const key = storageKeys.hidden(survey.shareId);
  const stored = readKept(key);
  const kept = typeof stored === "object" && stored !== null && !Array.isArray(stored) ? stored : {};
  const values = { ...pickHiddenValues(survey.hiddenFields, kept as Record<string, unknown>), ...fromAddress };
  keep(key, values);
  return values;
}
