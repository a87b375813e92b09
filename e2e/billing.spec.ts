import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { followVerificationLink, newUser, register, registerAndVerify, useBrowser, waitForPath } from "./support/browser";
import { saveScreenshots, WIDE_AND_PHONE } from "./support/screenshots";
import { openSitePage } from "./support/site";
import { createSurveyFromDashboard, expectToast, waitForSaved } from "./support/survey-pages";

const browser = useBrowser();

/**
 * With BILLING_SHOTS_DIR set, the journey leaves full-page screenshots of each billing state there,
 * on a desktop and a phone, light and dark (to look at by eye; nothing is asserted on them).
 */
function screenshots(page: Page, name: string) {
  return saveScreenshots(page, process.env.BILLING_SHOTS_DIR, name, WIDE_AND_PHONE);
}

const card = (page: Page) =>
  page.locator("div.rounded-2xl").filter({ has: page.getByRole("heading", { name: "Current Subscription" }) });

/** Opens the customer portal from the billing page's action and waits for it. */
async function openPortal(page: Page, action: string) {
  await page.getByRole("button", { name: action, exact: true }).click();
  await waitForPath(page, "/billing/local/portal");
  await page.getByRole("heading", { name: "Manage subscription" }).waitFor();
}

async function backToBilling(page: Page) {
  await page.getByRole("link", { name: "Back to Sondar" }).click();
  await waitForPath(page, "/billing");
  await card(page).waitFor();
}

