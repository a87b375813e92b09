import { describe, expect, it } from "vitest";
import {
  WEBHOOK_DISABLE_AFTER_FAILURES,
  WEBHOOK_MAX_ATTEMPTS,
  isRetryableWebhookStatus,
  shouldDisableWebhookEndpoint,
  webhookRetryDelaySeconds,
  webhookRetryWindowSeconds,
} from "./webhook-delivery-rules";

describe("webhook retries", () => {
  it("waits longer after each failure, and keeps trying for more than 24 hours", () => {
    const delays = Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, i) => webhookRetryDelaySeconds(i + 1) as number);
    for (let i = 1; i < delays.length; i += 1) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] as number);
    expect(delays[0]).toBe(15);
    expect(delays[1]).toBe(60);
    expect(webhookRetryWindowSeconds()).toBeGreaterThanOrEqual(24 * 60 * 60);
    expect(webhookRetryDelaySeconds(WEBHOOK_MAX_ATTEMPTS)).toBeNull();
  });

  it("retries network errors, time limits, 408, 429 and 5xx only", () => {
    expect([null, 408, 429, 500, 502, 503].every(isRetryableWebhookStatus)).toBe(true);
    expect([400, 401, 404, 410, 422].some(isRetryableWebhookStatus)).toBe(false);
  });

  it("switches an endpoint off only after many failures spread over a day", () => {
    const now = new Date("2026-01-02T12:00:00Z");
    const dayAgo = new Date("2026-01-01T12:00:00Z");
    const hourAgo = new Date("2026-01-02T11:00:00Z");
    const many = WEBHOOK_DISABLE_AFTER_FAILURES;
    expect(shouldDisableWebhookEndpoint({ consecutiveFailures: many, failingSince: dayAgo, now })).toBe(true);
    expect(shouldDisableWebhookEndpoint({ consecutiveFailures: many, failingSince: hourAgo, now })).toBe(false);
    expect(shouldDisableWebhookEndpoint({ consecutiveFailures: many - 1, failingSince: dayAgo, now })).toBe(false);
    expect(shouldDisableWebhookEndpoint({ consecutiveFailures: many, failingSince: null, now })).toBe(false);
  });
});
