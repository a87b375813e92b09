import type { DeleteResponsesReply } from "@sondar/core/responses/response-list";
import { auditActorOf } from "../audit-log/record-audit";
import type { Actor } from "@sondar/core/teams/actor";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { deleteResponses } from "./delete-responses";
import { requireResponsesWrite } from "./responses-access";

/** Deletes responses of a survey for whoever may delete them, on a plan that allows it (docs/decisions/018-no-plan-is-read-only.md). */
export async function deleteSurveyResponses(
  deps: { db: Database; storage: StorageAdapter; logger: Logger },
  actor: Actor,
  input: { surveyId: string; ids: readonly string[]; now: Date; ip?: string | null },
): Promise<DeleteResponsesReply> {
  const survey = await requireResponsesWrite(deps.db, actor, input.surveyId, "responses.delete", "responses.delete", input.now);
  const who = auditActorOf(actor, input.ip);
  const audit = {
    organizationId: survey.organizationId,
    actor: who.actor,
    details: who.details,
    action: "responses.bulk_delete" as const,
  };
  return { deleted: await deleteResponses(deps, survey.id, input.ids, audit) };
}
