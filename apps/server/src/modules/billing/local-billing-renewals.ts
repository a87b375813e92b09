import type { LocalBillingProvider } from "../../adapters/billing/local/local-billing";
import type { Logger } from "../../lib/logger";
import type { JobDefinition } from "../../jobs/create-job-runner";

export const LOCAL_BILLING_RENEWALS_JOB = "local-billing-renewals";

/** The local test-mode provider's own clock: renewals, declined renewals and ends as their dates come. */
export function createLocalBillingRenewalsJob(deps: { local: LocalBillingProvider; logger: Logger }): JobDefinition {
  return {
    name: LOCAL_BILLING_RENEWALS_JOB,
    cron: "* * * * *",
    singleton: true,
    retryLimit: 1,
    run: async () => {
      const settled = await deps.local.runDueRenewals();
      if (settled) deps.logger.info({ settled }, "local billing: subscriptions renewed or ended");
    },
  };
}
