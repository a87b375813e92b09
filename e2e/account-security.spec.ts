import * as OTPAuth from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { newUser, registerAndVerify, submitSignIn, useBrowser, waitForPath, type TestUser } from "./support/browser";
import { saveScreenshots, WIDE_AND_PHONE } from "./support/screenshots";

// Settings › Security end to end (docs/product/accounts-and-organizations.md#security):
// two-factor sign-in with codes computed from the shown manual key, a recovery code, a passkey
// on Chromium's virtual authenticator, and signing out another device.

const browser = useBrowser();

async function openSecurity(page: Page) {
  await page.goto("/settings?tab=security");
  await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).first().click();
  await waitForPath(page, "/login");
}

/** A code for the next 30-second window when the current one is about to end, so it is not stale on arrival. */
function codeFrom(app: OTPAuth.TOTP): string {
  const left = app.period * 1000 - (Date.now() % (app.period * 1000));
  return app.generate({ timestamp: left < 3000 ? Date.now() + left : Date.now() });
}

describe("account security", () => {
  test("two-factor with app codes and a recovery code, a passkey, and signing out another device", async () => {
    const user: TestUser = newUser("secure", "Sec Ure");
    const page = await browser.newPage();
    await registerAndVerify(page, user);
    await openSecurity(page);

    // Turn on: password, then the QR code and the manual key, then a first code.
    await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
    await page.getByLabel("Your password").fill(user.password);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const key = (await page.getByTestId("manual-key").textContent())?.trim() ?? "";
    expect(key).toMatch(/^[A-Z2-7]+=*$/);
    const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) });
    await page.getByLabel("6-digit code from the app").fill(codeFrom(app));
    await page.getByRole("button", { name: "Confirm and turn on" }).click();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recovery = (await codes.first().textContent())?.trim() ?? "";
    await page.getByRole("button", { name: "I have saved my codes" }).click();
    await page.getByText("On: signing in asks for a code").waitFor();

    // Sign out; sign in asks for a code after the password.
    await signOut(page);
    await submitSignIn(page, user.email, user.password);
    await page.getByRole("heading", { name: "Two-factor sign-in" }).waitFor();
    await page.getByLabel("Code", { exact: true }).fill(codeFrom(app));
    await page.getByRole("button", { name: "Verify" }).click();
    await waitForPath(page, "/dashboard");

    // Then with a recovery code.
    await signOut(page);
    await submitSignIn(page, user.email, user.password);
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await page.getByLabel("Recovery code").fill(recovery);
    await page.getByRole("button", { name: "Verify" }).click();
    await waitForPath(page, "/dashboard");

    // A passkey on Chromium's virtual authenticator.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
    await openSecurity(page);
    await page.getByLabel("Passkey name").fill("Work laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByRole("list", { name: "Passkeys" }).getByText("Work laptop").waitFor();

    // Sign in with it: no password, no code.
    await signOut(page);
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await waitForPath(page, "/dashboard");

    // Another device signs in; this one signs it out from the list.
    const other = await browser.newPage();
    await submitSignIn(other, user.email, user.password);
    await other.getByLabel("Code", { exact: true }).fill(codeFrom(app));
    await other.getByRole("button", { name: "Verify" }).click();
    await waitForPath(other, "/dashboard");

    await openSecurity(page);
    const devices = page.getByRole("list", { name: "Signed-in devices" });
    await devices.getByText("This device").waitFor();
    await saveScreenshots(page, process.env.SECURITY_SHOTS_DIR, "settings-security", WIDE_AND_PHONE);
    const before = await devices.getByRole("listitem").count();
    expect(before).toBeGreaterThanOrEqual(2);
    await devices
      .getByRole("button", { name: /^Sign out:/ })
      .first()
      .click();
    await expect.poll(() => devices.getByRole("listitem").count()).toBe(before - 1);

    // The other device's session has ended there too: its next request finds no session.
    const status = await other.evaluate(async () => (await fetch("/api/me")).status);
    expect(status).toBe(401);
  });
});
