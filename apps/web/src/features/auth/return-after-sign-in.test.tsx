import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RouteGuard } from "../../app/route-guard";
import { goTo } from "../../lib/go-to";
import { signOut } from "../../lib/session";
import { json, renderAt, sessionReply, setUpScreenTests, stubApi } from "../../lib/test-app";
import LoginPage from "./login-page";

vi.mock("../../lib/go-to", () => ({ goTo: vi.fn() }));
setUpScreenTests();

/** A server where signing in with the right password succeeds; the session follows it. */
function serve() {
  let signedIn = false;
  return stubApi((call) => {
    if (call.path === "/api/session") return json(200, signedIn ? sessionReply() : { me: null });
    if (call.path === "/api/auth/sign-out") return json(200, { success: true });
    if (call.path === "/api/auth/sign-in/email") {
      signedIn = true;
      return json(200, { redirect: false, token: "t" });
    }
    return undefined;
  });
}

async function signIn() {
  fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "ana@example.com" } });
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: "secret12" } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("coming back to a link after signing in", () => {
  it("sends a signed-out visitor of a signed-in page to sign in, with the page to come back to", async () => {
    serve();
    renderAt(<RouteGuard />, "/settings?tab=account&confirmDelete=abc", {
      children: <Route path="/settings" element={<p>settings</p>} />,
    });
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe("/login?next=%2Fsettings%3Ftab%3Daccount%26confirmDelete%3Dabc"),
    );
  });

  it("after signing out in this tab, sends to sign-in alone: the next sign-in starts at the dashboard", async () => {
    serve();
    await signOut();
    renderAt(<RouteGuard />, "/settings?tab=security", { children: <Route path="/settings" element={<p>settings</p>} /> });
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/login"));
  });

  it("goes back to that page once signed in", async () => {
    serve();
    renderAt(<LoginPage />, "/login?next=%2Fsettings%3FconfirmDelete%3Dabc", { routePath: "/login" });
    await signIn();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/settings?confirmDelete=abc"));
  });

  it("loads a download address in full, and never leaves for another site", async () => {
    serve();
    renderAt(<LoginPage />, "/login?next=%2Fapi%2Faccount%2Fdata-export%2Ftok", { routePath: "/login" });
    await signIn();
    await waitFor(() => expect(goTo).toHaveBeenCalledWith("/api/account/data-export/tok"));

    vi.mocked(goTo).mockClear();
    serve();
    renderAt(<LoginPage />, "/login?next=%2F%2Fevil.example%2F", { routePath: "/login" });
    await signIn();
    await waitFor(() => expect(screen.getAllByTestId("location").at(-1)?.textContent).toBe("/dashboard"));
    expect(goTo).not.toHaveBeenCalled();
  });
});
