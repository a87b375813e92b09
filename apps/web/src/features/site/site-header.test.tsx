import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderAt, setUpScreenTests, stubApi } from "../../lib/test-app";
import DocsPage from "./docs/docs-page";

setUpScreenTests();
beforeEach(() => {
  stubApi(() => undefined);
});

describe("the public pages' menu on small screens", () => {
  it("opens the site's pages and sign-in, marks the page shown, and closes on Escape with the focus back on its button", () => {
    renderAt(<DocsPage sections={[]} />, "/docs");
    const banner = screen.getByRole("banner");
    within(banner).getByRole("button", { name: "Change language: EN" });
    within(banner).getByRole("button", { name: "Change theme" });
    const button = within(banner).getByRole("button", { name: "Open menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-label")).toBe("Close menu");
    const menu = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(menu?.hidden).toBe(false);
    const links = within(menu as HTMLElement).getAllByRole("link");
    expect(links.slice(0, 5).map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Blog", "/blog"],
      ["Documentation", "/docs"],
      ["Support", "/support"],
      ["Contact", "/contact"],
      ["Sign in", "/login?lang=en"],
    ]);
    // On a phone the page's own actions are in the menu too.
    expect(
      within(menu as HTMLElement)
        .getByRole("link", { name: "Get started" })
        .getAttribute("href"),
    ).toBe("/register?lang=en");
    expect(
      within(menu as HTMLElement)
        .getByRole("link", { name: "Documentation" })
        .getAttribute("aria-current"),
    ).toBe("page");

    links[2]?.focus();
    fireEvent.keyDown(links[2] as HTMLElement, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(menu?.hidden).toBe(true);
    expect(document.activeElement).toBe(button);
  });
});
