import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, test } from "vitest";
import {
  authForm,
  MOBILE,
  newUser,
  register,
  registerAndVerify,
  submitSignIn,
  useBrowser,
  waitForPath,
  type TestUser,
} from "./support/browser";

// Sign-up is limited to 5 a minute per address, sign-in to 20 (apps/server/src/modules/auth/
// create-auth.ts), and every test here comes from 127.0.0.1: this file sends at most 4 of
// each, so one shared verified account serves the tests that only need "some account".

const browser = useBrowser();

/** The <html> element's class and lang, as the app sets them. */
function htmlState(page: Page) {
  return page.evaluate(() => ({ className: document.documentElement.className, lang: document.documentElement.lang }));
}

async function chooseFromMenu(page: Page, trigger: string, item: string) {
  await page.getByRole("button", { name: trigger, exact: true }).click();
  await page.getByRole("menuitemradio", { name: item }).click();
}

describe("authentication journeys", () => {
  let existing: TestUser;

  beforeAll(async () => {
    existing = newUser("shared", "Sam Shared");
    const page = await browser.newPage();
    await registerAndVerify(page, existing);
    await page.context().close();
  });

  test("register, verify by mail, sign out and in, switch language and theme", async () => {
    const user = newUser("ana", "Ana Journey");
    const page = await browser.newPage();

    await registerAndVerify(page, user);
    await expect.poll(() => page.getByTestId("user-name").textContent()).toBe(user.name);

    const signOut = page.getByRole("button", { name: "Sign out", exact: true });
    await signOut.click();
    await waitForPath(page, "/login");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();

    await submitSignIn(page, user.email, user.password);
    await waitForPath(page, "/dashboard");
    await page.getByRole("heading", { name: "Your surveys" }).waitFor();

    // Language: Spanish relabels the app and the page's lang; then back to English.
    await chooseFromMenu(page, "Change language: EN", "Español");
    await page.locator('html[lang="es"]').waitFor({ state: "attached" });
    await page.getByRole("button", { name: "Sign out", exact: true }).waitFor({ state: "detached" });
    const spanishLabel = (
      await page.getByTestId("user-name").locator("xpath=following-sibling::button[1]").textContent()
    )?.trim();
    expect(spanishLabel).toBeTruthy();
    expect(spanishLabel).not.toBe("Sign out");
    const spanishLanguageButton = page.locator('header button[aria-haspopup="menu"]').first();
    await spanishLanguageButton.click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await page.locator('html[lang="en"]').waitFor({ state: "attached" });
    await signOut.waitFor();

    // Theme: dark is painted at once, saved, and survives a reload.
    await chooseFromMenu(page, "Change theme", "Dark");
    await page.locator("html.dark").waitFor({ state: "attached" });
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    await page.getByRole("heading", { name: "Your surveys" }).waitFor();
    expect((await htmlState(page)).className.split(/\s+/)).toContain("dark");

    await signOut.click();
    await waitForPath(page, "/login");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
  });

  test("a wrong password shows 'Invalid credentials' and stays on /login", async () => {
    const page = await browser.newPage();
    await page.goto("/login");
    await submitSignIn(page, existing.email, "not-the-password");
    await page.getByText("Invalid credentials", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
  });

  test("a 5-character password is refused before anything is sent", async () => {
    const page = await browser.newPage();
    const signInRequests: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/auth/sign-in")) signInRequests.push(req.url());
    });
    await page.goto("/login");
    await submitSignIn(page, existing.email, "12345");
    await page.getByText("Password must be at least 6 characters", { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(signInRequests).toEqual([]);
  });

  test("opened at another address than PUBLIC_URL, registration says which address to use", async () => {
    const page = await browser.newPage();
    // The server's PUBLIC_URL names localhost; the same server at 127.0.0.1 is another origin.
    const publicUrl = new URL(inject("baseURL")).origin;
    const elsewhere = publicUrl.replace("//localhost:", "//127.0.0.1:");
    await page.goto(`${elsewhere}/register`);
    const form = authForm(page);
    await form.getByLabel("Full name").fill("Lou Elsewhere");
    await form.getByLabel("Email").fill(newUser("elsewhere").email);
    await form.getByLabel("Password", { exact: true }).fill("correct-horse-42");
    await form.getByRole("button", { name: "Create account", exact: true }).click();
    await page
      .getByText(
        `This server does not accept requests from ${elsewhere}. Open the app at ${publicUrl}, or restart the server with PUBLIC_URL set to the address you use.`,
        { exact: true },
      )
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/register");
  });

  test("registration asks for a name and for every required field", async () => {
    const page = await browser.newPage();
    const signUpRequests: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/auth/sign-up")) signUpRequests.push(req.url());
    });
    await page.goto("/register");
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    const form = authForm(page);
    const submit = form.getByRole("button", { name: "Create account", exact: true });

    await form.getByLabel("Email").fill("nobody@example.com");
    await form.getByLabel("Password", { exact: true }).fill("long-enough");
    await submit.click();
    await page.getByText("Name is required for registration", { exact: true }).waitFor();

    await form.getByLabel("Full name").fill("Nadia Noemail");
    await form.getByLabel("Email").fill("");
    await submit.click();
    await page.getByText("Please fill in all required fields", { exact: true }).waitFor();

    expect(new URL(page.url()).pathname).toBe("/register");
    expect(signUpRequests).toEqual([]);
  });

  test("signing in before verifying leads to /verify-email with 'Email not verified.'", async () => {
    const user = newUser("unverified", "Una Verified");
    const page = await browser.newPage();
    await register(page, user);

    await page.goto("/login");
    await submitSignIn(page, user.email, user.password);
    await waitForPath(page, "/verify-email");
    await page.getByText("Email not verified.", { exact: true }).waitFor();
    await page.getByText(user.email, { exact: true }).waitFor();
    await page.getByRole("heading", { name: "Check your email" }).waitFor();
  });

  test("signed-out redirects: guarded pages, invitations and unknown paths", async () => {
    const page = await browser.newPage();

    await page.goto("/dashboard");
    await waitForPath(page, "/login");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();

    await page.goto("/settings?invite=abc123");
    await waitForPath(page, "/register");
    expect(new URL(page.url()).searchParams.get("invite")).toBe("abc123");
    await page.getByRole("heading", { name: "Create your account" }).waitFor();
    await authForm(page).getByLabel("Full name").waitFor();

    await page.goto("/no/such/page");
    await waitForPath(page, "/");
  });

  test("forgot password: unknown address, then a registered one", async () => {
    const page = await browser.newPage();
    await page.goto("/login");
    const typed = `typed-${Date.now()}@example.com`;
    await page.getByLabel("Email", { exact: true }).fill(typed);
    await page.getByRole("button", { name: "Forgot password?", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    await dialog.waitFor();

    const email = dialog.getByLabel("Email");
    // The dialog starts from the address typed on the sign-in form.
    expect(await email.inputValue()).toBe(typed);
    const send = dialog.getByRole("button", { name: "Send reset link", exact: true });
    await email.fill(`nobody-${Date.now()}@example.com`);
    await send.click();
    await dialog.getByText("No account found with this email address.", { exact: true }).waitFor();

    await email.fill(existing.email);
    await send.click();
    await dialog.getByText("Password reset email sent! Check your inbox for instructions.", { exact: true }).waitFor();
    expect(await dialog.getByText("No account found with this email address.").count()).toBe(0);

    // Cancelling and reopening starts clean: no message from the last attempt.
    await dialog.getByRole("button", { name: "Cancel", exact: true }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Forgot password?", exact: true }).click();
    await page.getByRole("dialog", { name: "Reset your password" }).waitFor();
    expect(await page.getByText("Password reset email sent!", { exact: false }).count()).toBe(0);
  });

  test("mobile menu: welcome, e-mail, and navigating closes it", async () => {
    const user = newUser("mobile", "Mo Bile");
    const page = await browser.newPage(MOBILE);
    await registerAndVerify(page, user);

    await page.getByRole("button", { name: "Open menu", exact: true }).click();
    const menu = page.locator("#mobile-menu");
    await menu.waitFor();
    await menu.getByText(`Welcome, ${user.name}`, { exact: true }).waitFor();
    await menu.getByText(user.email, { exact: true }).waitFor();

    await menu.getByRole("link", { name: "Settings", exact: true }).click();
    await waitForPath(page, "/settings");
    await menu.waitFor({ state: "detached" });
    expect(await page.locator("#mobile-menu").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Open menu", exact: true }).getAttribute("aria-expanded")).toBe("false");
  });
});
