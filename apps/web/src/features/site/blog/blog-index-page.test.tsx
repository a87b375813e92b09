import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderAt, setUpScreenTests, stubApi } from "../../../lib/test-app";
import { ARTICLES } from "./articles";
import BlogIndexPage from "./blog-index-page";

setUpScreenTests();
beforeEach(() => {
  stubApi(() => undefined);
});

const filter = () => screen.getByRole("group", { name: "Filter articles by category" });
const cardTitles = () => screen.getAllByRole("listitem").map((item) => within(item).getByRole("heading").textContent);

describe("blog index", () => {
  it("shows the featured article under All and every other article as a card", () => {
    renderAt(<BlogIndexPage />, "/blog");
    expect(
      within(filter())
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([
      "All",
      "Best Practices",
      "Engagement",
      "Design",
      "Customer Research",
      "HR & Workplace",
      "Data Quality",
      "Analytics",
      "Strategy",
      "Technology",
    ]);
    expect(screen.getByText("Featured")).toBeTruthy();
    const featured = ARTICLES.find((article) => article.featured);
    expect(cardTitles()).toHaveLength(10);
    expect(cardTitles()).not.toContain(featured?.title);
    expect(screen.getAllByRole("link", { name: /^Read More/ })).toHaveLength(11);
    expect(screen.getByRole("link", { name: "Read More: The Practical Guide to NPS Surveys" }).getAttribute("href")).toBe(
      "/blog/nps-surveys-guide",
    );
  });

  it("filters by category, without the featured block", () => {
    renderAt(<BlogIndexPage />, "/blog");
    fireEvent.click(within(filter()).getByRole("button", { name: "Best Practices" }));
    expect(within(filter()).getByRole("button", { name: "Best Practices" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByText("Featured")).toBeNull();
    expect(cardTitles()).toEqual([
      "Writing Unbiased Survey Questions",
      "How Long Should a Survey Be? Length and Completion Rates",
    ]);
    fireEvent.click(within(filter()).getByRole("button", { name: "Technology" }));
    expect(cardTitles()).toEqual(["AI-Powered Survey Analysis: What It Does Well and How to Check It"]);
  });
});
