import path from "node:path";
import { BILLING_PROVIDERS } from "@sondar/core/plans/billing-replies";
import { z } from "zod";
import { isLoopbackHostname } from "../lib/is-loopback";
import { REPO_ROOT } from "../lib/server-root";

const blankAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const optionalUrl = z.preprocess(blankAsUndefined, z.url().optional());

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** Every environment variable the server reads, with its default. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    PUBLIC_URL: optionalUrl,
    DATABASE_URL: optionalUrl,
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    PRODUCT_NAME: z.string().trim().min(1).default("Sondar"),
    SUPPORT_EMAIL: z.email().default("support@sondar.local"),
    MAIL_FROM: optionalText,
    SMTP_URL: optionalUrl,
    // How long a mail's send attempt holds its outbox row before a sweep may try it again (docs/decisions/285-mail-outbox.md).
    MAIL_SEND_LEASE_SECONDS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(86_400).default(300)),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    CHAT_WIDGET_URL: optionalUrl,
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    DEV_MAILBOX: booleanFlag,
    WEB_DIST_DIR: optionalText,
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalText,
    AI_MODEL: z.preprocess(blankAsUndefined, z.string().trim().min(1).max(200).default("gpt-4o-mini")),
    S3_BUCKET: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be 3 to 63 lowercase letters, digits, dots or hyphens")
        .optional(),
    ),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.preprocess(blankAsUndefined, z.string().trim().min(1).default("us-east-1")),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFlag,
    PUBLIC_SUBMIT_LIMIT_PER_MINUTE: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(10_000_000).default(60)),
    PUBLIC_PARTIAL_LIMIT_PER_MINUTE: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(10_000_000).default(120)),
    // The spam shield's minimum time from opening a survey to submitting it; 0 turns the check off
    // (docs/decisions/236-spam-shield.md).
    SPAM_MIN_ANSWER_SECONDS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(3600).default(3)),
    API_RATE_LIMIT_PER_MINUTE: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(10_000_000).default(100)),
    BILLING_PROVIDER: z.preprocess(blankAsUndefined, z.enum(BILLING_PROVIDERS).optional()),
    STRIPE_SECRET_KEY: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^(sk|rk)_/, "must start with sk_ or rk_")
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^whsec_/, "must start with whsec_")
        .optional(),
    ),
    STRIPE_PRICE_MONTHLY: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^price_/, "must be a price id (price_…)")
        .optional(),
    ),
    STRIPE_PRICE_YEARLY: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^price_/, "must be a price id (price_…)")
        .optional(),
    ),
    STRIPE_API_URL: optionalUrl,
    CHARGEBEE_SITE: z.preprocess(
      blankAsUndefined,
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]*$/, "must be the site name only (lowercase letters, digits, hyphens), without .chargebee.com")
        .optional(),
    ),
    CHARGEBEE_API_KEY: optionalText,
    CHARGEBEE_WEBHOOK_USERNAME: optionalText,
    CHARGEBEE_WEBHOOK_PASSWORD: z.preprocess(blankAsUndefined, z.string().min(12, "must be at least 12 characters").optional()),
    CHARGEBEE_API_URL: optionalUrl,
    DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
      blankAsUndefined,
      z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    ),
    DATABASE_CONNECT_TIMEOUT_MS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(100).max(600_000).default(5_000)),
    RESPONDENT_WRITE_DEADLINE_MS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(100).max(600_000).default(10_000)),
    WEBHOOK_ALLOW_PRIVATE_TARGETS: booleanFlag,
    WEBHOOK_TIMEOUT_MS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(100).max(60_000).default(10_000)),
    // GET /metrics answers only a scraper sending it as a bearer token; unset, /metrics is a 404
    // (docs/decisions/269-metrics.md).
    METRICS_TOKEN: z.preprocess(blankAsUndefined, z.string().trim().min(16, "must be at least 16 characters").optional()),
    // On SIGTERM, how long requests and jobs in hand may take to finish before the process ends
    // anyway (docs/decisions/270-graceful-shutdown.md).
    SHUTDOWN_GRACE_MS: z.preprocess(blankAsUndefined, z.coerce.number().int().min(0).max(600_000).default(10_000)),
  })
  .superRefine((env, ctx) => {
    if (!!env.GOOGLE_CLIENT_ID !== !!env.GOOGLE_CLIENT_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: [env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"],
        message: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
      });
    }
    if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: "custom",
        path: [env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      });
    }
    // Without a bucket uploads stay on local disk; S3 settings alone are almost surely a typo.
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required when other S3_* variables are set" });
    }
    if (!!env.AI_BASE_URL !== !!env.AI_API_KEY) {
      ctx.addIssue({
        code: "custom",
        path: [env.AI_BASE_URL ? "AI_API_KEY" : "AI_BASE_URL"],
        message: "AI_BASE_URL and AI_API_KEY must be set together",
      });
    }
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production" });
    }
    if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
      ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required in production" });
    }
    if (env.DEV_MAILBOX && env.PUBLIC_URL && !isLoopbackUrl(env.PUBLIC_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["DEV_MAILBOX"],
        message:
          "can only be on with an http://localhost (loopback) PUBLIC_URL: it shows every account's mail, reset links included",
      });
    }
    checkBillingEnv(env, ctx);
  });

