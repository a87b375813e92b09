import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { MOBILE, useBrowser } from "./support/browser";
import { queryDb } from "./support/db";
import { openSitePage } from "./support/site";

const browser = useBrowser();

/** Console errors on the page, collected from now on. */
function consoleErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  return problems;
}

describe("docs, support and contact", () => {
  test("docs: search narrows the topics, the accordion keeps one open, and axe finds nothing serious", async () => {
    const page = await browser.newPage();
    const problems = consoleErrors(page);
    await openSitePage(page, "/docs");
    expect(await seriousAxeViolations(page)).toEqual([]);
    const branching = page.getByRole("button", { name: /Branching logic/ });
    const plans = page.getByRole("button", { name: /Plans, trial and billing/ });
    await branching.click();
    await page.getByRole("region", { name: /Branching logic/ }).waitFor();
    await plans.click();
    expect(await branching.getAttribute("aria-expanded")).toBe("false");
    expect(await plans.getAttribute("aria-expanded")).toBe("true");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("searchbox", { name: "Search the documentation" }).fill("excel");
    expect(await page.getByRole("main").locator("button[aria-expanded]").count()).toBe(1);
    await page.getByRole("button", { name: /Collect and export responses/ }).waitFor();

    // The API section's examples: on this server's address, in code blocks a keyboard can scroll.
    await page.getByRole("searchbox", { name: "Search the documentation" }).fill("");
    await page.getByRole("button", { name: /Connect an AI assistant \(MCP\)/ }).click();
    const mcp = page.getByRole("region", { name: /Connect an AI assistant/ });
    const config = mcp.locator("pre").first();
    expect(await config.textContent()).toContain(`"${new URL(page.url()).origin}/api/mcp"`);
    await config.focus();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("PRE");
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("support: a search with no match says so; the status is read from the server; on a phone in dark mode", async () => {
    const page = await browser.newPage(MOBILE, { colorScheme: "dark" });
    const problems = consoleErrors(page);
    await openSitePage(page, "/fr/support");
    await page.getByText("Tous les systèmes fonctionnent").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("searchbox", { name: "Rechercher des articles d'aide" }).fill("zzz-nothing-here");
    await page.getByText("Aucun résultat").waitFor();
    await page.getByText("Modifiez votre recherche ou parcourez d'autres catégories").waitFor();
    await page.getByRole("searchbox", { name: "Rechercher des articles d'aide" }).fill("");
    await page.getByRole("button", { name: "Facturation et offres" }).click();
    expect(await page.locator("details").count()).toBe(2);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("contact: field errors, then 'Message Sent!', the message stored and mailed to the support address", async () => {
    const page = await browser.newPage();
    const problems = consoleErrors(page);
    await openSitePage(page, "/contact");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel("Name").fill("Grace Hopper");
    await page.getByLabel("Email").fill("grace-at-example");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByText("Email should be an email").waitFor();
    await page.getByText("Subject is required").waitFor();
    await page.getByText("Message is required").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const email = `grace-${Date.now()}@example.com`;
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Subject").fill("Branching question");
    await page.getByLabel("Message").fill("Can a rule end the survey early?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await page.getByRole("heading", { name: "Message Sent!" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const rows = await queryDb<{ subject: string }>("select subject from contact_messages where email = $1", [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe("Branching question");
    // The server's job queue mails it shortly after the reply (docs/decisions/129-contact-mail-through-the-queue.md).
    const mailedTo = async () =>
      (await queryDb<{ to: string }>(`select "to" from mail_outbox where text like $1`, [`%${email}%`])).map((mail) => mail.to);
    await expect.poll(mailedTo, { timeout: 20_000 }).toEqual(["support@sondar.local"]);
    const mailed = await queryDb<{ mailed_at: Date | null }>("select mailed_at from contact_messages where email = $1", [email]);
    expect(mailed[0]?.mailed_at).not.toBeNull();
    expect(problems).toEqual([]);
  });
});
