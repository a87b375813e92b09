import type { Config } from "../../config/config";
import type { Database } from "../../db/database";
import type { BillingAdapter } from "./billing-adapter";
import { createChargebeeBilling } from "./chargebee/chargebee-billing";
import { createLocalBilling, type LocalBillingProvider, type LocalEventSink } from "./local/local-billing";
import { createStripeBilling } from "./stripe/stripe-billing";

/** The provider BILLING_PROVIDER names; the local one also exposes its test-mode controls. */
export function createBillingAdapter(
  config: Config,
  deps: { db: Database; now: () => Date; emit: LocalEventSink },
): BillingAdapter & { local?: LocalBillingProvider } {
  const { billing, productName } = config;
  switch (billing.provider) {
    case "stripe":
      return createStripeBilling(billing, { productName });
    case "chargebee":
      return createChargebeeBilling(billing, { productName });
    case "local":
      return createLocalBilling({ db: deps.db, publicUrl: config.publicUrl, productName, now: deps.now, emit: deps.emit });
  }
}
