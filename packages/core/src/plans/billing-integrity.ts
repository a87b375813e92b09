/** Why billing data read from the provider is refused (docs/product/billing.md#integrity). */
export type BillingIntegrityProblem = "missing_user" | "customer_mismatch";

export interface BillingIntegrityInput {
  /** The signed-in user's e-mail. */
  userEmail: string | null | undefined;
  customer: { id: string; email: string } | null;
  subscription: { customerId: string | null } | null;
  invoices: { customerId: string | null }[];
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The first integrity problem in a user's billing data, or null: the customer's e-mail must be
 * the user's, and the subscription's and every invoice's customer must be that customer.
 */
export function findBillingIntegrityProblem(input: BillingIntegrityInput): BillingIntegrityProblem | null {
  const { userEmail, customer, subscription, invoices } = input;
  if (!userEmail?.trim()) return "missing_user";
  if (!customer) {
    // Without a customer nothing may claim one (a trial of our own has none).
    const claimsCustomer = !!subscription?.customerId || invoices.length > 0;
    return claimsCustomer ? "customer_mismatch" : null;
  }
  if (!sameEmail(customer.email, userEmail)) return "customer_mismatch";
  if (subscription?.customerId && subscription.customerId !== customer.id) return "customer_mismatch";
  if (invoices.some((invoice) => invoice.customerId !== customer.id)) return "customer_mismatch";
  return null;
}
