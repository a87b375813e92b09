// Test-only: analysis inputs that, between them, make the engine write every sentence it has.
import type { AnalysisSurveyData, QuestionAnalysis } from "@sondar/core/ai/analysis-survey-data";
import type { SurveyAnalysisInput } from "@sondar/core/ai/analysis-input";
import { CAFE_COMMENTS, cafeSurveyData } from "./test-sample-survey-data";

type Scenario = Omit<SurveyAnalysisInput, "language">;

const option = (label: string, count: number, of: number) => ({ label, count, percent: Math.round((count / of) * 1000) / 10 });

function npsQuestion(
  questionId: string,
  nps: { score: number; promoters: number; passives: number; detractors: number },
): QuestionAnalysis {
  const answeredCount = nps.promoters + nps.passives + nps.detractors;
  const base = { questionId, title: "How likely are you to recommend us?", type: "scale", kind: "numeric" } as const;
  return { ...base, answeredCount, average: 5, min: 0, max: 10, distribution: [], range: { min: 0, max: 10 }, nps };
}

/** Three responses on one day, one of them partial: every "too early" sentence, an NPS in need of attention, negative comments. */
function earlySurveyData(): AnalysisSurveyData {
  const day = { start: "2025-04-02T08:00:00.000Z", end: "2025-04-02T18:00:00.000Z" };
  return {
    ...cafeSurveyData(),
    ...{ surveyTitle: "Launch feedback", totalResponses: 3, completion: { complete: 2, partial: 1, rate: 66.7 }, timeRange: day },
    questionAnalysis: [
      npsQuestion("q_nps", { score: -33, promoters: 0, passives: 2, detractors: 1 }),
      {
        questionId: "q_setup",
        title: "How easy was the setup?",
        type: "rating",
        kind: "numeric",
        answeredCount: 3,
        average: 2,
        min: 1,
        max: 3,
        distribution: [],
        range: { min: 1, max: 5 },
        nps: null,
      },
      {
        questionId: "q_features",
        title: "Which features did you use?",
        type: "checkbox",
        kind: "choice",
        answeredCount: 3,
        options: [option("Export", 2, 3), option("Sharing", 1, 3), option("Themes", 0, 3)],
        otherCount: 0,
      },
      {
        questionId: "q_grid",
        title: "Rate each step",
        type: "matrix",
        kind: "matrix",
        answeredCount: 3,
        columns: ["Hard", "Easy"],
        rows: [
          { row: "Install", counts: [2, 0] },
          { row: "Login", counts: [1, 0] },
        ],
      },
      { questionId: "q_why", title: "What went wrong?", type: "text", kind: "text", answeredCount: 5, sampleAnswers: [] },
    ],
  };
}

export const EARLY_COMMENTS = ["Terrible.", "Awful experience.", "I hated it."];

/** The café's comments as Spanish-speaking customers wrote them: themes are read, tone is not. */
export const SPANISH_COMMENTS = [
  "El café estaba delicioso y el personal muy amable.",
  "La cola era demasiado larga, esperé veinte minutos.",
  "Buen café, pero la cola avanza despacio.",
  "Los precios del café son justos.",
  "Me encanta el ambiente del local.",
  "Las colas de la mañana son eternas.",
];

/** Choice questions only: the summary names the most common answer. */
function choicesOnlyData(): AnalysisSurveyData {
  const data = cafeSurveyData();
  return {
    ...data,
    questionAnalysis: [
      {
        questionId: "q_source",
        title: "How did you hear about us?",
        type: "multiple-choice",
        kind: "choice",
        answeredCount: 20,
        options: [option("Friends", 10, 20), option("Search", 6, 20), option("Ads", 4, 20)],
        otherCount: 0,
      },
    ],
  };
}

/** One complete response, on one day, from a promoter. */
function singleResponseData(): AnalysisSurveyData {
  const day = { start: "2025-05-06T10:00:00.000Z", end: "2025-05-06T10:00:00.000Z" };
  return {
    ...{
      surveyTitle: "Pilot",
      surveyDescription: "",
      totalResponses: 1,
      completion: { complete: 1, partial: 0, rate: 100 },
      timeRange: day,
    },
    questionAnalysis: [npsQuestion("q_nps", { score: 100, promoters: 1, passives: 0, detractors: 0 })],
  };
}

/** Between them, every finding kind the engine reports and every sentence of the phrasebook. */
export const LANGUAGE_SCENARIOS: Record<string, Scenario> = {
  cafe: { data: cafeSurveyData(), textAnswers: { q_comments: CAFE_COMMENTS }, customPrompt: "Focus on the waiting time please" },
  early: { data: earlySurveyData(), textAnswers: { q_why: EARLY_COMMENTS } },
  choicesOnly: { data: choicesOnlyData(), textAnswers: {} },
  nothingToCompare: {
    data: {
      ...cafeSurveyData(),
      questionAnalysis: [],
      completion: { complete: 20, partial: 0, rate: 100 },
      timeRange: { start: null, end: null },
    },
    textAnswers: {},
  },
  singleResponse: { data: singleResponseData(), textAnswers: {} },
  // Who wrote which comment: the queue's critics rated the visit 1–2 and are detractors, the coffee's fans promoters.
  scoresAndWords: {
    data: cafeSurveyData(),
    textAnswers: { q_comments: CAFE_COMMENTS },
    answerSources: {
      q_comments: [
        [5, 10],
        [5, 9],
        [4, 10],
        [1, 3],
        [2, 5],
        [2, 6],
      ].map(([overall, nps], i) => ({ responseId: `r${i}`, scores: { q_overall: overall as number, q_nps: nps as number } })),
    },
  },
  spanishComments: { data: cafeSurveyData(), textAnswers: { q_comments: SPANISH_COMMENTS } },
};
