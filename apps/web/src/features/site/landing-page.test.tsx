import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderAt, setUpScreenTests, stubApi } from "../../lib/test-app";
import LandingPage from "./landing-page";

setUpScreenTests();
beforeEach(() => {
  stubApi(() => undefined);
});

describe("landing page", () => {
  it("has every section: hero, six features, AI, pricing, three testimonials, call to action and footer", () => {
    renderAt(<LandingPage />, "/");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Surveys people finish. Answers you can act on.");
    const features = screen.getByRole("region", { name: "Everything you need to listen" });
    expect(
      within(features)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      "Survey builder",
      "Stunning design",
      "Real-time collection",
      "Secure and private",
      "Share anywhere",
      "AI powered",
    ]);
    const ai = screen.getByRole("region", { name: "Let AI write the first draft and read the answers" });
    expect(within(ai).getAllByRole("listitem").length).toBeGreaterThanOrEqual(5);
    within(ai).getByText("Summary");
    const pricing = screen.getByRole("region", { name: "Simple pricing" });
    within(pricing).getByRole("button", { name: "Monthly", pressed: true });
    within(pricing).getByRole("button", { name: "Yearly Save 20%", pressed: false });
    within(pricing).getByText("$19");
    const testimonials = screen.getByRole("region", { name: "What our customers say" });
    expect(within(testimonials).getAllByRole("figure")).toHaveLength(3);
    screen.getByRole("region", { name: "Start listening today" });
    const footer = screen.getByRole("navigation", { name: "Footer" });
    expect(
      within(footer)
        .getAllByRole("link")
        .map((a) => a.getAttribute("href")),
    ).toEqual(["/blog", "/docs", "/support", "/contact", "/typeform-alternative", "/privacy", "/terms"]);
  });

  it("links to the sample survey from the hero and the call to action", () => {
    renderAt(<LandingPage />, "/");
    const links = screen.getAllByRole("link", { name: "Try a sample survey" });
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["/survey/sondarsample?lang=en", "/survey/sondarsample?lang=en"]);
  });
});
