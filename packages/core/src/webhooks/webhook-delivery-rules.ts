/**
 * When a webhook delivery is tried again, and when an endpoint that keeps failing is switched off
 * (docs/decisions/182-webhook-retries-and-disabling.md). Pure: the server's delivery job and the
 * docs read the same numbers.
 */

/** Waits after each failed attempt: 15 s, then ×4 up to 12 h; the last try ends past 24 h. */
const FIRST_DELAY_SECONDS = 15;
const DELAY_FACTOR = 4;
const MAX_DELAY_SECONDS = 12 * 60 * 60;

/** Attempts of one delivery in all, the first included. */
export const WEBHOOK_MAX_ATTEMPTS = 9;

/** Seconds to wait after failed attempt `attempt` (1-based) before the next; null when it was the last. */
export function webhookRetryDelaySeconds(attempt: number): number | null {
  if (attempt >= WEBHOOK_MAX_ATTEMPTS) return null;
  return Math.min(FIRST_DELAY_SECONDS * DELAY_FACTOR ** (attempt - 1), MAX_DELAY_SECONDS);
}

/** Seconds from the first attempt to the last, when every one fails. */
export function webhookRetryWindowSeconds(): number {
  let total = 0;
  for (let attempt = 1; attempt < WEBHOOK_MAX_ATTEMPTS; attempt += 1) total += webhookRetryDelaySeconds(attempt) ?? 0;
  return total;
}

/**
 * Whether a receiver's answer is worth another try: no answer at all (network error, time limit:
 * `status` null), 408, 429 and 5xx. Any other non-2xx answer says the request itself was refused;
 * sending it again would only be refused again.
 */
export function isRetryableWebhookStatus(status: number | null): boolean {
  return status === null || status === 408 || status === 429 || status >= 500;
}

export function isSuccessfulWebhookStatus(status: number | null): boolean {
  return status !== null && status >= 200 && status < 300;
}

/** An endpoint is switched off after this many failed attempts in a row… */
export const WEBHOOK_DISABLE_AFTER_FAILURES = 15;
/** …spread over at least this long since its last success, so one bad hour never switches it off. */
export const WEBHOOK_DISABLE_AFTER_SECONDS = 24 * 60 * 60;

/** Whether an endpoint failing since `failingSince` with `consecutiveFailures` in a row is switched off. */
export function shouldDisableWebhookEndpoint(input: {
  consecutiveFailures: number;
  failingSince: Date | null;
  now: Date;
}): boolean {
  if (!input.failingSince || input.consecutiveFailures < WEBHOOK_DISABLE_AFTER_FAILURES) return false;
  return input.now.getTime() - input.failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_SECONDS * 1000;
}

/** Characters of a receiver's answer kept for the delivery log. */
export const WEBHOOK_RESPONSE_EXCERPT_LENGTH = 500;
