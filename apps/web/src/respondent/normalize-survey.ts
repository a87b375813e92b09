import type { Question } from "@sondar/core/surveys/question-schema";
import type { SurveySettings } from "@sondar/core/surveys/survey-schema";
import type { PublicSurvey } from "./survey-types";

const DEFAULT_SETTINGS: SurveySettings = {
  welcomeMessage: "",
  completionMessage: "",
  logoUrl: null,
  hideTitle: false,
  hideDescription: false,
  theme: "auto",
  showRedirectButton: false,
  redirectUrl: "",
  redirectButtonText: "",
};

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v) => typeof v === "string") : []);

/**
 * Fills what an older stored question may lack, without zod (it would double the page's
 * weight). The server already validated the survey on save; this only guards the shape.
 */
function normalizeQuestion(raw: Question): Question {
  const q = { ...raw, title: raw.title ?? "", description: raw.description ?? "", required: raw.required === true };
  q.images = Array.isArray(raw.images) ? raw.images : [];
  q.branchingRules = Array.isArray(raw.branchingRules) ? raw.branchingRules : [];
  switch (q.type) {
    case "multiple-choice":
    case "checkbox":
    case "dropdown":
      return { ...q, options: list(q.options) };
    case "ranking":
      return { ...q, rankingItems: list(q.rankingItems) };
    case "matrix":
      return { ...q, matrixRows: list(q.matrixRows), matrixColumns: list(q.matrixColumns) };
    case "rating":
      return { ...q, maxRating: q.maxRating ?? 5 };
    // The respondent's 1–10 default applies only when a stored question has no settings.
    case "scale":
      return { ...q, scaleSettings: q.scaleSettings ?? { min: 1, max: 10, step: 1 } };
    case "number":
      return { ...q, numberSettings: q.numberSettings ?? {} };
    case "phone":
      return { ...q, phoneSettings: q.phoneSettings ?? { format: "any" } };
    case "file-upload":
      return {
        ...q,
        fileUploadSettings: {
          allowedTypes: list(q.fileUploadSettings?.allowedTypes ?? ["image/*", ".pdf"]),
          maxSizeInMB: q.fileUploadSettings?.maxSizeInMB ?? 5,
          maxFiles: q.fileUploadSettings?.maxFiles ?? 1,
        },
      };
    default:
      return q;
  }
}

/** The survey with every question and setting in the shape the widgets expect. */
export function normalizeSurvey(raw: PublicSurvey): PublicSurvey {
  return {
    ...raw,
    title: raw.title ?? "",
    description: raw.description ?? "",
    questions: (Array.isArray(raw.questions) ? raw.questions : []).map(normalizeQuestion),
    settings: { ...DEFAULT_SETTINGS, ...(raw.settings ?? {}) },
  };
}
