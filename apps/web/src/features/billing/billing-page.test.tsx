import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import type { Me } from "../../lib/session";
import BillingPage from "./billing-page";

let me: Me | null = null;
vi.mock("../../lib/session", () => ({ useSession: () => ({ data: me }) }));

beforeAll(() => {
  initTestI18n();
});
afterEach(cleanup);

function signedIn(status: string, entitlements: Partial<Me["entitlements"]> = {}): Me {
  return {
    user: { id: "u1", name: "Ana", email: "ana@example.com", emailVerified: true },
    entitlements: {
      canCreateSurveys: true,
      isTrialActive: status === "trial",
      trialDaysLeft: 5,
      ...entitlements,
    } as Me["entitlements"],
    subscription: { status, planName: "Sondar Pro", trialEnd: null, currentTermEnd: null },
  };
}

describe("billing page", () => {
  it("offers both Pro plans at their advertised prices during a trial", () => {
    me = signedIn("trial");
    render(<BillingPage />);
    expect(screen.getByRole("heading", { name: "Pro plans" })).toBeTruthy();
    screen.getByText("Pro Monthly: $19/month");
    screen.getByText("Pro Yearly: $15.83/month, billed $190 a year");
    screen.getByText("Save $38 a year");
  });

  it("offers them without a subscription too, and not to a paying customer", () => {
    me = { ...signedIn("trial"), subscription: null };
    render(<BillingPage />);
    screen.getByText("Pro Monthly: $19/month");
    cleanup();

    me = signedIn("active");
    render(<BillingPage />);
    expect(screen.queryByText("Pro Monthly: $19/month")).toBeNull();
    screen.getByText("Active Subscription");
  });
});