/** An http address of this machine: the only kind of PUBLIC_URL under which the dev mailbox opens. */
function isLoopbackUrl(url: string): boolean {
  const parsed = new URL(url);
  return parsed.protocol === "http:" && isLoopbackHostname(parsed.hostname);
}

/**
 * Origins whose browser requests may change state (same-origin check and the auth library): the
 * PUBLIC_URL's; without one, each loopback name on our port, so the app works at 127.0.0.1 too.
 */
function trustedOriginsFor(publicUrl: string | undefined, port: number): string[] {
  if (publicUrl) return [new URL(publicUrl).origin];
  return ["localhost", "127.0.0.1", "[::1]"].map((host) => `http://${host}:${port}`);
}

const BILLING_VARIABLES = {
  stripe: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_YEARLY"],
  chargebee: ["CHARGEBEE_SITE", "CHARGEBEE_API_KEY", "CHARGEBEE_WEBHOOK_USERNAME", "CHARGEBEE_WEBHOOK_PASSWORD"],
} as const;

/** The chosen billing provider's variables are all required (docs/decisions/060-billing-providers.md). */
function checkBillingEnv(env: Record<string, unknown>, ctx: z.RefinementCtx) {
  const provider = env.BILLING_PROVIDER as string | undefined;
  // The local provider hands out Pro for nothing: production must choose it on purpose.
  if (env.NODE_ENV === "production" && !provider) {
    ctx.addIssue({
      code: "custom",
      path: ["BILLING_PROVIDER"],
      message: "is required in production (local, stripe or chargebee)",
    });
  }
  if (provider !== "stripe" && provider !== "chargebee") return;
  for (const name of BILLING_VARIABLES[provider]) {
    if (!env[name]) ctx.addIssue({ code: "custom", path: [name], message: `is required when BILLING_PROVIDER is ${provider}` });
  }
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  productName: string;
  supportEmail: string;
  mailFrom: string;
  smtpUrl: string | undefined;
  /** Seconds a mail's send attempt holds its outbox row; longer than an SMTP attempt can take (smtp-mail.ts). */
  mailSendLeaseSeconds: number;
  google: { clientId: string; clientSecret: string } | undefined;
  chatWidgetUrl: string | undefined;
  trustProxyHops: number;
  logLevel: string;
  /** Origins allowed to send state-changing requests (see trustedOriginsFor). */
  trustedOrigins: string[];
  /**
   * The /dev/mailbox page: on when mail goes to the outbox and PUBLIC_URL is an http loopback
   * address, never in production; it answers only requests from this machine (mailbox-routes.ts).
   */
  devMailbox: boolean;
  webDistDir: string;
  localesDir: string;
  /** Set when AI_BASE_URL and AI_API_KEY are: an OpenAI-compatible provider instead of the local generator. */
  ai: AiProviderConfig | undefined;
  /** Where uploads go without S3: `<DATA_DIR>/uploads`. */
  uploadsDir: string;
  /** Set when S3_BUCKET is: uploads go to that bucket instead of the local disk. */
  s3: S3Config | undefined;
  /** Per client address and minute on the public survey API. */
  publicLimits: { submitPerMinute: number; partialPerMinute: number };
  /** Milliseconds from opening a survey before its submit is taken; 0: no minimum (docs/decisions/236-spam-shield.md). */
  spamMinAnswerMs: number;
  /** Requests one API key may make to /api/v1 per minute (docs/decisions/193-api-rate-limit.md). */
  apiRateLimitPerMinute: number;
  /** BILLING_PROVIDER and its settings (docs/product/billing.md). */
  billing: BillingConfig;
  /** PostgreSQL only: how long a statement, and opening or waiting for a connection, may take. */
  databaseTimeouts: { statementMs: number; connectMs: number };
  /** A respondent's submit or partial save is answered within this long, else 503 (lean-json-route.ts). */
  respondentWriteDeadlineMs: number;
  /**
   * Outgoing webhook deliveries (docs/product/webhooks.md): each attempt's time limit, and whether
   * they may reach loopback, private and link-local addresses (off unless the operator says so).
   */
  webhooks: { timeoutMs: number; allowPrivateTargets: boolean };
  /** The bearer token GET /metrics requires; undefined: no /metrics (docs/decisions/269-metrics.md). */
  metricsToken: string | undefined;
  /** How long a SIGTERM waits for requests and jobs in hand (docs/decisions/270-graceful-shutdown.md). */
  shutdownGraceMs: number;
}

