import { randomUUID } from "node:crypto";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@sondar/core/auth/credentials";
import { toUserName } from "@sondar/core/user/user-name";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { organization } from "better-auth/plugins/organization";
import { twoFactor } from "better-auth/plugins/two-factor";
import { passkey } from "@better-auth/passkey";
import { isSampleOwner } from "../sample-survey/seed-sample-survey";
import { asLanguage } from "@sondar/core/i18n/languages";
import type { Config } from "../../config/config";
import type { Database } from "../../db/database";
import {
  accounts,
  authRateLimits,
  invitations,
  members,
  organizations,
  passkeys,
  sessions,
  twoFactors,
  users,
  verifications,
} from "../../db/schema/auth";
import { findDatabaseUnavailable } from "../../db/database-unavailable";
import { serializeError, type Logger } from "../../lib/logger";
import { CLIENT_IP_HEADER } from "../../middleware/client-ip";
import { passwordResetMail, verificationMail } from "./auth-mail";
import { preferredLanguage } from "../../lib/preferred-language";
import { clearSignInFailures } from "./sign-in-attempts";
import { signInAudit } from "./sign-in-audit";
import { setUpNewUser } from "./start-trial";
import { getMailLanguage } from "./mail-language";
import type { MailOutbox } from "../mail-outbox/mail-outbox";

export interface AuthDeps {
  config: Config;
  db: Database;
  outbox: MailOutbox;
  secret: string;
  logger: Logger;
  now: () => Date;
}

/**
 * Sign-in attempts allowed per client address in a minute; past that, 429. Each account has its
 * own limit with backoff (sign-in-attempts.ts), so this one only has to stop one address trying
 * many accounts, and can leave room for the people who share an address with a guesser.
 */
export const SIGN_IN_LIMIT = { window: 60, max: 20 };

export function createAuth({ config, db, outbox, secret, logger, now }: AuthDeps) {
  // The user's stored mail language; a user the sign-up has not finished setting up gets the browser's.
  const mailLanguage = async (userId: string, request: Request | undefined) =>
    asLanguage((await getMailLanguage(db, userId)) ?? preferredLanguage(request?.headers));
  // better-auth calls these outside our transactions: the outbox row is written (durable) before
  // the hook returns, and the outbox sends and retries it (docs/decisions/285-mail-outbox.md).
  const sendAuthMail = async (
    kind: "verification" | "password-reset",
    user: { id: string; name: string; email: string },
    url: string,
    request: Request | undefined,
  ) => {
    const language = await mailLanguage(user.id, request);
    const render = kind === "verification" ? verificationMail : passwordResetMail;
    await outbox.enqueue(db, { kind, lang: language, ...render(config.productName, { ...user, language }, url) });
  };

  return betterAuth({
    appName: config.productName,
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    // The same list as our own same-origin check (middleware/api-steps.ts), so the two agree.
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        organization: organizations,
        member: members,
        invitation: invitations,
        rateLimit: authRateLimits,
        twoFactor: twoFactors,
        passkey: passkeys,
      },
    }),
    advanced: {
      database: { generateId: () => randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith("https://"),
      // The library skips its origin check when it sees NODE_ENV=test; ours never does, so tests run production's.
      disableOriginCheck: false,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      // Whoever reset the password by mail owns the address: a guesser's lock no longer applies.
      onPasswordReset: async ({ user }) => {
        await clearSignInFailures(db, user.email);
      },
      sendResetPassword: async ({ user, url }, request) => {
        await sendAuthMail("password-reset", user, url, request);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        await sendAuthMail("verification", user, url, request);
      },
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": SIGN_IN_LIMIT,
        "/sign-up/email": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 3 },
        "/request-password-reset": { window: 600, max: 5 },
        "/reset-password": { window: 600, max: 10 },
      },
    },
    plugins: [
      organization(),
      // An authenticator app's codes and ten recovery codes, asked at sign-in once on
      // (docs/decisions/280-two-factor-sign-in.md).
      twoFactor({ issuer: config.productName, backupCodeOptions: { amount: 10, storeBackupCodes: "encrypted" } }),
      // WebAuthn passkeys, bound to PUBLIC_URL's host and origin (docs/decisions/282-passkeys.md).
      passkey({ rpID: new URL(config.publicUrl).hostname, rpName: config.productName, origin: new URL(config.publicUrl).origin }),
      // Last: its hook must see what two-factor's left of a sign-in (sign-in-audit.ts).
      signInAudit(db),
    ],
    databaseHooks: {
      // The sample survey's owner never signs in: no password set by a reset, no linked provider, no session.
      account: { create: { before: async (account) => (isSampleOwner(account.userId) ? false : undefined) } },
      session: { create: { before: async (session) => (isSampleOwner(session.userId) ? false : undefined) } },
      user: {
        create: {
          // Sign-up forms are checked by our rule (auth-routes.ts); a provider's profile is made to fit it.
          before: async (user) => ({ data: { ...user, name: toUserName(user.name) } }),
          after: async (user, context) => {
            // Mail goes out in the language the browser asked for at sign-up, until the user picks one.
            await setUpNewUser(db, user, config.productName, now(), preferredLanguage(context?.headers));
          },
        },
        update: {
          before: async (user) => ({ data: typeof user.name === "string" ? { ...user, name: toUserName(user.name) } : user }),
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        // A database outage reaches the request's error reply too, which logs it as a warning.
        const outage = args.some((arg) => findDatabaseUnavailable(arg));
        const fn = level === "error" && !outage ? logger.error : level === "warn" || outage ? logger.warn : logger.debug;
        fn.call(logger, { source: "auth", args: args.map((arg) => (arg instanceof Error ? serializeError(arg) : arg)) }, message);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
