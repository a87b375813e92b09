import { FALLBACK_LANGUAGE, type Language } from "../i18n/languages";
import { LIKERT_LABELS_BY_LANGUAGE } from "../question-types/likert";
import type { QuestionType } from "../question-types/question-types";
import { questionSchema, type Question } from "./question-schema";

/** A client-side question id: q_{timestamp}_{random}. */
export function generateQuestionId(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  const random = Array.from(bytes, (b) => b.toString(36).padStart(2, "0"))
    .join("")
    .slice(0, 9);
  return `q_${now}_${random}`;
}

interface StarterTexts {
  title: string;
  option: string;
  item: string;
  row: string;
  column: string;
}

/** A new question's placeholder texts, which respondents would see if left as they are. */
const STARTER_TEXTS: Record<Language, StarterTexts> = {
  en: { title: "New Question", option: "Option", item: "Item", row: "Row", column: "Column" },
  es: { title: "Nueva pregunta", option: "Opción", item: "Elemento", row: "Fila", column: "Columna" },
  fr: { title: "Nouvelle question", option: "Option", item: "Élément", row: "Ligne", column: "Colonne" },
  de: { title: "Neue Frage", option: "Option", item: "Element", row: "Zeile", column: "Spalte" },
  pt: { title: "Nova pergunta", option: "Opção", item: "Item", row: "Linha", column: "Coluna" },
};

const numbered = (word: string, count: number) => Array.from({ length: count }, (_, i) => `${word} ${i + 1}`);

/**
 * A new question of `type` with the editor's defaults (scale 0–10 step 1, rating of 5, …), its
 * starter texts in the creator's `language`.
 */
export function createQuestion(type: QuestionType, id = generateQuestionId(), language: Language = FALLBACK_LANGUAGE): Question {
  const texts = STARTER_TEXTS[language];
  return questionSchema.parse({
    id,
    type,
    title: texts.title,
    ...(type === "multiple-choice" || type === "checkbox" || type === "dropdown" ? { options: numbered(texts.option, 3) } : {}),
    ...(type === "ranking" ? { rankingItems: numbered(texts.item, 3) } : {}),
    ...(type === "matrix" ? { matrixRows: numbered(texts.row, 2), matrixColumns: numbered(texts.column, 3) } : {}),
    ...(type === "likert"
      ? { likertScale: { type: "agreement", labels: [...LIKERT_LABELS_BY_LANGUAGE[language].agreement] } }
      : {}),
  });
}
