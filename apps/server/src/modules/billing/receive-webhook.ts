import type { BillingProvider } from "@sondar/core/plans/billing-replies";
import type { WebhookRequest } from "../../adapters/billing/billing-adapter";
import { AppError } from "../../lib/app-error";
import type { Billing } from "./create-billing";
import { processBillingEvents } from "./process-billing-events";

/**
 * A provider's webhook: verified by the adapter (nothing is read from an unverified body), then
 * processed once per event id. Only the configured provider's endpoint answers.
 */
export async function receiveWebhook(billing: Billing, provider: BillingProvider, request: WebhookRequest) {
  const { adapter } = billing;
  if (adapter.provider !== provider || !adapter.readWebhook) throw new AppError("NOT_FOUND");
  const events = await adapter.readWebhook(request);
  return processBillingEvents(billing.events, provider, events);
}
