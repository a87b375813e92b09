import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useAppConfig } from "../../lib/app-config";
import { showToast } from "../../lib/toast-store";

/** How long the screen keeps asking for the paid plan after checkout returns (the provider's event may come later). */
export const AWAIT_PAYMENT_MS = 30_000;

/**
 * Back from checkout, `?success=true` or `?cancelled=true` says how it went in a toast, once, and
 * leaves the address. After a success the screen is told to look again until the plan shows paid.
 */
export function useCheckoutReturn(): { awaitingPayment: boolean } {
  const { t } = useTranslation();
  const { productName } = useAppConfig();
  const [params, setParams] = useSearchParams();
  const [awaitingPayment, setAwaitingPayment] = useState(false);
  const handled = useRef(false);
  const success = params.get("success") === "true";
  const cancelled = params.get("cancelled") === "true";

  useEffect(() => {
    if ((!success && !cancelled) || handled.current) return;
    handled.current = true;
    if (success) {
      showToast({
        type: "success",
        title: t("billing.toasts.successTitle"),
        message: t("billing.toasts.success", { product: productName }),
      });
      setAwaitingPayment(true);
    } else {
      showToast({ type: "info", title: t("billing.toasts.cancelledTitle"), message: t("billing.toasts.cancelled") });
    }
    const next = new URLSearchParams(params);
    next.delete("success");
    next.delete("cancelled");
    setParams(next, { replace: true });
  }, [success, cancelled, params, setParams, t, productName]);

  useEffect(() => {
    if (!awaitingPayment) return;
    const timer = setTimeout(() => setAwaitingPayment(false), AWAIT_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [awaitingPayment]);

  return { awaitingPayment };
}
