import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import en from "../../../locales/en/translation.json";
import LoginPage from "./login-page";

beforeAll(() => {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: "en",
      resources: { en: { translation: en } },
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  }
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The server as a browser at another address than PUBLIC_URL meets it: every write refused. */
function serveRefusingOrigin(refusal: { code: string; body: unknown }) {
  // The layout's theme switcher reads the device's colour scheme.
  vi.stubGlobal("matchMedia", () => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string) => {
      if (url === "/api/session") return Promise.resolve(json(200, { me: null }));
      if (url === "/api/config") {
        return Promise.resolve(
          json(200, {
            productName: "Sondar",
            supportEmail: "support@sondar.local",
            publicUrl: "http://127.0.0.1:4000",
            googleSignIn: false,
            devMailbox: true,
            chatWidgetUrl: null,
          }),
        );
      }
      return Promise.resolve(json(403, refusal.body));
    }),
  );
}

async function register() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={["/register"]}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.change(await screen.findByLabelText("Full name"), { target: { value: "Lou" } });
  fireEvent.change(screen.getByLabelText("Email"), { target: { value: "lou@example.com" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret12" } });
  fireEvent.click(screen.getByRole("button", { name: "Create account" }));
}

describe("registering at an address the server refuses", () => {
  const refusals = [
    { code: "BAD_ORIGIN", body: { error: { code: "BAD_ORIGIN", message: "Cross-site request refused" } } },
    { code: "INVALID_ORIGIN", body: { code: "INVALID_ORIGIN", message: "Invalid origin" } },
  ];
  for (const refusal of refusals) {
    it(`names the address to open instead (${refusal.code})`, async () => {
      serveRefusingOrigin(refusal);
      await register();
      const message = await screen.findByText(/does not accept requests from/);
      expect(message.textContent).toBe(
        `This server does not accept requests from ${window.location.origin}. Open the app at http://127.0.0.1:4000, or restart the server with PUBLIC_URL set to the address you use.`,
      );
    });
  }
});
