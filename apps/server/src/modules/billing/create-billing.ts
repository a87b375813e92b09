import type { BillingAdapter } from "../../adapters/billing/billing-adapter";
import { createBillingAdapter } from "../../adapters/billing/create-billing-adapter";
import type { LocalBillingProvider } from "../../adapters/billing/local/local-billing";
import type { Config } from "../../config/config";
import type { Database } from "../../db/database";
import type { JobRunner } from "../../jobs/create-job-runner";
import type { Logger } from "../../lib/logger";
import { processBillingEvents, type BillingEventDeps } from "./process-billing-events";

/** What the billing services and routes share: the provider, and the one way its events reach our records. */
export interface Billing {
  db: Database;
  adapter: BillingAdapter & { local?: LocalBillingProvider };
  events: BillingEventDeps;
  publicUrl: string;
  logger: Logger;
  now: () => Date;
  /** The runner, once it exists (build-server.ts creates it after the app). */
  jobs: () => JobRunner;
}

/** Wires the configured billing provider to our event processing. */
export function createBilling(deps: {
  config: Config;
  db: Database;
  logger: Logger;
  now: () => Date;
  jobs: () => JobRunner;
}): Billing {
  const events: BillingEventDeps = {
    db: deps.db,
    logger: deps.logger,
    jobs: deps.jobs,
    productName: deps.config.productName,
    now: deps.now,
  };
  const adapter = createBillingAdapter(deps.config, {
    db: deps.db,
    now: deps.now,
    // The local provider's changes take the webhooks' path, inside its own transaction.
    emit: async (localEvents, tx) => void (await processBillingEvents(events, "local", localEvents, tx)),
  });
  return { db: deps.db, adapter, events, publicUrl: deps.config.publicUrl, logger: deps.logger, now: deps.now, jobs: deps.jobs };
}
