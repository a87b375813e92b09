/** The part of a subscription record the entitlement rules read. */
export interface SubscriptionFacts {
  status: string;
  /** The billing provider's subscription id; trial records start with `trial_`. */
  providerSubscriptionId: string | null;
  trialEnd: Date | null;
  currentTermEnd: Date | null;
}

export const TRIAL_ID_PREFIX = "trial_";

export function isTrialStatus(status: string): boolean {
  return status === "trial" || status === "in_trial";
}
