import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { goTo } from "../../lib/go-to";
import { getPendingCheckout, PENDING_CHECKOUT_MAX_AGE_MS, setPendingCheckout } from "../../lib/pending-checkout";
import { apiError, json, renderAt, sessionReply, stubApi, setUpScreenTests } from "../../lib/test-app";
import LoginPage from "./login-page";

vi.mock("../../lib/go-to", () => ({ goTo: vi.fn() }));
setUpScreenTests();

function serve(
  signedIn: boolean,
  checkout: (plan: string) => Response = (plan) => json(200, { url: `/billing/local/checkout?plan=${plan}` }),
) {
  return stubApi((call) => {
    if (call.path === "/api/session") return json(200, signedIn ? sessionReply() : { me: null });
    if (call.path === "/api/billing/checkout") return checkout((call.body as { plan: string }).plan);
    return undefined;
  });
}

describe("checkout after sign-up for a plan chosen on a public page", () => {
  it("sign-up keeps the chosen plan and says checkout follows", async () => {
    serve(false);
    renderAt(<LoginPage />, "/register?plan=yearly", { routePath: "/register" });
    await screen.findByText("You chose Pro Yearly. Checkout follows as soon as you are signed in.");
    expect(getPendingCheckout()).toBe("yearly");
  });

  it("back from the verification link, signed in: checkout for that plan starts, once", async () => {
    setPendingCheckout("yearly");
    const calls = serve(true);
    renderAt(<LoginPage />, "/login?verified=true", { routePath: "/login" });
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/billing/local/checkout?plan=yearly"));
    expect(calls.filter((c) => c.path === "/api/billing/checkout").map((c) => c.body)).toEqual([{ plan: "yearly" }]);
    expect(getPendingCheckout()).toBeNull();
    expect(screen.getByTestId("location").textContent).toBe("/login?verified=true");
  });

  it("a checkout that fails leads to /billing with the reason", async () => {
    setPendingCheckout("monthly");
    serve(true, () => apiError(502, "CHECKOUT_FAILED", "Failed to start checkout"));
    renderAt(<LoginPage />, "/login?verified=true", { routePath: "/login" });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/billing"));
    const toasts = screen.getByRole("region", { name: "Notifications" });
    within(toasts).getByText("Checkout Failed");
    within(toasts).getByText("Failed to start checkout");
    expect(goTo).not.toHaveBeenCalled();
  });

  it("a plan chosen more than a day ago is forgotten: the signed-in user goes to the dashboard", async () => {
    setPendingCheckout("yearly", Date.now() - PENDING_CHECKOUT_MAX_AGE_MS - 1000);
    const calls = serve(true);
    renderAt(<LoginPage />, "/login", { routePath: "/login" });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/dashboard"));
    expect(calls.some((c) => c.path === "/api/billing/checkout")).toBe(false);
  });
});
