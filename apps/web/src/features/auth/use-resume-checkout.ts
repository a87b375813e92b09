import type { BillingPeriod } from "@sondar/core/plans/plans";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ApiError } from "../../lib/api-client";
import { startCheckout } from "../../lib/billing-api";
import { goTo } from "../../lib/go-to";
import { describeApiError } from "../../lib/describe-api-error";
import { clearPendingCheckout } from "../../lib/pending-checkout";
import { showToast } from "../../lib/toast-store";

/**
 * Once the visitor who chose a plan with 'Get started' is signed in (after verifying their e-mail,
 * or signing in instead), checkout for that plan starts; it is tried once. A failure leads to
 * /billing, where the plans are offered again (docs/decisions/071-get-started-checkout.md).
 * True from then on: the page is about to be left.
 */
export function useResumeCheckout(plan: BillingPeriod | null): boolean {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);
  const [resuming, setResuming] = useState(false);
  useEffect(() => {
    if (!plan || started.current) return;
    started.current = true;
    setResuming(true);
    clearPendingCheckout();
    startCheckout(plan)
      .then(goTo)
      .catch((error: unknown) => {
        if (!(error instanceof ApiError && error.code === "ALREADY_SUBSCRIBED")) {
          showToast({
            type: "error",
            title: t("billing.toasts.checkoutFailedTitle"),
            message: describeApiError(error, t, t("billing.toasts.checkoutFailed")),
          });
        }
        void navigate("/billing", { replace: true });
      });
  }, [plan, navigate, t]);
  return resuming || plan !== null;
}