export type BillingConfig =
  | { provider: "local" }
  | {
      provider: "stripe";
      secretKey: string;
      webhookSecret: string;
      prices: { monthly: string; yearly: string };
      /** Another API address (a mock on loopback); unset means Stripe's. */
      apiUrl: string | undefined;
    }
  | {
      provider: "chargebee";
      site: string;
      apiKey: string;
      webhookAuth: { username: string; password: string };
      /** Another API address (a mock on loopback); unset means {site}.chargebee.com. */
      apiUrl: string | undefined;
    };

export interface S3Config {
  bucket: string;
  /** For S3-compatible stores; unset means AWS. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's default chain (environment, instance role…). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface AiProviderConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

/** Reads and checks the environment; each bad value gives one line naming the variable. */
export function loadConfig(env: Record<string, string | undefined>): ConfigResult {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? "environment");
        const value = env[name];
        const shown = value === undefined ? "" : ` (got "${/SECRET|KEY|PASSWORD/.test(name) ? "***" : value}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    };
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    ok: true,
    config: {
      env: e.NODE_ENV,
      port: e.PORT,
      host: e.HOST,
      dataDir: path.resolve(e.DATA_DIR),
      publicUrl,
      databaseUrl: e.DATABASE_URL,
      authSecret: e.AUTH_SECRET,
      productName: e.PRODUCT_NAME,
      supportEmail: e.SUPPORT_EMAIL,
      mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
      smtpUrl: e.SMTP_URL,
      mailSendLeaseSeconds: e.MAIL_SEND_LEASE_SECONDS,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
          : undefined,
      chatWidgetUrl: e.CHAT_WIDGET_URL,
      trustProxyHops: e.TRUST_PROXY_HOPS,
      logLevel: e.LOG_LEVEL,
      trustedOrigins: trustedOriginsFor(e.PUBLIC_URL, e.PORT),
      devMailbox:
        e.NODE_ENV !== "production" &&
        !e.SMTP_URL &&
        isLoopbackUrl(publicUrl) &&
        (env.DEV_MAILBOX === undefined || e.DEV_MAILBOX),
      webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(REPO_ROOT, "apps/web/dist")),
      localesDir: path.join(REPO_ROOT, "apps/web/locales"),
      ai: e.AI_BASE_URL && e.AI_API_KEY ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL } : undefined,
      uploadsDir: path.join(path.resolve(e.DATA_DIR), "uploads"),
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            credentials:
              e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : undefined,
      publicLimits: { submitPerMinute: e.PUBLIC_SUBMIT_LIMIT_PER_MINUTE, partialPerMinute: e.PUBLIC_PARTIAL_LIMIT_PER_MINUTE },
      spamMinAnswerMs: e.SPAM_MIN_ANSWER_SECONDS * 1000,
      apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
      billing: billingConfig(e),
      databaseTimeouts: { statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS, connectMs: e.DATABASE_CONNECT_TIMEOUT_MS },
      respondentWriteDeadlineMs: e.RESPONDENT_WRITE_DEADLINE_MS,
      webhooks: { timeoutMs: e.WEBHOOK_TIMEOUT_MS, allowPrivateTargets: e.WEBHOOK_ALLOW_PRIVATE_TARGETS },
      metricsToken: e.METRICS_TOKEN,
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    },
  };
}

/** The billing settings of an environment that passed the schema (so the chosen provider's variables are set). */
function billingConfig(e: z.output<typeof envSchema>): BillingConfig {
  if (e.BILLING_PROVIDER === "stripe") {
    return {
      provider: "stripe",
      secretKey: e.STRIPE_SECRET_KEY as string,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
      prices: { monthly: e.STRIPE_PRICE_MONTHLY as string, yearly: e.STRIPE_PRICE_YEARLY as string },
      apiUrl: e.STRIPE_API_URL,
    };
  }
  if (e.BILLING_PROVIDER === "chargebee") {
    return {
      provider: "chargebee",
      site: e.CHARGEBEE_SITE as string,
      apiKey: e.CHARGEBEE_API_KEY as string,
      webhookAuth: { username: e.CHARGEBEE_WEBHOOK_USERNAME as string, password: e.CHARGEBEE_WEBHOOK_PASSWORD as string },
      apiUrl: e.CHARGEBEE_API_URL,
    };
  }
  return { provider: "local" };
}
