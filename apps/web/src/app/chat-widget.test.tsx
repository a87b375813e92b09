import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useAppConfig } from "../lib/app-config";
import { APP_CONFIG, json, renderAt, setUpScreenTests, stubApi } from "../lib/test-app";
import { ChatWidget } from "./chat-widget";

setUpScreenTests();
afterEach(() => {
  for (const script of document.querySelectorAll("script[data-chat-widget]")) script.remove();
});

const WIDGET = "https://chat.example.com/widget.js";
const widgetScripts = () => [...document.querySelectorAll<HTMLScriptElement>("script[data-chat-widget]")].map((s) => s.src);

/** Shows the config the page has read, so a test knows the widget has seen it too. */
function ConfigRead() {
  const { publicUrl } = useAppConfig();
  return publicUrl ? <p>config read</p> : null;
}

/** Renders the widget at `pathname` with the server's CHAT_WIDGET_URL set to `url`; resolves once the config is read. */
async function renderWidget(pathname: string, url: string | null) {
  stubApi((call) => (call.path === "/api/config" ? json(200, { ...APP_CONFIG, chatWidgetUrl: url }) : undefined));
  const { unmount } = renderAt(
    <>
      <ChatWidget pathname={pathname} />
      <ConfigRead />
    </>,
    pathname,
  );
  await screen.findByText("config read");
  unmount();
}

describe("support chat widget", () => {
  it("loads the configured script once on a page that may have it", async () => {
    await renderWidget("/support", WIDGET);
    expect(widgetScripts()).toEqual([WIDGET]);
    await renderWidget("/dashboard", WIDGET);
    expect(widgetScripts()).toEqual([WIDGET]);
  });

  it("loads nothing on survey, short-survey and embed pages, nor without CHAT_WIDGET_URL", async () => {
    for (const path of ["/survey/abc12345", "/s/abc12345", "/embed/survey/abc12345"]) await renderWidget(path, WIDGET);
    await renderWidget("/support", null);
    expect(widgetScripts()).toEqual([]);
  });
});
