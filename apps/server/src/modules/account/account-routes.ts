import type { MeReply, SessionReply } from "@sondar/core/plans/account-replies";
import {
  mailLanguageSchema,
  notificationSettingsPatchSchema,
  type MailLanguageReply,
  type NotificationSettingsReply,
} from "@sondar/core/notifications/notification-settings";
import { deleteAccountSchema, type DeleteAccountLinkReply, type DeleteAccountReply } from "@sondar/core/user/delete-account";
import { Hono } from "hono";
import type { StorageAdapter } from "../../adapters/storage/storage-adapter";
import type { Database } from "../../db/database";
import type { Logger } from "../../lib/logger";
import { parseWith, readJsonBody } from "../../lib/validate";
import type { Auth } from "../auth/create-auth";
import { getSessionUser, requireUser, type UserVariables } from "../auth/require-user";
import type { Billing } from "../billing/create-billing";
import type { MailOutbox } from "../mail-outbox/mail-outbox";
import { deleteAccount } from "./delete-account";
import { requestDeleteAccountLink } from "./delete-account-link";
import { describeAccount } from "./describe-account";
import { getMailLanguageSetting, setMailLanguage } from "./mail-language-setting";
import { getNotificationSettings, updateNotificationSettings } from "./notification-settings";

export function accountRoutes({
  auth,
  db,
  storage,
  logger,
  billing,
  outbox,
  productName,
  publicUrl,
  now,
}: {
  auth: Auth;
  db: Database;
  storage: StorageAdapter;
  logger: Logger;
  billing: Billing;
  outbox: MailOutbox;
  productName: string;
  publicUrl: string;
  now: () => Date;
}) {
  const app = new Hono<{ Variables: UserVariables }>();
  const signedIn = requireUser(auth);

  // The web app asks who is signed in on every page; nobody signed in is an answer, not an error.
  app.get("/api/session", async (c) => {
    const user = await getSessionUser(auth, c.req.raw.headers);
    return c.json({ me: user ? await describeAccount(db, user, now()) : null } satisfies SessionReply);
  });

  app.get("/api/me", signedIn, async (c) => c.json((await describeAccount(db, c.get("user"), now())) satisfies MeReply));

  app.get("/api/me/notification-settings", signedIn, async (c) =>
    c.json((await getNotificationSettings(db, c.get("actor"))) satisfies NotificationSettingsReply),
  );

  app.patch("/api/me/notification-settings", signedIn, async (c) => {
    const patch = parseWith(notificationSettingsPatchSchema, await readJsonBody(c));
    return c.json(
      (await updateNotificationSettings(db, c.get("actor"), { patch, now: now() })) satisfies NotificationSettingsReply,
    );
  });

  // The language of the user's mail (decision 065): set from the browser at sign-up, and by the
  // web app whenever the user picks a language.
  app.get("/api/me/language", signedIn, async (c) =>
    c.json((await getMailLanguageSetting(db, c.get("actor"))) satisfies MailLanguageReply),
  );

  app.put("/api/me/language", signedIn, async (c) => {
    const { language } = parseWith(mailLanguageSchema, await readJsonBody(c));
    return c.json((await setMailLanguage(db, c.get("actor"), { language, now: now() })) satisfies MailLanguageReply);
  });

  // Deleting the account asks for the password again, or the token of a mailed confirmation link
  // (docs/decisions/292-your-data.md, 298-delete-account-without-password.md).
  app.post("/api/account/delete", signedIn, async (c) => {
    const proof = parseWith(deleteAccountSchema, await readJsonBody(c));
    const reply = await deleteAccount({ auth, db, storage, logger, billing, now: now() }, c.get("user").id, proof);
    return c.json(reply satisfies DeleteAccountReply);
  });

  app.post("/api/account/delete-link", signedIn, async (c) => {
    const reply = await requestDeleteAccountLink({ db, outbox, productName, publicUrl, now: now() }, c.get("user"));
    return c.json(reply satisfies DeleteAccountLinkReply, 202);
  });

  return app;
}
