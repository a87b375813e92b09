import { z } from "zod";
import { branchingRuleSchema } from "./branching-rule";
import { displayLogicSchema } from "./display-logic";
import { LIKERT_LABELS, LIKERT_TYPES } from "../question-types/likert";
import { MAX_QUESTION_IMAGES } from "../uploads/question-image-limit";
import { uploadUrlSchema } from "../uploads/upload-url-schema";
import { MAX_QUESTION_ID_LENGTH } from "./question-id";

export const RATING_SCALES = [3, 5, 7, 10] as const;

const text = (max: number) => z.string().max(max);

/** One image shown with a question; only our own uploads (uploads/upload-url.ts). */
export const questionImageSchema = z.object({
  id: z.string().min(1).max(100),
  url: uploadUrlSchema,
  filename: z.string().max(255),
  size: z.number().int().nonnegative(),
  uploadedAt: z.string().max(64),
  /** Read out in place of the image; empty marks it decorative (alt=""). */
  alt: z.string().max(300).default(""),
});

const base = {
  id: z.string().min(1).max(MAX_QUESTION_ID_LENGTH),
  title: text(500).default("New Question"),
  description: text(2000).default(""),
  required: z.boolean().default(false),
  images: z.array(questionImageSchema).max(MAX_QUESTION_IMAGES).default([]),
  branchingRules: z.array(branchingRuleSchema).max(50).default([]),
  /** Null (also for questions stored before it existed): always shown. */
  displayLogic: displayLogicSchema.nullable().default(null),
};

const options = z.array(text(500)).min(1).max(100).default(["Option 1", "Option 2", "Option 3"]);
/** Each respondent sees the options in an order of their own (respondent/option-order.ts); answers and exports are unaffected. */
const shuffleOptions = z.boolean().default(false);
const itemList = (defaults: string[]) => z.array(text(500)).max(100).default(defaults);
/**
 * A choice list's stable ids, parallel to its labels (docs/decisions/245-stable-option-ids.md).
 * Absent on lists stored before ids existed: surveys/option-ids.ts reads those with legacy ids.
 */
const choiceIds = z.array(z.string().min(1).max(500)).max(100).optional();

/** Refuses ids that do not pair one to one with their labels; the issue names the ids, so a stored row drops them. */
function alignedIds(pairs: readonly (readonly [labels: string, ids: string])[]) {
  return (question: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    for (const [labelsKey, idsKey] of pairs) {
      const labels = question[labelsKey];
      const ids = question[idsKey];
      if (ids === undefined || !Array.isArray(labels)) continue;
      if (!Array.isArray(ids) || ids.length !== labels.length || new Set(ids).size !== ids.length) {
        ctx.addIssue({ code: "custom", path: [idsKey], message: "Each choice needs one distinct id" });
      }
    }
  };
}

const plain = (type: "text" | "textarea" | "email" | "url" | "date" | "time" | "yes-no" | "statement") =>
  z.object({ ...base, type: z.literal(type) });

export const phoneFormats = ["any", "us", "international"] as const;

const numberSettings = z
  .object({
    min: z.number().finite().optional(),
    max: z.number().finite().optional(),
    placeholder: text(200).optional(),
  })
  .refine((s) => s.min === undefined || s.max === undefined || s.min <= s.max, {
    message: "Minimum must not be greater than maximum",
    path: ["max"],
  });

/** A scale's ends are whole numbers in this range; its step is above 0 and at most `maxStep`. */
export const SCALE_LIMITS = { min: -100, max: 100, maxStep: 100 } as const;

const scaleEnd = z.number().int().min(SCALE_LIMITS.min).max(SCALE_LIMITS.max);

const scaleSettings = z
  .object({
    min: scaleEnd,
    max: scaleEnd,
    step: z.number().positive().max(SCALE_LIMITS.maxStep),
    leftLabel: text(100).optional(),
    rightLabel: text(100).optional(),
  })
  .refine((s) => s.min < s.max, { message: "Minimum must be less than maximum", path: ["max"] });

