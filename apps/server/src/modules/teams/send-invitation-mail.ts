import { invitationLinkPath } from "@sondar/core/teams/team-api-paths";
import { getMailGreetingName } from "@sondar/core/user/user-name";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { userNotificationSettings } from "../../db/schema/accounts";
import { organizations, users } from "../../db/schema/auth";
import type { MailOutbox } from "../mail-outbox/mail-outbox";
import { invitationMail } from "./invitation-mail";

export interface InvitationMailDeps {
  db: Database;
  outbox: MailOutbox;
  productName: string;
  publicUrl: string;
}

/**
 * Writes the invitation's mail in `tx`, the transaction that stores the invitation (sent by the
 * outbox, docs/decisions/285-mail-outbox.md): in the inviter's language, naming the organization
 * and the inviter.
 */
export async function sendInvitationMail(
  tx: Database,
  { outbox, productName, publicUrl }: InvitationMailDeps,
  input: { inviterId: string; organizationId: string; to: string; token: string; expiresAt: Date },
): Promise<void> {
  const [inviter] = await tx
    .select({ name: users.name, email: users.email, language: userNotificationSettings.language })
    .from(users)
    .leftJoin(userNotificationSettings, eq(userNotificationSettings.userId, users.id))
    .where(eq(users.id, input.inviterId))
    .limit(1);
  const [organization] = await tx
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId))
    .limit(1);
  const language = inviter?.language ?? null;
  await outbox.enqueue(tx, {
    kind: "invitation",
    lang: language,
    ...invitationMail({
      language,
      product: productName,
      to: input.to,
      organization: organization?.name ?? "",
      // The inviter's name goes to any address they type: only when it cannot read as a link.
      inviter: getMailGreetingName(inviter?.name) ?? inviter?.email ?? "",
      expiresAt: input.expiresAt,
      url: `${publicUrl}${invitationLinkPath(input.token)}`,
    }),
  });
}
