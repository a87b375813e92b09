import type { generateSurveyRequestSchema } from "@sondar/core/ai/generate-survey-request";
import type { Actor } from "@sondar/core/teams/actor";
import type { z } from "zod";
import type { AiAdapter } from "../../adapters/ai/ai-adapter";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit/consume-rate-limit";
import { requireCanCreate, requirePlanHolderForCreate } from "../surveys/survey-entitlements";

/** Generations allowed per user per minute: a provider call costs money and up to 30 s. */
export const AI_GENERATE_LIMIT: RateLimitRule = { window: 60, max: 10 };

/**
 * A generated survey's content, not yet saved: the caller creates the survey (where the plan
 * rules apply), fills it with this and saves it. The draft becomes a new survey where it was
 * asked for, so that plan's refusal comes first rather than a generation that cannot be saved.
 * Every request spends one of the actor's generations this minute, refused or not.
 */
export async function generateSurveyDraft(
  deps: { db: Database; ai: AiAdapter; logger: Logger; now: () => Date },
  actor: Actor,
  input: { request: z.output<typeof generateSurveyRequestSchema>; signal?: AbortSignal },
) {
  const { db, ai, logger, now } = deps;
  if (!(await consumeRateLimit(db, `ai:generate:${actor.userId}`, AI_GENERATE_LIMIT, now()))) throw new AppError("RATE_LIMITED");
  const holder = await requirePlanHolderForCreate(db, actor, input.request.organizationId);
  await requireCanCreate(db, holder, now(), "create");
  try {
    const survey = await ai.generateSurvey(input.request.prompt, {
      ...(input.signal ? { signal: input.signal } : {}),
      ...(input.request.language ? { language: input.request.language } : {}),
    });
    return { survey };
  } catch (error) {
    if (error instanceof AppError)
      logger.warn({ code: error.code, detail: error.message, adapter: ai.kind }, "ai generation failed");
    throw error;
  }
}
