import type { BillingPeriod } from "@sondar/core/plans/plans";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { billingKey, openBillingPortal, startCheckout } from "../../lib/billing-api";
import { goTo } from "../../lib/go-to";
import { describeApiError } from "../../lib/describe-api-error";
import { showToast } from "../../lib/toast-store";

export type BillingActionTarget = BillingPeriod | "portal";

/**
 * The screen's two ways out: checkout for a plan and the customer portal, both on the provider's
 * page in this tab (it returns to /billing). One runs at a time; a failure says why in a toast.
 */
export function useBillingActions() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [pending, setPending] = useState<BillingActionTarget | null>(null);

  async function run(target: BillingActionTarget) {
    if (pending) return;
    setPending(target);
    try {
      goTo(target === "portal" ? await openBillingPortal() : await startCheckout(target));
      // The page is being left, so the buttons stay busy.
    } catch (error) {
      setPending(null);
      const isPortal = target === "portal";
      showToast({
        type: "error",
        title: isPortal ? t("billing.toasts.portalFailedTitle") : t("billing.toasts.checkoutFailedTitle"),
        message: describeApiError(error, t, isPortal ? t("billing.toasts.portalFailed") : t("billing.toasts.checkoutFailed")),
      });
      // The refusal may come from a state this screen has not seen yet (paid in another tab).
      void client.invalidateQueries({ queryKey: billingKey });
    }
  }

  return {
    pending,
    checkout: (plan: BillingPeriod) => void run(plan),
    openPortal: () => void run("portal"),
  };
}

export type BillingActions = ReturnType<typeof useBillingActions>;
