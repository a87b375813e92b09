import { useState } from "react";

/**
 * Text drafts for fields whose saved value lives in the (controlled) question. The draft
 * keeps exactly what the user typed, including values that are not valid yet; when the
 * question changes from outside to something the draft does not already mean (another
 * type, undo), the draft is replaced by the new value.
 *
 * `normalize` turns a draft into a comparable key, e.g. parsed numbers as JSON.
 */
export function useDraft<D>(fromQuestion: D, normalize: (draft: D) => string) {
  const key = normalize(fromQuestion);
  const [state, setState] = useState({ key, draft: fromQuestion });
  let draft = state.draft;
  if (state.key !== key) {
    draft = normalize(state.draft) === key ? state.draft : fromQuestion;
    setState({ key, draft });
  }
  const setDraft = (next: D) => setState({ key, draft: next });
  return [draft, setDraft] as const;
}
