import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OPEN_CHAT_EVENT } from "../../../lib/open-chat-widget";
import { APP_CONFIG, json, renderAt, setUpScreenTests, stubApi } from "../../../lib/test-app";
import SupportPage from "./support-page";

setUpScreenTests();

const questions = () => screen.getAllByRole("group").filter((element) => element.tagName === "DETAILS");
const categories = () => screen.getByRole("group", { name: "Help topics" });

describe("support page", () => {
  it("filters the ten questions by category and by words in the question or answer, and says when nothing matches", async () => {
    stubApi((call) => (call.path === "/api/health" ? json(200, { status: "ok" }) : undefined));
    renderAt(<SupportPage />, "/support");
    expect(questions()).toHaveLength(10);
    fireEvent.click(within(categories()).getByRole("button", { name: "Billing & Plans" }));
    expect(questions().map((item) => item.querySelector("summary")?.textContent)).toEqual([
      "How much does Sondar Pro cost?",
      "Can I cancel at any time?",
    ]);
    fireEvent.click(within(categories()).getByRole("button", { name: "All Topics" }));
    // Matches the answer, in any case.
    fireEvent.change(screen.getByRole("searchbox", { name: "Search help articles" }), { target: { value: "SPAM FOLDER" } });
    expect(questions().map((item) => item.querySelector("summary")?.textContent)).toEqual([
      "I didn't receive the verification e-mail. What should I do?",
    ]);
    fireEvent.click(within(categories()).getByRole("button", { name: "Billing & Plans" }));
    expect(screen.getByText("No results found")).toBeTruthy();
    expect(screen.getByText("Try adjusting your search or browse different categories")).toBeTruthy();
    expect(await screen.findByText("All Systems Operational")).toBeTruthy();
  });

  it("reports a failing health check, and 'Start Chat' leads to Contact without a chat widget", async () => {
    stubApi((call) => (call.path === "/api/health" ? json(503, { status: "error", failed: "write" }) : undefined));
    renderAt(<SupportPage />, "/support");
    expect(await screen.findByText("Some systems are having problems")).toBeTruthy();
    const chats = screen.getAllByRole("link", { name: "Start Chat" });
    expect(chats.map((link) => link.getAttribute("href"))).toEqual(["/contact", "/contact"]);
    expect(screen.getByRole("link", { name: "Sign In to Dashboard" }).getAttribute("href")).toBe("/login?lang=en");
  });

  it("'Start Chat' opens the chat widget when one is configured", async () => {
    stubApi((call) =>
      call.path === "/api/config"
        ? json(200, { ...APP_CONFIG, chatWidgetUrl: "https://chat.example/widget.js" })
        : call.path === "/api/health"
          ? json(200, { status: "ok" })
          : undefined,
    );
    let opened = 0;
    const listener = () => opened++;
    window.addEventListener(OPEN_CHAT_EVENT, listener);
    renderAt(<SupportPage />, "/support");
    const [chat] = await screen.findAllByRole("button", { name: "Start Chat" });
    fireEvent.click(chat as HTMLElement);
    expect(opened).toBe(1);
    window.removeEventListener(OPEN_CHAT_EVENT, listener);
  });
});
