import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import de from "../../../locales/de/translation.json";
import { i18n } from "../../lib/i18n";
import { getPendingInvite, setPendingInvite } from "../../lib/pending-invite";
import { APP_CONFIG, apiError, json, renderAt, sessionReply, setUpScreenTests, stubApi } from "../../lib/test-app";
import LoginPage from "./login-page";

setUpScreenTests();

/** The server as a browser at another address than PUBLIC_URL meets it: every write refused. */
function serveRefusingOrigin(refusal: { code: string; body: unknown }) {
  stubApi((call) => {
    if (call.path === "/api/session") return json(200, { me: null });
    if (call.path === "/api/config") return json(200, { ...APP_CONFIG, publicUrl: "http://127.0.0.1:4000" });
    return json(403, refusal.body);
  });
}

async function register() {
  renderAt(<LoginPage />, "/register");
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

describe("a refusal that comes before the server's settings", () => {
  it("still names the address to open, once the settings arrive", async () => {
    let answerConfig = () => undefined as void;
    const configAnswered = new Promise<void>((resolve) => (answerConfig = resolve));
    stubApi((call) => {
      if (call.path === "/api/session") return json(200, { me: null });
      if (call.path === "/api/config")
        return configAnswered.then(() => json(200, { ...APP_CONFIG, publicUrl: "http://127.0.0.1:4000" }));
      // The settings answer only after the refusal has come back.
      setTimeout(answerConfig, 50);
      return json(403, { error: { code: "BAD_ORIGIN", message: "Cross-site request refused" } });
    });
    await register();
    const message = await screen.findByText(/does not accept requests from/);
    expect(message.textContent).toContain("Open the app at http://127.0.0.1:4000");
  });
});

describe("arriving with a team invitation", () => {
  it("keeps the token, says who invited whom and fills in the invited address", async () => {
    stubApi((call) => {
      if (call.path === "/api/session") return json(200, { me: null });
      if (call.path === "/api/invitations/preview")
        return json(200, {
          invitation: {
            organizationName: "Acme Research",
            inviterName: "Bea",
            email: "lou@example.com",
            role: "member",
            state: "pending",
            expiresAt: "2026-12-04T00:00:00.000Z",
          },
        });
      return undefined;
    });
    renderAt(<LoginPage />, "/register?invite=tok", { routePath: "/register" });
    await screen.findByText("Bea invited you to join Acme Research as a member. Use lou@example.com to accept.");
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("lou@example.com");
    expect(getPendingInvite()).toBe("tok");
    // An invitee gets no trial: the page promises none, and says whose plan covers them.
    screen.getByRole("heading", { name: "Join Acme Research on Sondar" });
    screen.getByText("Acme Research's plan covers your work there. No trial and no card needed.");
    expect(document.body.textContent).not.toMatch(/free trial/i);
  });

  it("promises no trial while the invitation is still being read, nor when the link no longer works", async () => {
    stubApi((call) => {
      if (call.path === "/api/session") return json(200, { me: null });
      if (call.path === "/api/invitations/preview") return apiError(404, "INVITATION_NOT_FOUND", "");
      return undefined;
    });
    renderAt(<LoginPage />, "/register?invite=tok", { routePath: "/register" });
    await screen.findByRole("heading", { name: "Create your account" });
    expect(document.body.textContent).not.toMatch(/free trial/i);
  });

  it("back from the verification link, a signed-in user with a pending invitation goes to /teams to accept it", async () => {
    setPendingInvite("tok");
    stubApi((call) => (call.path === "/api/session" ? json(200, sessionReply()) : undefined));
    renderAt(<LoginPage />, "/login?verified=true", { routePath: "/login" });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/teams?invite=tok"));
  });
});

describe("links back to the public site", () => {
  it("lead to its pages in the app's language: the logo home, Terms and Privacy", async () => {
    stubApi((call) => (call.path === "/api/session" ? json(200, { me: null }) : undefined));
    i18n.addResourceBundle("de", "translation", de);
    await i18n.changeLanguage("de");
    try {
      renderAt(<LoginPage />, "/register?lang=de", { routePath: "/register" });
      expect((await screen.findByRole("link", { name: "Nutzungsbedingungen" })).getAttribute("href")).toBe("/de/terms");
      expect(screen.getByRole("link", { name: "Datenschutz" }).getAttribute("href")).toBe("/de/privacy");
      expect(screen.getByRole("link", { name: /Sondar/ }).getAttribute("href")).toBe("/de");
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

describe("password lengths", () => {
  it("says a password past the longest the server takes is too long, and sends nothing", async () => {
    const calls = stubApi((call) => (call.path === "/api/session" ? json(200, { me: null }) : undefined));
    renderAt(<LoginPage />, "/register");
    fireEvent.change(await screen.findByLabelText("Full name"), { target: { value: "Lou" } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "lou@example.com" } });
    fireEvent.change(screen.getByLabelText("Password"), { target: { value: "a".repeat(129) } });
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await screen.findByText("Password must be at most 128 characters");
    expect(calls.some((call) => call.path.startsWith("/api/auth"))).toBe(false);
  });
});
