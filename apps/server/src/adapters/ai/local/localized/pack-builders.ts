import type { GeneratedQuestionDraft } from "@sondar/core/ai/generated-survey";
import { likertIn, npsIn, openText } from "../question-drafts";
import type { LanguagePack } from "./language-pack";

/** One language's likert, 0–10 and open-question builders, with its labels and placeholder. */
export function packBuilders(labels: LanguagePack["likertLabels"], npsLabels: [string, string], placeholder: string) {
  return {
    likert: likertIn(labels),
    nps: npsIn(npsLabels),
    open: (title: string): GeneratedQuestionDraft => openText(title, { placeholder }),
  };
}
