import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { goTo } from "../../lib/go-to";
import { apiError, json, renderAt, stubApi, setUpScreenTests } from "../../lib/test-app";
import ComparisonPage from "./comparison-page";
import LandingPage from "./landing-page";

vi.mock("../../lib/go-to", () => ({ goTo: vi.fn() }));
setUpScreenTests();
afterEach(() => {
  vi.restoreAllMocks();
});

/** The server answering POST /api/billing/checkout with `answer`. */
function serveCheckout(answer: (plan: string) => Response) {
  return stubApi((call) => (call.path === "/api/billing/checkout" ? answer((call.body as { plan: string }).plan) : undefined));
}
const toCheckout = (plan: string) => json(200, { url: `http://localhost:3000/billing/local/checkout?plan=${plan}` });
const pricing = () => screen.getByRole("region", { name: "Simple pricing" });

describe("landing 'Get started'", () => {
  it("starts checkout for the period the pricing toggle shows, from every 'Get started' on the page", async () => {
    const calls = serveCheckout(toCheckout);
    renderAt(<LandingPage />, "/");
    fireEvent.click(within(pricing()).getByRole("button", { name: "Get started" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("http://localhost:3000/billing/local/checkout?plan=monthly"));

    cleanup();
    renderAt(<LandingPage />, "/");
    fireEvent.click(within(pricing()).getByRole("button", { name: "Yearly Save 20%" }));
    within(pricing()).getByText("$15.83");
    within(pricing()).getByText("Save $38");
    fireEvent.click(within(screen.getByRole("banner")).getByRole("button", { name: "Get started" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("http://localhost:3000/billing/local/checkout?plan=yearly"));
    expect(calls.filter((c) => c.path === "/api/billing/checkout").map((c) => c.body)).toEqual([
      { plan: "monthly" },
      { plan: "yearly" },
    ]);
  });

  it("starts checkout for the chosen period from the closing call to action too", async () => {
    serveCheckout(toCheckout);
    renderAt(<LandingPage />, "/");
    fireEvent.click(within(pricing()).getByRole("button", { name: "Yearly Save 20%" }));
    const cta = screen.getByRole("region", { name: "Start listening today" });
    fireEvent.click(within(cta).getByRole("button", { name: "Get started" }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("http://localhost:3000/billing/local/checkout?plan=yearly"));
  });

  it("sends a visitor who is not signed in to sign-up first, with the plan", async () => {
    serveCheckout(() => apiError(401, "UNAUTHENTICATED", "User not authenticated"));
    renderAt(<LandingPage />, "/");
    fireEvent.click(within(pricing()).getByRole("button", { name: "Yearly Save 20%" }));
    fireEvent.click(within(pricing()).getByRole("button", { name: "Get started" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/register?plan=yearly&lang=en"));
    expect(goTo).not.toHaveBeenCalled();
  });

  it("sends a paying user to /billing, and any other failure to /login", async () => {
    serveCheckout(() => apiError(409, "ALREADY_SUBSCRIBED", "You already have a Pro subscription."));
    renderAt(<LandingPage />, "/");
    fireEvent.click(within(pricing()).getByRole("button", { name: "Get started" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/billing?lang=en"));

    cleanup();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    serveCheckout(() => apiError(502, "CHECKOUT_FAILED", "Failed to start checkout"));
    renderAt(<LandingPage />, "/");
    fireEvent.click(within(pricing()).getByRole("button", { name: "Get started" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login?lang=en"));
    expect(warn).toHaveBeenCalled();
  });
});

describe("comparison page 'Get Started'", () => {
  it("starts checkout for the yearly plan, from the hero and from the closing call to action", async () => {
    const calls = serveCheckout(toCheckout);
    renderAt(<ComparisonPage />, "/typeform-alternative");
    const buttons = screen.getAllByRole("button", { name: "Get Started" });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      cleanup();
      renderAt(<ComparisonPage />, "/typeform-alternative");
      fireEvent.click(screen.getAllByRole("button", { name: "Get Started" })[buttons.indexOf(button)] as HTMLElement);
      await waitFor(() => expect(goTo).toHaveBeenLastCalledWith("http://localhost:3000/billing/local/checkout?plan=yearly"));
    }
    expect(calls.filter((c) => c.path === "/api/billing/checkout").map((c) => c.body)).toEqual([
      { plan: "yearly" },
      { plan: "yearly" },
    ]);
  });
});
