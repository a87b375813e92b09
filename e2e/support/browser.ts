import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, "../artifacts");

/** Longest a single Playwright action or wait may take before it fails the step. */
export const ACTION_TIMEOUT_MS = 15_000;

export interface Viewport {
  width: number;
  height: number;
}

export const DESKTOP: Viewport = { width: 1280, height: 800 };
export const MOBILE: Viewport = { width: 390, height: 844 };
/** A phone: its viewport, a touch screen, and the mobile meta-viewport handling. */
export const PHONE: BrowserContextOptions = { viewport: MOBILE, hasTouch: true, isMobile: true };

/** The system Chromium (never a downloaded one), headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

let contextCount = 0;
/**
 * Each spec file runs in a fresh worker with its own counter, so the file's id goes into the
 * address: otherwise the first visitor of every file would share one address and per-address limits
 * (five sign-ups a minute) would trip across files.
 */
const FILE_OCTET = Number(process.env.VITEST_WORKER_ID ?? process.pid) % 250;

/**
 * A fresh, isolated context (own cookies and storage) pointed at the server under test.
 * The server trusts one proxy hop in these tests, so each context presents its own client
 * address, as separate visitors would, and per-address rate limits apply per visitor. The
 * addresses are loopback ones (127.0.0.0/8): the server's PUBLIC_URL is localhost, whose dev
 * mailbox answers only visitors on this machine.
 */
export async function newContext(
  browser: Browser,
  viewport: Viewport = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  contextCount += 1;
  const context = await browser.newContext({
    baseURL: inject("baseURL"),
    viewport,
    locale: "en-US",
    colorScheme: "light",
    extraHTTPHeaders: { "x-forwarded-for": `127.${FILE_OCTET}.${Math.floor(contextCount / 250)}.${(contextCount % 250) + 1}` },
    ...options,
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(30_000);
  return context;
}

function safeName(text: string): string {
  return (
    text
      .replace(/[^a-z0-9-]+/gi, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 120) || "test"
  );
}

/**
 * One browser per spec file and a new context per page a test opens. Contexts close
 * after each test; when the test failed, each open page is saved as a screenshot in
 * e2e/artifacts/ first, and uncaught page errors are printed.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  let opened: { context: BrowserContext; errors: string[] }[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async (ctx) => {
    const current = opened;
    opened = [];
    if (ctx.task.result?.state === "fail") {
      await mkdir(ARTIFACTS_DIR, { recursive: true });
      let n = 0;
      for (const { context, errors } of current) {
        for (const page of context.pages()) {
          n += 1;
          const file = path.join(ARTIFACTS_DIR, `${safeName(ctx.task.name)}-${n}.png`);
          await page
            .screenshot({ path: file, fullPage: true, timeout: 5_000 })
            .then(() => console.error(`[e2e] screenshot of ${page.url()} saved to ${file}`))
            .catch((error: unknown) => console.error(`[e2e] could not take a screenshot: ${String(error)}`));
        }
        if (errors.length) console.error(`[e2e] page errors:\n${errors.join("\n")}`);
      }
    }
    await Promise.all(current.map(({ context }) => context.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await browser?.close();
  });

  return {
    /** A new page in its own context (`options` such as PHONE win over the defaults); closed automatically after the test. */
    async newPage(viewport: Viewport = DESKTOP, options: BrowserContextOptions = {}): Promise<Page> {
      if (!browser) throw new Error("the browser is not launched yet (call newPage inside a test or hook)");
      const context = await newContext(browser, viewport, options);
      const errors: string[] = [];
      context.on("weberror", (webError) => errors.push(String(webError.error())));
      opened.push({ context, errors });
      return context.newPage();
    },
  };
}

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

/** A user nobody has registered yet in this run (lower-case, as the server stores addresses). */
export function newUser(prefix: string, name = "Ana Tester"): TestUser {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return { name, email: `${prefix}-${tag}@example.com`.toLowerCase(), password: "correct-horse-42" };
}

/** Waits until the page's path is `pathname` (client-side navigations included). */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { waitUntil: "commit" });
}

/** The e-mail + password form of /login and /register (not the forgot-password dialog). */
export function authForm(page: Page) {
  return page.locator("main form");
}

/** Fills the sign-up form at `at` (/register, or one with parameters) and submits it; ends on /verify-email. */
export async function register(page: Page, user: TestUser, at = "/register"): Promise<void> {
  await page.goto(at);
  const form = authForm(page);
  await form.getByLabel("Full name").fill(user.name);
  await form.getByLabel("Email").fill(user.email);
  await form.getByLabel("Password", { exact: true }).fill(user.password);
  await form.getByRole("button", { name: "Create account", exact: true }).click();
  await waitForPath(page, "/verify-email");
  await page.getByText(user.email, { exact: true }).waitFor();
}

/** Signs in through the form on /login; the caller waits for where it leads. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== "/login") await page.goto("/login");
  const form = authForm(page);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * Opens the newest message with `subject` in /dev/mailbox (the page must be open),
 * refreshing the list while the message has not arrived yet.
 */
export async function findMail(page: Page, subject: string) {
  const message = page.locator("li").filter({ hasText: subject }).first();
  const empty = page.getByText("No mail yet", { exact: true });
  const refresh = page.getByRole("button", { name: "Refresh", exact: true });
  for (let attempt = 1; ; attempt++) {
    await message.or(empty).first().waitFor();
    if ((await message.count()) > 0) return message;
    if (attempt >= 10) throw new Error(`no mail "${subject}" arrived in /dev/mailbox`);
    await Promise.all([page.waitForResponse((res) => new URL(res.url()).pathname === "/api/dev/mailbox"), refresh.click()]);
  }
}

/**
 * Registers `user` through the UI, opens the verification mail in the local mailbox and
 * follows its link; the link signs the user in, so this ends on /dashboard.
 */
export async function registerAndVerify(page: Page, user: TestUser): Promise<void> {
  await register(page, user);
  await followVerificationLink(page);
  await waitForPath(page, "/dashboard");
  await page.getByRole("heading", { name: "Your surveys" }).waitFor();
}

/** From /verify-email: opens the local mailbox and follows the newest verification link (which signs the user in). */
export async function followVerificationLink(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Open the local mailbox" }).click();
  await waitForPath(page, "/dev/mailbox");
  const mail = await findMail(page, "Verify your e-mail for Sondar");
  await mail.locator('a[href*="/api/auth/verify-email"]').first().click();
}
