import { analysisContentSchema, type AnalysisContent } from "@sondar/core/ai/analysis-result";
import { ERROR_MESSAGES } from "@sondar/core/errors/error-codes";
import type { z } from "zod";
import { AppError } from "../../lib/app-error";
import { parseModelJson } from "./parse-model-json";

const MAX_ITEMS = 20;

/** AI_ANALYSIS_FAILED's 'Failed to analyze survey: …' around a short, safe detail. */
export function analysisFailed(detail: string): AppError {
  return new AppError("AI_ANALYSIS_FAILED", { message: ERROR_MESSAGES.AI_ANALYSIS_FAILED.replace("{message}", detail) });
}

/**
 * A provider's reply as summary, key insights and recommendations: AI_NO_RESPONSE when it is
 * empty, AI_ANALYSIS_FAILED when it is not that shape. Lists longer than the contract allows are cut.
 */
export function parseAnalysis(content: string | null | undefined): AnalysisContent {
  if (!content?.trim()) throw new AppError("AI_NO_RESPONSE");
  let value = parseModelJson(content);
  // Some models wrap the object in a key named after the thing they were asked for.
  if (value && typeof value === "object" && !("summary" in value) && "analysis" in value) value = value.analysis;
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    for (const key of ["keyInsights", "recommendations"]) {
      const list = record[key];
      if (Array.isArray(list)) record[key] = list.slice(0, MAX_ITEMS);
    }
    // Quotes are linked to responses by the server (decision 130): ids a provider sends are not
    // asked for, and a list of the wrong length must not fail the whole analysis.
    if (Array.isArray(record.themes)) {
      for (const theme of record.themes as unknown[]) {
        if (theme && typeof theme === "object") delete (theme as Record<string, unknown>).quoteResponseIds;
      }
    }
  }
  return parseReply(analysisContentSchema, value, "analysis");
}

/**
 * Where a value broke its schema, as " (figures.0.label)", by the contract's field names and
 * positions only: the value's own text (possibly respondents' words) stays out of the message.
 */
export function whereItBroke(error: z.ZodError): string {
  const [issue] = error.issues;
  return issue && issue.path.length > 0 ? ` (${issue.path.join(".")})` : "";
}

/** A reply through its core schema, or AI_ANALYSIS_FAILED naming the field that broke it. */
export function parseReply<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw analysisFailed(`the AI provider's reply was not a valid ${what}${whereItBroke(parsed.error)}`);
  }
  return parsed.data;
}
