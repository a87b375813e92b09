import type { DeleteAccountInput, DeleteAccountReply } from "@sondar/core/user/delete-account";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import { organizations, users, verifications } from "../../db/schema/auth";
import { surveys } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";
import type { Logger } from "../../lib/logger";
import type { Auth } from "../auth/create-auth";
import { cancelBillingForDeletion } from "../billing/cancel-billing-for-deletion";
import type { Billing } from "../billing/create-billing";
import { recordPrivacyAction } from "../privacy-log/record-privacy-action";
import { deleteStoredFiles, listSurveyFileKeys } from "../surveys/delete-survey-files";
import { deleteAccountTokensOf, requireDeleteProof } from "./delete-account-proof";

/**
 * The organizations the user owns, with how many others are in each; refused when any has
 * someone else (decision 292): the owner must hand it over first.
 */
export async function requireNoSharedOrganization(db: Database, userId: string): Promise<string[]> {
  const owned = (
    (await db.execute(sql`
      select mine.organization_id as id,
        (select count(*) from members other
         where other.organization_id = mine.organization_id and other.user_id <> ${userId})::int as others
      from members mine
      where mine.user_id = ${userId} and mine.role = 'owner'`)) as unknown as { rows: { id: string; others: number }[] }
  ).rows;
  if (owned.some((org) => Number(org.others) > 0)) throw new AppError("ACCOUNT_OWNS_ORGANIZATION");
  return owned.map((org) => org.id);
}

/**
 * Deletes the user's account after a proof that they own it (docs/decisions/292-your-data.md,
 * 298-delete-account-without-password.md): their personal surveys with responses and files, the
 * organizations they own alone (with theirs), their sessions and settings. Refused while they own
 * an organization with other members. The surveys they made in organizations others own stay
 * there, now the owner's. Their provider subscriptions are ended first; if one cannot be, nothing
 * is deleted (docs/decisions/299-delete-account-cancels-billing.md).
 */
export async function deleteAccount(
  deps: { auth: Auth; db: Database; storage: StorageAdapter; logger: Logger; billing: Billing; now: Date },
  userId: string,
  proof: DeleteAccountInput,
): Promise<DeleteAccountReply> {
  const { db } = deps;
  await requireDeleteProof(deps, userId, proof);
  // Checked before the provider is called, so a refused deletion leaves the subscription be.
  await requireNoSharedOrganization(db, userId);
  await cancelBillingForDeletion(deps.billing, userId);
  const { keys, surveyCount } = await db.transaction(async (tx) => {
    const soloOrgs = await requireNoSharedOrganization(tx, userId);
    const gone = await tx
      .select({ id: surveys.id })
      .from(surveys)
      .where(
        or(
          and(eq(surveys.createdBy, userId), isNull(surveys.organizationId)),
          soloOrgs.length ? inArray(surveys.organizationId, soloOrgs) : sql`false`,
        ),
      );
    const fileKeys = await listSurveyFileKeys(
      tx,
      gone.map((row) => row.id),
    );
    // Surveys made in someone else's organization belong to it: they pass to its owner.
    await tx.execute(sql`
      update surveys s set created_by = owner.user_id
      from members owner
      where s.created_by = ${userId} and s.organization_id is not null
        and owner.organization_id = s.organization_id and owner.role = 'owner' and owner.user_id <> ${userId}`);
    if (soloOrgs.length) await tx.delete(organizations).where(inArray(organizations.id, soloOrgs));
    // The rest (personal surveys, memberships, sessions, settings) goes with the user row (cascade).
    await tx.delete(surveys).where(eq(surveys.createdBy, userId));
    await tx.delete(verifications).where(deleteAccountTokensOf(userId));
    await tx.delete(users).where(eq(users.id, userId));
    return { keys: fileKeys, surveyCount: gone.length };
  });
  await deleteStoredFiles(deps.storage, keys, deps.logger);
  await recordPrivacyAction(deps, { action: "account.delete", actorUserId: userId, responseCount: 0 });
  return { deleted: true, surveys: surveyCount };
}