/** The file-upload question's number ranges, whole numbers; the builder refuses a number outside them. */
export const FILE_UPLOAD_LIMITS = {
  maxSizeInMB: { min: 1, max: 100 },
  maxFiles: { min: 1, max: 10 },
} as const;

const wholeIn = (range: { min: number; max: number }) => z.number().int().min(range.min).max(range.max);

const fileUploadSettings = z.object({
  allowedTypes: z.array(text(100)).max(50).default(["image/*", ".pdf"]),
  maxSizeInMB: wholeIn(FILE_UPLOAD_LIMITS.maxSizeInMB).default(10),
  maxFiles: wholeIn(FILE_UPLOAD_LIMITS.maxFiles).default(1),
});

/** A typed file-upload number if it is a whole number inside its range, else undefined (never clamped). */
export function readFileUploadNumber(field: keyof typeof FILE_UPLOAD_LIMITS, value: number | undefined): number | undefined {
  const parsed = wholeIn(FILE_UPLOAD_LIMITS[field]).safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** One question of any of the 19 types, with its type's settings and defaults. */
export const questionSchema = z.discriminatedUnion("type", [
  plain("text"),
  plain("textarea"),
  plain("email"),
  plain("url"),
  plain("date"),
  plain("time"),
  plain("yes-no"),
  plain("statement"),
  z.object({
    ...base,
    type: z.literal("phone"),
    phoneSettings: z.object({ format: z.enum(phoneFormats) }).default({ format: "any" }),
  }),
  z.object({ ...base, type: z.literal("number"), numberSettings: numberSettings.default({}) }),
  z
    .object({
      ...base,
      type: z.literal("multiple-choice"),
      options,
      optionIds: choiceIds,
      allowOther: z.boolean().default(false),
      shuffleOptions,
    })
    .superRefine(alignedIds([["options", "optionIds"]])),
  z
    .object({ ...base, type: z.literal("checkbox"), options, optionIds: choiceIds, shuffleOptions })
    .superRefine(alignedIds([["options", "optionIds"]])),
  z
    .object({ ...base, type: z.literal("dropdown"), options, optionIds: choiceIds, shuffleOptions })
    .superRefine(alignedIds([["options", "optionIds"]])),
  z.object({
    ...base,
    type: z.literal("rating"),
    maxRating: z
      .union(RATING_SCALES.map((n) => z.literal(n)) as [z.ZodLiteral<3>, z.ZodLiteral<5>, z.ZodLiteral<7>, z.ZodLiteral<10>])
      .default(5),
  }),
  z.object({
    ...base,
    type: z.literal("likert"),
    likertScale: z
      .object({ type: z.enum(LIKERT_TYPES), labels: z.tuple([text(100), text(100), text(100), text(100), text(100)]) })
      .default({ type: "agreement", labels: [...LIKERT_LABELS.agreement] }),
  }),
  z.object({ ...base, type: z.literal("scale"), scaleSettings: scaleSettings.default({ min: 0, max: 10, step: 1 }) }),
  z
    .object({
      ...base,
      type: z.literal("ranking"),
      rankingItems: itemList(["Item 1", "Item 2", "Item 3"]),
      rankingItemIds: choiceIds,
    })
    .superRefine(alignedIds([["rankingItems", "rankingItemIds"]])),
  z
    .object({
      ...base,
      type: z.literal("matrix"),
      matrixRows: itemList(["Row 1", "Row 2"]).pipe(z.array(z.string()).min(1)),
      matrixRowIds: choiceIds,
      matrixColumns: itemList(["Column 1", "Column 2", "Column 3"]).pipe(z.array(z.string()).min(1)),
      matrixColumnIds: choiceIds,
    })
    .superRefine(
      alignedIds([
        ["matrixRows", "matrixRowIds"],
        ["matrixColumns", "matrixColumnIds"],
      ]),
    ),
  z.object({
    ...base,
    type: z.literal("file-upload"),
    fileUploadSettings: fileUploadSettings.default({ allowedTypes: ["image/*", ".pdf"], maxSizeInMB: 10, maxFiles: 1 }),
  }),
]);

export type Question = z.output<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;
