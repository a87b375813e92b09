import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { recordAudit } from "../audit-log/record-audit";

export type PrivacyAction = "respondent.export" | "respondent.erase" | "account.export" | "account.delete";

export interface PrivacyActionRecord {
  action: PrivacyAction;
  actorUserId: string;
  surveyId?: string | null;
  /** The survey's organization (null: personal); where its audit entry belongs. */
  organizationId?: string | null;
  /** The client address of the request. */
  ip?: string | null;
  responseCount?: number;
}

/**
 * Records a data-rights action (docs/decisions/291-respondent-rights.md) as an audit entry
 * (docs/decisions/246-privacy-actions-in-the-audit-log.md) and in the server log.
 * Never the searched value or any response content.
 */
export async function recordPrivacyAction(deps: { db: Database; logger: Logger }, record: PrivacyActionRecord): Promise<void> {
  const row = {
    action: record.action,
    actorUserId: record.actorUserId,
    surveyId: record.surveyId ?? null,
    responseCount: record.responseCount ?? 0,
  };
  await recordAudit(deps.db, {
    organizationId: record.organizationId ?? null,
    actor: { kind: "user", userId: record.actorUserId, ip: record.ip ?? null },
    action: record.action,
    target: row.surveyId ? { type: "survey", id: row.surveyId } : { type: "user", id: record.actorUserId },
    details: { responseCount: row.responseCount },
  });
  deps.logger.info(row, "privacy action");
}
