import type { Database } from "../../db/database";
import { privacyActions } from "../../db/schema/privacy-actions";
import type { Logger } from "../../lib/logger";

export type PrivacyAction = "respondent.export" | "respondent.erase" | "account.export" | "account.delete";

export interface PrivacyActionRecord {
  action: PrivacyAction;
  actorUserId: string;
  surveyId?: string | null;
  responseCount?: number;
}

/**
 * Records a data-rights action (docs/decisions/291-respondent-rights.md) in `privacy_actions` and
 * the server log. The one place such actions are written, so an audit log can take them over.
 * Never the searched value or any response content.
 */
export async function recordPrivacyAction(deps: { db: Database; logger: Logger }, record: PrivacyActionRecord): Promise<void> {
  const row = {
    action: record.action,
    actorUserId: record.actorUserId,
    surveyId: record.surveyId ?? null,
    responseCount: record.responseCount ?? 0,
  };
  await deps.db.insert(privacyActions).values(row);
  deps.logger.info(row, "privacy action");
}
