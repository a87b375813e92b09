import { cleanQuestionRules } from "@sondar/core/surveys/branching-rule";
import { duplicateSurvey } from "@sondar/core/surveys/duplicate-survey";
import { generateShareId } from "@sondar/core/surveys/share-id";
import { readStoredSurvey } from "@sondar/core/surveys/read-stored-survey";
import { listSurveysQuerySchema } from "@sondar/core/surveys/survey-list-query";
import type {
  BulkDeleteReply,
  CreatedSurveyReply,
  DuplicatedSurveyReply,
  SurveyDto,
  SurveyListReply,
  SurveyReply,
  SurveyWithCountReply,
} from "@sondar/core/surveys/survey-replies";
import {
  createSurveyRequestSchema,
  surveyTemplatesQuerySchema,
  type SurveyTemplateListReply,
} from "@sondar/core/surveys/create-survey-request";
import { surveyContentSchema } from "@sondar/core/surveys/survey-schema";
import { listSurveyTemplateSummaries } from "@sondar/core/surveys/templates/survey-templates";
import { moveSurveyRequestSchema } from "@sondar/core/teams/team-replies";
import { can } from "@sondar/core/teams/team-permissions";
import { eq, inArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../../db/database";
import { surveys } from "../../db/schema/surveys";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { requireUser, type UserVariables } from "../auth/require-user";
import { createSurvey } from "./create-survey";
import { deleteStoredFiles, listSurveyFileKeys } from "./delete-survey-files";
import { listSurveys } from "./list-surveys";
import { countSurveyResponses } from "./response-counts";
import { getMembership } from "../teams/get-membership";
import { moveSurvey } from "./move-survey";
import { setSurveyStatus } from "./set-survey-status";
import { findSurveyFor, requireSurveyAccess, type SurveyRow } from "./survey-access";
import { getPlanHolderId, requireCanCreate, requirePlanAllows } from "./survey-entitlements";
import { withPlanLock } from "../subscriptions/plan-coverage";

const bulkDeleteBody = z.object({ ids: z.array(z.string().max(64)).min(1).max(500) }).strict();

/** The survey as the API returns it (core's surveyDtoSchema). */
function toSurveyDto(row: SurveyRow): SurveyDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    questions: row.questions,
    settings: row.settings,
    // Readers never return a deleted survey; the table's check allows no other status.
    status: row.status as SurveyDto["status"],
    shareId: row.shareId,
    organizationId: row.organizationId,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface SurveysRouteDeps {
  auth: Auth;
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
  now: () => Date;
}

export function surveysRoutes({ auth, db, storage, logger, now }: SurveysRouteDeps) {
  const app = new Hono<{ Variables: UserVariables }>();
  // "/api/surveys/*" also matches "/api/surveys" itself; one registration, one session lookup.
  app.use("/api/surveys/*", requireUser(auth));
  app.use("/api/survey-templates", requireUser(auth));

  app.get("/api/survey-templates", (c) => {
    const { language } = parseWith(surveyTemplatesQuerySchema, c.req.query());
    return c.json({ templates: listSurveyTemplateSummaries(language) } satisfies SurveyTemplateListReply);
  });

  app.get("/api/surveys", async (c) => {
    const userId = c.get("user").id;
    const query = parseWith(listSurveysQuerySchema, c.req.query());
    if (query.organizationId) {
      // Non-members get an empty list for an organization, not an error.
      if (!can((await getMembership(db, userId, query.organizationId))?.role, "surveys.read"))
        return c.json({ surveys: [], total: 0 } satisfies SurveyListReply);
      return c.json(await listSurveys(db, sql`s.organization_id = ${query.organizationId}`, query));
    }
    // The caller's own personal surveys, whatever their roles elsewhere (docs/decisions/081-personal-list-of-members.md).
    return c.json(await listSurveys(db, sql`s.created_by = ${userId} and s.organization_id is null`, query));
  });

  app.post("/api/surveys", async (c) => {
    const request = parseWith(createSurveyRequestSchema, await readJsonBody(c, {}));
    const row = await createSurvey(db, { userId: c.get("user").id, request, now: now() });
    const reply: CreatedSurveyReply = {
      success: true,
      surveyId: row.id,
      survey: toSurveyDto(readStoredSurvey(row)),
      message: "Survey created",
    };
    return c.json(reply, 201);
  });

  app.get("/api/surveys/:id", async (c) => {
    const surveyId = c.req.param("id");
    // The builder opens the survey here: what an old row lost is logged once per opening, and
    // its next save writes the repaired survey.
    const { survey } = await requireSurveyAccess(db, c.get("user").id, surveyId, "surveys.read", {}, (repair) =>
      logger.warn({ surveyId, path: repair.path.join("."), problem: repair.message }, "stored survey repaired on read"),
    );
    const counts = await countSurveyResponses(db, survey.id);
    return c.json({ survey: toSurveyDto(survey), ...counts } satisfies SurveyWithCountReply);
  });

  app.put("/api/surveys/:id", async (c) => {
    const userId = c.get("user").id;
    const { survey } = await requireSurveyAccess(db, userId, c.req.param("id"), "surveys.edit", {
      hidden: "SURVEY_EDIT_FORBIDDEN",
    });
    await requirePlanAllows(db, await getPlanHolderId(db, userId, survey.organizationId), now(), "surveys.edit");
    const content = parseWith(surveyContentSchema, await readJsonBody(c));
    const questions = cleanQuestionRules(content.questions);
    const [row] = await db
      .update(surveys)
      .set({ title: content.title, description: content.description, questions, settings: content.settings, updatedAt: now() })
      .where(eq(surveys.id, survey.id))
      .returning();
    if (!row) throw new AppError("SURVEY_NOT_FOUND");
    return c.json({ survey: toSurveyDto(readStoredSurvey(row)) } satisfies SurveyReply);
  });

  for (const change of ["publish", "unpublish", "archive", "unarchive"] as const) {
    app.post(`/api/surveys/:id/${change}`, async (c) => {
      const row = await setSurveyStatus(db, { userId: c.get("user").id, surveyId: c.req.param("id"), change, now: now() });
      return c.json({ survey: toSurveyDto(readStoredSurvey(row)) } satisfies SurveyReply);
    });
  }

  app.post("/api/surveys/:id/duplicate", async (c) => {
    const userId = c.get("user").id;
    const { survey } = await requireSurveyAccess(db, userId, c.req.param("id"), "surveys.create", {
      hidden: "DUPLICATE_NOT_FOUND",
      forbidden: "DUPLICATE_NOT_FOUND",
    });
    const holder = await getPlanHolderId(db, userId, survey.organizationId);
    const copy = duplicateSurvey(survey, generateShareId());
    const row = await withPlanLock(db, holder, async (tx) => {
      await requireCanCreate(tx, holder, now(), "duplicate");
      const [inserted] = await tx
        .insert(surveys)
        .values({ ...copy, createdBy: userId, organizationId: survey.organizationId })
        .returning();
      return inserted;
    });
    if (!row) throw new AppError("INTERNAL");
    const reply: DuplicatedSurveyReply = {
      success: true,
      survey: toSurveyDto(readStoredSurvey(row)),
      message: "Survey duplicated",
    };
    return c.json(reply, 201);
  });

  app.delete("/api/surveys/:id", async (c) => {
    const userId = c.get("user").id;
    const { survey } = await requireSurveyAccess(db, userId, c.req.param("id"), "surveys.delete", {
      forbidden: "SURVEY_DELETE_FORBIDDEN",
    });
    await requirePlanAllows(db, await getPlanHolderId(db, userId, survey.organizationId), now(), "surveys.delete");
    const keys = await listSurveyFileKeys(db, [survey.id]);
    await db.delete(surveys).where(eq(surveys.id, survey.id));
    await deleteStoredFiles(storage, keys, logger);
    return c.json({ success: true });
  });

  app.post("/api/surveys/bulk-delete", async (c) => {
    const userId = c.get("user").id;
    const { ids } = parseWith(bulkDeleteBody, await readJsonBody(c));
    const allowed: string[] = [];
    let refusal: unknown = null;
    for (const id of new Set(ids)) {
      const survey = await findSurveyFor(db, userId, id, "surveys.delete");
      if (!survey) continue;
      try {
        await requirePlanAllows(db, await getPlanHolderId(db, userId, survey.organizationId), now(), "surveys.delete");
        allowed.push(id);
      } catch (error) {
        refusal = error;
      }
    }
    // Nothing deletable because of the plan: answer with the plan's message, not an empty success.
    if (!allowed.length && refusal) throw refusal;
    if (allowed.length) {
      const keys = await listSurveyFileKeys(db, allowed);
      await db.delete(surveys).where(inArray(surveys.id, allowed));
      await deleteStoredFiles(storage, keys, logger);
    }
    return c.json({ deleted: allowed, failed: ids.filter((id) => !allowed.includes(id)) } satisfies BulkDeleteReply);
  });

  app.post("/api/surveys/:id/move", async (c) => {
    const { organizationId } = parseWith(moveSurveyRequestSchema, await readJsonBody(c));
    const row = await moveSurvey(db, { userId: c.get("user").id, surveyId: c.req.param("id"), organizationId, now: now() });
    return c.json({ survey: toSurveyDto(readStoredSurvey(row)) } satisfies SurveyReply);
  });

  return app;
}
