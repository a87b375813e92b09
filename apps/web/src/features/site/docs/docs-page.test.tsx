import { readFileSync } from "node:fs";
import path from "node:path";
import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { parseDocs } from "../../../site/load-docs";
import { renderAt, setUpScreenTests, stubApi } from "../../../lib/test-app";
import DocsPage from "./docs-page";

setUpScreenTests();
beforeEach(() => {
  stubApi(() => undefined);
});

const SECTIONS = parseDocs(readFileSync(path.join(import.meta.dirname, "../../../../content/docs/en.md"), "utf8"), {
  productName: "Sondar",
  supportEmail: "support@sondar.local",
  publicUrl: "http://localhost:3000",
});
/** The topics' buttons: those that open and close in the page's main part (the header has its own). */
const topicButtons = () => {
  const main = within(screen.getByRole("main"));
  return main.getAllByRole("button", { expanded: false }).concat(main.queryAllByRole("button", { expanded: true }));
};
const search = (value: string) =>
  fireEvent.change(screen.getByRole("searchbox", { name: "Search the documentation" }), { target: { value } });

describe("documentation page", () => {
  it("keeps one topic open at a time, and a second click closes it", () => {
    renderAt(<DocsPage sections={SECTIONS} />, "/docs");
    expect(topicButtons()).toHaveLength(15);
    const branching = screen.getByRole("button", { name: /Branching logic/ });
    const exports = screen.getByRole("button", { name: /Collect and export responses/ });
    fireEvent.click(branching);
    expect(branching.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("region", { name: /Branching logic/ }).textContent).toMatch(/Rules are\s+tried in order/);
    fireEvent.click(exports);
    expect(exports.getAttribute("aria-expanded")).toBe("true");
    expect(branching.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("region", { name: /Branching logic/ })).toBeNull();
    fireEvent.click(exports);
    expect(exports.getAttribute("aria-expanded")).toBe("false");
  });

  it("searches titles, descriptions and text, without regard to case, and says when nothing matches", () => {
    renderAt(<DocsPage sections={SECTIONS} />, "/docs");
    expect(screen.getByRole("heading", { name: "Quick start" })).toBeTruthy();
    search("excel");
    expect(topicButtons().map((button) => button.querySelector("span span")?.textContent)).toEqual([
      "Collect and export responses",
    ]);
    expect(screen.queryByRole("heading", { name: "Quick start" })).toBeNull();
    search("six images");
    expect(topicButtons().map((button) => button.querySelector("span span")?.textContent)).toEqual([
      "Questions and question types",
    ]);
    // What is written as code is searched too.
    search("STANDARDWEBHOOKS");
    expect(topicButtons().map((button) => button.querySelector("span span")?.textContent)).toEqual([
      "Verify webhooks; Zapier, Make and n8n",
    ]);
    search("xylophone");
    expect(screen.getByText("No topics match “xylophone”. Try other words.").getAttribute("role")).toBe("status");
  });

  it("shows the sharing addresses on the server's address, built as the app builds them", async () => {
    renderAt(<DocsPage sections={SECTIONS} />, "/docs");
    expect(await screen.findByText("http://localhost:3000/survey/8f3kq2m7x1pz")).toBeTruthy();
    expect(screen.getByText("http://localhost:3000/s/8f3kq2m7x1pz")).toBeTruthy();
    expect(screen.getByText("http://localhost:3000/embed/survey/8f3kq2m7x1pz")).toBeTruthy();
    expect(screen.getByText(/^<iframe src="http:\/\/localhost:3000\/embed\/survey\/8f3kq2m7x1pz"/)).toBeTruthy();
  });
});
