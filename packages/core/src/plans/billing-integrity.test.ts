import { describe, expect, it } from "vitest";
import { findBillingIntegrityProblem } from "./billing-integrity";

const customer = { id: "cus_1", email: "Ana@Example.com" };

describe("billing integrity", () => {
  it("accepts the user's own customer, subscription and invoices (e-mail compared without case)", () => {
    expect(
      findBillingIntegrityProblem({
        userEmail: "ana@example.com",
        customer,
        subscription: { customerId: "cus_1" },
        invoices: [{ customerId: "cus_1" }],
      }),
    ).toBeNull();
  });

  it("accepts a trial of our own: no customer, no invoices", () => {
    expect(
      findBillingIntegrityProblem({
        userEmail: "ana@example.com",
        customer: null,
        subscription: { customerId: null },
        invoices: [],
      }),
    ).toBeNull();
  });

  it("refuses data without the signed-in user's e-mail", () => {
    expect(findBillingIntegrityProblem({ userEmail: " ", customer, subscription: null, invoices: [] })).toBe("missing_user");
  });

  it("refuses a customer with another e-mail, or a subscription or invoice of another customer", () => {
    const base = { userEmail: "ana@example.com", customer, subscription: { customerId: "cus_1" }, invoices: [] };
    expect(findBillingIntegrityProblem({ ...base, customer: { id: "cus_1", email: "bob@example.com" } })).toBe(
      "customer_mismatch",
    );
    expect(findBillingIntegrityProblem({ ...base, subscription: { customerId: "cus_2" } })).toBe("customer_mismatch");
    expect(findBillingIntegrityProblem({ ...base, invoices: [{ customerId: "cus_1" }, { customerId: "cus_2" }] })).toBe(
      "customer_mismatch",
    );
    expect(findBillingIntegrityProblem({ ...base, customer: null })).toBe("customer_mismatch");
  });
});
