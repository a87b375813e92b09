import { z } from "zod";
import { QUESTION_TYPES } from "../question-types/question-types";
import type { DeleteResponsesReply, ResponsePage, SurveyResponseItem } from "./response-list";
import type { SurveySummary } from "./survey-summary";
import type { TimeAndDropOff } from "./time-and-drop-off";

/**
 * The responses endpoints' replies as schemas, for the web to parse what it draws
 * (docs/decisions/171-one-reply-convention.md); typed by the interfaces the server builds them with.
 */

/**
 * A stored answer's shape (answers/answer-schema.ts's `Answer`), without the limits a new answer
 * is held to: a reply shows what was stored, even under rules that changed since.
 */
const storedAnswerSchema = z.union([z.string(), z.number(), z.array(z.string()), z.record(z.string(), z.string())]);

/** One response as the API shows it, in the signed-in list and in /api/v1. */
export const responseItemSchema = z.object({
  id: z.string(),
  status: z.string(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  respondentEmail: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  answers: z.record(z.string(), storedAnswerSchema),
  /** Hidden field key → the value the response came with; keys declared when it was saved. */
  hiddenFields: z.record(z.string(), z.string()),
}) satisfies z.ZodType<SurveyResponseItem>;

/** GET /api/surveys/:id/responses. */
export const responsePageSchema: z.ZodType<ResponsePage> = z.object({
  data: z.array(responseItemSchema),
  totalCount: z.number(),
  totalPages: z.number(),
  currentPage: z.number(),
  pageSize: z.number(),
});

const base = { questionId: z.string(), type: z.enum(QUESTION_TYPES), title: z.string(), answeredCount: z.number() };

const bucketRangeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("value"), value: z.number() }),
  z.object({ kind: z.literal("whole"), from: z.number(), to: z.number() }),
  z.object({ kind: z.literal("below"), from: z.number(), below: z.number() }),
]);

const questionSummarySchema = z.discriminatedUnion("kind", [
  z.object({
    ...base,
    kind: z.literal("choice"),
    options: z.array(z.object({ label: z.string(), count: z.number(), percent: z.number() })),
    otherCount: z.number(),
  }),
  z.object({
    ...base,
    kind: z.literal("numeric"),
    average: z.number().nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
    distribution: z.array(z.object({ value: z.number(), count: z.number(), bucket: bucketRangeSchema.optional() })),
    bucketWidth: z.number().optional(),
    nps: z.object({ score: z.number(), promoters: z.number(), passives: z.number(), detractors: z.number() }).nullable(),
  }),
  z.object({
    ...base,
    kind: z.literal("matrix"),
    columns: z.array(z.string()),
    rows: z.array(z.object({ row: z.string(), counts: z.array(z.number()) })),
  }),
  z.object({
    ...base,
    kind: z.literal("ranking"),
    items: z.array(z.object({ item: z.string(), meanPosition: z.number().nullable(), firstPlaceCount: z.number() })),
  }),
  z.object({ ...base, kind: z.literal("text"), recent: z.array(z.string()) }),
  z.object({ ...base, kind: z.literal("files"), fileCount: z.number() }),
  z.object({ ...base, kind: z.literal("statement") }),
]);

/** GET /api/surveys/:id/responses/summary. */
export const surveySummarySchema: z.ZodType<SurveySummary> = z.object({
  surveyId: z.string(),
  responseCount: z.number(),
  totalResponses: z.number(),
  completeCount: z.number(),
  partialCount: z.number(),
  completionRate: z.number(),
  firstResponseAt: z.string().nullable(),
  lastResponseAt: z.string().nullable(),
  questions: z.array(questionSummarySchema),
});

/** GET /api/surveys/:id/responses/time-and-drop-off. */
export const timeAndDropOffSchema: z.ZodType<TimeAndDropOff> = z.object({
  surveyId: z.string(),
  timeToComplete: z.object({
    timedCount: z.number(),
    untimedCount: z.number(),
    medianSeconds: z.number().nullable(),
    buckets: z.array(z.object({ fromSeconds: z.number(), toSeconds: z.number().nullable(), count: z.number() })),
  }),
  dropOff: z.object({
    responseCount: z.number(),
    steps: z.array(
      z.object({
        questionId: z.string(),
        type: z.enum(QUESTION_TYPES),
        title: z.string(),
        saw: z.number(),
        answered: z.number(),
        leftHere: z.number(),
      }),
    ),
    leftBeforeSubmit: z.number(),
  }),
});

/** POST /api/surveys/:id/responses/delete: how many responses went. */
export const deleteResponsesReplySchema: z.ZodType<DeleteResponsesReply> = z.object({ deleted: z.number() });
