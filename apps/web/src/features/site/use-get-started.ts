import type { BillingPeriod } from "@sondar/core/plans/plans";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api-client";
import { goTo } from "../../lib/go-to";
import { useSitePath } from "./use-site-path";

/**
 * 'Get started' on the public pages: checkout for the chosen period; a visitor who is not signed
 * in signs up first (the plan rides along, and checkout follows verification); a paying user goes
 * to /billing; any other failure is logged and goes to /login (docs/decisions/071-get-started-checkout.md).
 */
export function useGetStarted() {
  const navigate = useNavigate();
  // The app opens in the page's language.
  const { appPathTo } = useSitePath();
  const [pending, setPending] = useState<BillingPeriod | null>(null);

  async function getStarted(plan: BillingPeriod) {
    setPending(plan);
    try {
      // Loaded on the click: the billing client brings the reply schemas, which the public pages
      // need for nothing else.
      const { startCheckout } = await import("../../lib/billing-api");
      // The page is left for checkout, so the button stays busy.
      goTo(await startCheckout(plan));
    } catch (error) {
      setPending(null);
      if (error instanceof ApiError && error.status === 401) return void navigate(appPathTo(`/register?plan=${plan}`));
      if (error instanceof ApiError && error.code === "ALREADY_SUBSCRIBED") return void navigate(appPathTo("/billing"));
      console.warn("Checkout could not start", error);
      void navigate(appPathTo("/login"));
    }
  }

  return { getStarted: (plan: BillingPeriod) => void getStarted(plan), pending };
}
