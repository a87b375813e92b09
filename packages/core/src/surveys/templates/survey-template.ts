import type { Language } from "../../i18n/languages";
import type { LikertType } from "../../question-types/likert";
import type { QuestionType } from "../../question-types/question-types";
import { generateQuestionId } from "../create-question";
import { questionSchema, type Question, type QuestionInput } from "../question-schema";
import { surveyContentSchema, type SurveyContent } from "../survey-schema";

/** The ids of the templates 'Create new survey' offers, in the order the chooser shows them. */
export const SURVEY_TEMPLATE_IDS = [
  "customer-satisfaction",
  "nps",
  "employee-engagement",
  "event-feedback",
  "product-feedback",
  "market-research",
  "course-evaluation",
  "website-feedback",
  "onboarding",
  "churn-reasons",
] as const;
export type SurveyTemplateId = (typeof SURVEY_TEMPLATE_IDS)[number];

type Plain = Exclude<QuestionType, "number" | "multiple-choice" | "rating" | "likert" | "scale">;

/** A template question's shape, the same in every language; its words come from the language's texts. */
export type TemplateQuestion = { required?: boolean } & (
  | { type: Plain }
  | { type: "number"; min?: number; max?: number }
  | { type: "multiple-choice"; allowOther?: boolean }
  | { type: "rating"; maxRating: 3 | 5 | 7 | 10 }
  | { type: "likert"; likertType: Exclude<LikertType, "custom"> }
  | { type: "scale"; min: number; max: number; step?: number }
);

/**
 * A question's words in one language. `choices` are the options, ranking items, matrix rows or
 * the five likert labels; `columns` the matrix columns; `left`/`right` the scale's end labels.
 */
export interface TemplateQuestionTexts {
  title: string;
  description?: string;
  choices?: string[];
  columns?: string[];
  left?: string;
  right?: string;
}

/** A template's words in one language: what the chooser shows and what the survey says. */
export interface TemplateTexts {
  /** The card's name and one-line description. */
  name: string;
  summary: string;
  title: string;
  description: string;
  questions: TemplateQuestionTexts[];
}

/** One template: its questions once, their words per language. */
export interface SurveyTemplate {
  id: SurveyTemplateId;
  questions: readonly TemplateQuestion[];
  texts: Record<Language, TemplateTexts>;
}

function requireList(list: string[] | undefined, what: string): string[] {
  if (!list?.length) throw new Error(`A template question needs its ${what}`);
  return list;
}

/** The question input for one template question in one language; choice lists must be written out. */
function toQuestionInput(shape: TemplateQuestion, texts: TemplateQuestionTexts, id: string): QuestionInput {
  const base = { id, title: texts.title, description: texts.description ?? "", required: shape.required ?? false };
  switch (shape.type) {
    case "multiple-choice":
      return { ...base, type: shape.type, options: requireList(texts.choices, "options"), allowOther: !!shape.allowOther };
    case "checkbox":
    case "dropdown":
      return { ...base, type: shape.type, options: requireList(texts.choices, "options") };
    case "ranking":
      return { ...base, type: shape.type, rankingItems: requireList(texts.choices, "items") };
    case "matrix":
      return {
        ...base,
        type: shape.type,
        matrixRows: requireList(texts.choices, "rows"),
        matrixColumns: requireList(texts.columns, "columns"),
      };
    case "likert": {
      const [a, b, c, d, e, ...rest] = requireList(texts.choices, "labels");
      if (e === undefined || rest.length || a === undefined || b === undefined || c === undefined || d === undefined)
        throw new Error("A likert question needs five labels");
      return { ...base, type: shape.type, likertScale: { type: shape.likertType, labels: [a, b, c, d, e] } };
    }
    case "scale":
      return {
        ...base,
        type: shape.type,
        scaleSettings: { min: shape.min, max: shape.max, step: shape.step ?? 1, leftLabel: texts.left, rightLabel: texts.right },
      };
    case "rating":
      return { ...base, type: shape.type, maxRating: shape.maxRating };
    case "number":
      return { ...base, type: shape.type, numberSettings: { min: shape.min, max: shape.max } };
    default:
      return { ...base, type: shape.type };
  }
}

/** The survey content a template gives in `language`, with new question ids, checked by core's survey schema. */
export function buildSurveyFromTemplate(
  template: SurveyTemplate,
  language: Language,
  newId: () => string = generateQuestionId,
): SurveyContent {
  const texts = template.texts[language];
  if (texts.questions.length !== template.questions.length)
    throw new Error(
      `Template ${template.id} (${language}) has ${texts.questions.length} question texts for ${template.questions.length} questions`,
    );
  const ids = new Set<string>();
  const questions: Question[] = template.questions.map((shape, index) => {
    let id = newId();
    // Ids made in the same millisecond could meet; a survey's ids must be unique.
    for (let tries = 0; ids.has(id); tries++) {
      if (tries > 100) throw new Error("Could not make a unique question id");
      id = newId();
    }
    ids.add(id);
    return questionSchema.parse(toQuestionInput(shape, texts.questions[index] ?? { title: "" }, id));
  });
  return surveyContentSchema.parse({ title: texts.title, description: texts.description, questions });
}
