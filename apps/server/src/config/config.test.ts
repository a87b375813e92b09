import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("runs everything locally with nothing set", () => {
    const result = loadConfig({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      port: 3000,
      publicUrl: "http://localhost:3000",
      databaseUrl: undefined,
      smtpUrl: undefined,
      google: undefined,
      devMailbox: true,
      productName: "Sondar",
      supportEmail: "support@sondar.local",
    });
    expect(result.config.dataDir).toMatch(/\/data$/);
  });

  it("gives one line per bad value, naming the variable", () => {
    const result = loadConfig({ PORT: "eighty", DATABASE_URL: "not a url", AUTH_SECRET: "short" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toHaveLength(3);
    expect(result.errors.find((l) => l.startsWith("PORT:"))).toContain('(got "eighty")');
    expect(result.errors.some((l) => l.startsWith("DATABASE_URL:"))).toBe(true);
    // Secrets are never echoed back.
    expect(result.errors.find((l) => l.startsWith("AUTH_SECRET:"))).toContain("***");
  });

  it("needs both Google credentials or neither", () => {
    const result = loadConfig({ GOOGLE_CLIENT_ID: "id-only" });
    expect(result.ok ? [] : result.errors).toEqual([
      "GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    ]);
    const both = loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
    expect(both.ok && both.config.google).toEqual({ clientId: "id", clientSecret: "secret" });
  });

  it("requires a secret, a public URL and a billing provider in production and turns the mailbox off", () => {
    const bad = loadConfig({ NODE_ENV: "production" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((l) => l.split(":")[0]).sort()).toEqual(["AUTH_SECRET", "BILLING_PROVIDER", "PUBLIC_URL"]);

    const good = loadConfig({
      NODE_ENV: "production",
      AUTH_SECRET: "x".repeat(32),
      PUBLIC_URL: "https://sondar.example/",
      BILLING_PROVIDER: "local",
    });
    expect(good.ok && good.config.devMailbox).toBe(false);
    expect(good.ok && good.config.publicUrl).toBe("https://sondar.example");
  });

  it("opens the mailbox only under an http loopback PUBLIC_URL, and refuses to force it open elsewhere", () => {
    for (const url of ["http://127.0.0.1:3000", "http://[::1]:8080", "http://localhost:3000/"]) {
      const local = loadConfig({ PUBLIC_URL: url });
      expect(local.ok && local.config.devMailbox, url).toBe(true);
    }
    for (const url of ["https://localhost:3000", "http://sondar.example", "https://sondar.example", "http://192.168.1.20:3000"]) {
      const remote = loadConfig({ PUBLIC_URL: url });
      expect(remote.ok && remote.config.devMailbox, url).toBe(false);
      const forced = loadConfig({ PUBLIC_URL: url, DEV_MAILBOX: "true" });
      expect(forced.ok ? [] : forced.errors.map((l) => l.split(":")[0]), url).toEqual(["DEV_MAILBOX"]);
    }
  });

  it("trusts the PUBLIC_URL's origin, or without one each loopback name on our port", () => {
    const unset = loadConfig({ PORT: "3123" });
    expect(unset.ok && unset.config.trustedOrigins).toEqual([
      "http://localhost:3123",
      "http://127.0.0.1:3123",
      "http://[::1]:3123",
    ]);
    const set = loadConfig({ PORT: "3123", PUBLIC_URL: "https://sondar.example/app/" });
    expect(set.ok && set.config.trustedOrigins).toEqual(["https://sondar.example"]);
  });

  it("turns the mailbox off when SMTP is configured or it is disabled", () => {
    const smtp = loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(smtp.ok && smtp.config.devMailbox).toBe(false);
    const off = loadConfig({ DEV_MAILBOX: "false" });
    expect(off.ok && off.config.devMailbox).toBe(false);
  });

  it("keeps webhooks off private addresses unless told, and refuses a malformed setting", () => {
    const byDefault = loadConfig({});
    expect(byDefault.ok && byDefault.config.webhooks).toEqual({ timeoutMs: 10_000, allowPrivateTargets: false });
    const allowed = loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", WEBHOOK_TIMEOUT_MS: "2500" });
    expect(allowed.ok && allowed.config.webhooks).toEqual({ timeoutMs: 2500, allowPrivateTargets: true });
    const bad = loadConfig({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "yes", WEBHOOK_TIMEOUT_MS: "5" });
    expect(bad.ok ? [] : bad.errors.map((line) => line.split(":")[0]).sort()).toEqual([
      "WEBHOOK_ALLOW_PRIVATE_TARGETS",
      "WEBHOOK_TIMEOUT_MS",
    ]);
  });

  it("bills locally by default outside production", () => {
    const result = loadConfig({});
    expect(result.ok && result.config.billing).toEqual({ provider: "local" });
  });

  it("names each missing or malformed variable of the chosen billing provider on its own line", () => {
    const stripe = loadConfig({ BILLING_PROVIDER: "stripe", STRIPE_SECRET_KEY: "pk_test_1", STRIPE_PRICE_MONTHLY: "price_1" });
    expect(stripe.ok ? [] : stripe.errors.sort()).toEqual(
      [
        'STRIPE_SECRET_KEY: must start with sk_ or rk_ (got "***")',
        "STRIPE_PRICE_YEARLY: is required when BILLING_PROVIDER is stripe",
        "STRIPE_WEBHOOK_SECRET: is required when BILLING_PROVIDER is stripe",
      ].sort(),
    );
    const chargebee = loadConfig({
      BILLING_PROVIDER: "chargebee",
      CHARGEBEE_SITE: "acme.chargebee.com",
      CHARGEBEE_API_KEY: "key",
      CHARGEBEE_WEBHOOK_USERNAME: "hook",
      CHARGEBEE_WEBHOOK_PASSWORD: "short",
    });
    expect(chargebee.ok ? [] : chargebee.errors.map((l) => l.replace(/ \(got.*$/, "")).sort()).toEqual([
      "CHARGEBEE_SITE: must be the site name only (lowercase letters, digits, hyphens), without .chargebee.com",
      "CHARGEBEE_WEBHOOK_PASSWORD: must be at least 12 characters",
    ]);
    expect(loadConfig({ BILLING_PROVIDER: "paypal" }).ok).toBe(false);
  });

  it("reads a complete provider's settings", () => {
    const result = loadConfig({
      BILLING_PROVIDER: "chargebee",
      CHARGEBEE_SITE: "acme-test",
      CHARGEBEE_API_KEY: "test_key",
      CHARGEBEE_WEBHOOK_USERNAME: "hook",
      CHARGEBEE_WEBHOOK_PASSWORD: "a-long-password",
    });
    expect(result.ok && result.config.billing).toEqual({
      provider: "chargebee",
      site: "acme-test",
      apiKey: "test_key",
      webhookAuth: { username: "hook", password: "a-long-password" },
      apiUrl: undefined,
    });
  });
});
