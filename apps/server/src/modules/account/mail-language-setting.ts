import { asLanguage, type Language } from "@sondar/core/i18n/languages";
import type { MailLanguageReply } from "@sondar/core/notifications/notification-settings";
import type { Actor } from "@sondar/core/teams/actor";
import type { Database } from "../../db/database";
import { userNotificationSettings } from "../../db/schema/accounts";
import { getMailLanguage } from "../auth/mail-language";
import { requireAccountOwner } from "./require-account-owner";

/** The language of the actor's mail (decision 065). */
export async function getMailLanguageSetting(db: Database, actor: Actor): Promise<MailLanguageReply> {
  return { language: asLanguage(await getMailLanguage(db, requireAccountOwner(actor))) };
}

/** Sets the language of the actor's mail: from the browser at sign-up, and whenever the user picks a language. */
export async function setMailLanguage(
  db: Database,
  actor: Actor,
  input: { language: Language; now: Date },
): Promise<MailLanguageReply> {
  const userId = requireAccountOwner(actor);
  const { language, now } = input;
  await db
    .insert(userNotificationSettings)
    .values({ userId, language })
    .onConflictDoUpdate({ target: userNotificationSettings.userId, set: { language, updatedAt: now } });
  return { language };
}
