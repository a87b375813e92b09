import { pickHiddenValues, type HiddenValues } from "@sondar/core/surveys/hidden-values";
import { loadLocalHiddenValues, saveLocalHiddenValues } from "./respondent-storage";

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
  const kept = pickHiddenValues(survey.hiddenFields, loadLocalHiddenValues(survey.shareId) ?? {});
  const values = { ...kept, ...fromAddress };
  saveLocalHiddenValues(survey.shareId, values);
  return values;
}
