import type { Locator } from "playwright-core";
import { Webhook } from "standardwebhooks";
import { describe, expect, inject, test } from "vitest";
import { createApiKeyInSettings } from "./support/api-keys";
import { MOBILE, newUser, PHONE, registerAndVerify, useBrowser } from "./support/browser";
import { phoneOverflow } from "./support/overflow";
import { publishSurvey } from "./support/respondent";
import { seriousAxeViolationsInMain } from "./support/responses";
import { saveScreenshots, WIDE_AND_PHONE } from "./support/screenshots";
import { expectToast } from "./support/survey-pages";
import { useWebhookReceiver } from "./support/webhook-receiver";

const browser = useBrowser();
const receiver = useWebhookReceiver();
/** With INTEGRATIONS_SHOTS_DIR set, leaves screenshots of the API tab and the delivery log at 1440 and 390 px, light and dark. */
const SHOTS = process.env.INTEGRATIONS_SHOTS_DIR;

/** The delivery log is read when it opens and on "Refresh": refreshes until `target` shows. */
async function refreshUntilShown(log: Locator, target: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await target.waitFor({ timeout: 2_000 });
      return;
    } catch (error) {
      if (attempt >= 10) throw error;
    }
    await log.getByRole("button", { name: "Refresh", exact: true }).click();
  }
}

describe("integrations: API key and webhooks in Settings", () => {
  test("a new creator makes an API key and uses it, registers a webhook, a respondent answers, the delivery is logged and sent again", async () => {
    const page = await browser.newPage();
    await registerAndVerify(page, newUser("integrations", "Ivo Integrations"));
    const survey = await publishSurvey(page, "Integrations journey", [
      { id: "q_name", type: "text", title: "What is your name?", required: true },
    ]);

    // Settings → API: a key, shown once, read-only, with its copy button.
    await page.goto("/settings");
    const { key, dialog } = await createApiKeyInSettings(page, "Reporting script", "Read");
    await dialog.getByRole("button", { name: "Copy" }).waitFor();
    await saveScreenshots(page, SHOTS, "integrations-api-key", WIDE_AND_PHONE);

    // The key works on the public API: it lists the creator's survey.
    const listed = await fetch(`${inject("baseURL")}/api/v1/surveys`, { headers: { authorization: `Bearer ${key}` } });
    expect(listed.status).toBe(200);
    const { data } = (await listed.json()) as { data: { id: string; title: string }[] };
    expect(data.map((item) => [item.id, item.title])).toEqual([[survey.id, "Integrations journey"]]);

    await dialog.getByRole("button", { name: "Done" }).click();
    await page.getByRole("row", { name: /Reporting script/ }).waitFor();
    expect(await page.getByText(key).count()).toBe(0);
    expect(await phoneOverflow(page)).toBe(0);
    await saveScreenshots(page, SHOTS, "integrations-api-tab", WIDE_AND_PHONE);

    // Settings → Webhooks: an endpoint for the survey, pointing at the receiver on loopback.
    await page.getByRole("tab", { name: "Webhooks" }).click();
    await page.getByLabel("Endpoint URL").fill(receiver.url());
    await page.getByLabel("Survey", { exact: true }).selectOption({ label: "Integrations journey" });
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expectToast(page, "Webhook added");
    const card = page
      .getByRole("list", { name: "Webhooks in this workspace" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: receiver.url(), exact: true }) });
    const secret = await card.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^whsec_/);

    // A respondent answers on the public survey page, on a phone.
    const respondent = await browser.newPage(MOBILE, PHONE);
    await respondent.goto(`/survey/${survey.shareId}`);
    await respondent.getByRole("textbox", { name: "What is your name?" }).fill("Rita");
    await respondent.getByRole("button", { name: "Submit", exact: true }).click();
    await respondent.getByRole("heading", { name: "Survey Completed!" }).waitFor();

    await receiver.waitFor(1);
    const verify = (index: number) =>
      new Webhook(secret).verify(
        receiver.received[index]?.body ?? "",
        receiver.received[index]?.headers as Record<string, string>,
      );
    expect(verify(0)).toMatchObject({
      type: "response.completed",
      data: { surveyId: survey.id, status: "complete", answers: { q_name: "Rita" } },
    });

    // The delivery log: delivered, the receiver's 200 and its answer.
    await card.getByRole("button", { name: "Show deliveries" }).click();
    const row = card.getByRole("row").filter({ hasText: "response.completed" });
    await refreshUntilShown(card, row.getByText("Delivered", { exact: true }));
    expect(await row.textContent()).toMatch(/200\s*thanks/);
    expect(await seriousAxeViolationsInMain(page)).toEqual([]);
    expect(await phoneOverflow(page)).toBe(0);
    await saveScreenshots(page, SHOTS, "integrations-deliveries", WIDE_AND_PHONE);

    // "Send again": the same event once more, with the same webhook-id, signed again.
    await row.getByRole("button", { name: "Send again (response.completed)" }).click();
    await expectToast(page, "Delivery queued again");
    await receiver.waitFor(2);
    expect(receiver.received.map((delivery) => delivery.id)).toEqual([receiver.received[0]?.id, receiver.received[0]?.id]);
    expect(verify(1)).toEqual(verify(0));
    await refreshUntilShown(card, row.getByText("Delivered", { exact: true }));
    expect(await card.getByRole("row").filter({ hasText: "response.completed" }).count()).toBe(1);
  }, 180_000);
});