describe("billing", () => {
  test("a trial user upgrades yearly through the local checkout, cancels, reactivates, switches to monthly at the year's end, cancels, and is told their Pro plan ended", async () => {
    const user = newUser("payer", "Pia Payer");
    const page = await browser.newPage();
    await registerAndVerify(page, user);

    // The dashboard's trial banner leads to the billing page.
    await page.getByRole("status").filter({ hasText: "Free trial active" }).getByRole("link", { name: "Upgrade to Pro" }).click();
    await waitForPath(page, "/billing");
    const banner = page.getByRole("region", { name: "Free Trial Active" });
    await banner.getByText("7 days left in your free trial.", { exact: false }).waitFor();
    await banner.getByText("Save $38", { exact: true }).waitFor();
    await card(page).getByText("Free Trial", { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "billing-trial");

    // Yearly through the local checkout, marked test mode.
    await banner.getByRole("button", { name: "Upgrade to Pro - Yearly ($15.83/mo)" }).click();
    await waitForPath(page, "/billing/local/checkout");
    expect(new URL(page.url()).searchParams.get("plan")).toBe("yearly");
    await page.getByText("Test mode: this page stands in for the payment provider. No real card is charged.").waitFor();
    expect(await page.getByTestId("checkout-price").textContent()).toBe("$190/year");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "local-checkout");
    await page.getByRole("button", { name: "Pay (test mode)" }).click();

    // Back on /billing: the toast, 'Active', '$190/year' and the saving badge; the first invoice.
    await waitForPath(page, "/billing");
    await expectToast(page, "Payment Successful");
    await card(page).getByText("Active Subscription", { exact: true }).waitFor();
    await card(page).getByText("Active", { exact: true }).waitFor();
    expect(await page.getByTestId("billing-price").textContent()).toBe("$190/year");
    await card(page).getByText("Save $38/year", { exact: true }).waitFor();
    await page.getByRole("list", { name: "Invoices" }).getByText("$190", { exact: true }).waitFor();
    expect(await page.getByRole("region", { name: "Free Trial Active" }).count()).toBe(0);
    expect(new URL(page.url()).search).toBe("");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "billing-active-yearly");

    // Manage Subscription → the portal: cancel at the end of the term.
    await openPortal(page, "Manage Subscription");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "local-portal");
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("dialog", { name: "Cancel subscription?" }).getByRole("button", { name: "Cancel subscription" }).click();
    const endsOn = page.getByText(/^Cancelled: ends on /);
    await endsOn.waitFor();
    const termEnd = ((await endsOn.textContent()) ?? "").replace("Cancelled: ends on ", "");
    expect(termEnd).toMatch(/\d{4}$/);

    await backToBilling(page);
    await page.getByRole("heading", { name: "Subscription Cancelled" }).waitFor();
    await page.getByText(`Your subscription will remain active until ${termEnd}`, { exact: true }).waitFor();
    await card(page).getByText("Cancelled", { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "billing-cancelled");

    // Reactivate Subscription → the portal → reactivate.
    await openPortal(page, "Reactivate Subscription");
    await page.getByRole("button", { name: "Reactivate subscription" }).click();
    await expectToast(page, "Subscription reactivated");
    await backToBilling(page);
    await card(page).getByText("Active Subscription", { exact: true }).waitFor();

    // Switch to monthly right after paying: it waits for the end of the paid year, with no new invoice.
    await openPortal(page, "Manage Subscription");
    await page.getByText("A shorter period starts when the paid one ends: nothing is charged now.").waitFor();
    await page.getByRole("button", { name: "Switch to Monthly" }).click();
    await expectToast(page, `Switch to Monthly scheduled for ${termEnd}`);
    await page.getByRole("button", { name: "Keep Yearly" }).waitFor();
    await backToBilling(page);
    const switchNotice = `Switches to monthly on ${termEnd}. You keep the year you paid for until then; the first monthly invoice comes that day.`;
    await card(page).getByText(switchNotice, { exact: true }).waitFor();
    expect(await page.getByTestId("billing-price").textContent()).toBe("$190/year");
    expect(await page.getByRole("list", { name: "Invoices" }).getByRole("listitem").count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "billing-switch-scheduled");

    // Cancelled and past its term, the plan ended: the dashboard names the paid plan, never a trial.
    await openPortal(page, "Manage Subscription");
    await page.getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByRole("dialog", { name: "Cancel subscription?" }).getByRole("button", { name: "Cancel subscription" }).click();
    await page.getByText(/^Cancelled: ends on /).waitFor();
    await page.getByLabel("Days").fill("370");
    await page.getByRole("button", { name: "Advance the clock" }).click();
    await expectToast(page, "Clock advanced by 370 days");
    await backToBilling(page);
    await card(page).getByText("Inactive", { exact: true }).waitFor();
    await page.goto("/dashboard");
    const ended = page.getByRole("status").filter({ hasText: "Pro Subscription Required" });
    await ended.getByText(/^Your Pro plan has ended, so your surveys are read-only\./).waitFor();
    expect(await ended.textContent()).not.toMatch(/trial/i);
    await ended.getByRole("link", { name: "Upgrade to Pro" }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "dashboard-paid-plan-ended");
  });

  test("an expired user opens a survey read-only and reaches checkout from it", async () => {
    const user = newUser("lapsed", "Lou Lapsed");
    const page = await browser.newPage();
    await registerAndVerify(page, user);
    const surveyId = await createSurveyFromDashboard(page);
    await page.getByRole("textbox", { name: "Survey title" }).fill("Kept for later");
    await waitForSaved(page);

    // The trial runs out: the test portal moves this account's clock past its end.
    await page.goto("/billing");
    await page.getByRole("link", { name: "Open the test portal" }).click();
    await waitForPath(page, "/billing/local/portal");
    await page.getByLabel("Days").fill("8");
    await page.getByRole("button", { name: "Advance the clock" }).click();
    await expectToast(page, "Clock advanced by 8 days");
    await page.getByText(/^Your free trial ended on /).waitFor();

    // The billing page: Inactive, never 'Free Trial', and the plans.
    await page.getByRole("link", { name: "Back to Sondar" }).click();
    await card(page).getByText("Inactive", { exact: true }).waitFor();
    await card(page).getByText("No Active Subscription", { exact: true }).waitFor();
    expect(await page.getByText("Free Trial", { exact: true }).count()).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshots(page, "billing-inactive");

    // The dashboard banner names the ended trial and has an Upgrade button.
    await page.goto("/dashboard");
    const banner = page.getByRole("status").filter({ hasText: "Pro Subscription Required" });
    await banner.getByText(/^Your free trial has ended, so your surveys are read-only\./).waitFor();
    await banner.getByRole("link", { name: "Upgrade to Pro" }).waitFor();

    // Actions the plan refuses say why instead of failing: Duplicate in the survey's menu.
    await page.getByRole("button", { name: "Actions for Kept for later", exact: true }).click();
    const menu = page.getByRole("menu");
    const duplicate = menu.getByRole("menuitem", { name: "Duplicate" });
    expect(await duplicate.getAttribute("aria-disabled")).toBe("true");
    await menu.getByText("You need a Pro subscription to duplicate surveys.", { exact: true }).waitFor();
    await screenshots(page, "dashboard-trial-ended-menu");
    await page.keyboard.press("Escape");

    // The survey opens read-only instead of bouncing to the dashboard.
    await page.goto(`/surveys/${surveyId}/edit`);
    const title = page.getByRole("textbox", { name: "Survey title" });
    await title.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/surveys/${surveyId}/edit`);
    expect(await title.inputValue()).toBe("Kept for later");
    expect(await title.isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "Upgrade to Pro to Add Questions" }).isDisabled()).toBe(true);
    await screenshots(page, "builder-read-only");

    // Its Upgrade action reaches checkout through the billing page.
    await page
      .getByRole("status")
      .filter({ hasText: "Pro Subscription Required" })
      .getByRole("link", { name: "Upgrade to Pro" })
      .click();
    await waitForPath(page, "/billing");
    await card(page).getByRole("button", { name: "Pro Yearly", exact: true }).click();
    await waitForPath(page, "/billing/local/checkout");
    expect(new URL(page.url()).searchParams.get("plan")).toBe("yearly");
    await page.getByRole("button", { name: "Pay (test mode)" }).waitFor();
  });

  test("a visitor's 'Get started' on the landing page signs up first, then lands in checkout for the chosen period", async () => {
    const user = newUser("visitor", "Vi Visitor");
    const page = await browser.newPage();
    await openSitePage(page, "/");
    const pricing = page.getByRole("region", { name: "Simple pricing" });
    await pricing.getByRole("button", { name: "Yearly" }).click();
    await screenshots(page, "landing-pricing");
    await pricing.getByRole("button", { name: "Get started" }).click();
    await waitForPath(page, "/register");
    expect(new URL(page.url()).searchParams.get("plan")).toBe("yearly");
    await page.getByText("You chose Pro Yearly. Checkout follows as soon as you are signed in.").waitFor();

    await register(page, user, page.url());
    await followVerificationLink(page);

    await waitForPath(page, "/billing/local/checkout");
    expect(new URL(page.url()).searchParams.get("plan")).toBe("yearly");
    expect(await page.getByTestId("checkout-price").textContent()).toBe("$190/year");
  });
});
