import type { generateSurveyRequestSchema } from "@sondar/core/ai/generate-survey-request";
import type { SurveyDto } from "@sondar/core/surveys/survey-replies";
import type { Actor } from "@sondar/core/teams/actor";
import type { z } from "zod";
import type { AiAdapter } from "../../adapters/ai/ai-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { createSurvey } from "../surveys/create-survey";
import { patchSurvey } from "../surveys/patch-survey";
import { generateSurveyDraft } from "./generate-survey-draft";

/**
 * A saved draft survey drafted from an idea, made as the dashboard's AI dialog makes it: the
 * generator's content, a new blank survey where it was asked for, then that content saved into
 * it with the new survey's default settings (docs/product/ai.md#survey-generation). Each step
 * is the service the app uses, with its own access and plan checks.
 */
export async function createDraftFromIdea(
  deps: { db: Database; ai: AiAdapter; logger: Logger; now: () => Date },
  actor: Actor,
  input: { request: z.output<typeof generateSurveyRequestSchema>; signal?: AbortSignal },
): Promise<SurveyDto> {
  const { db, now } = deps;
  const { survey: generated } = await generateSurveyDraft(deps, actor, input);
  const created = await createSurvey(db, actor, {
    request: { organizationId: input.request.organizationId ?? null },
    now: now(),
  });
  const { title, description, questions } = generated;
  return patchSurvey(db, actor, { surveyId: created.id, patch: { title, description, questions }, now: now() });
}
