import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { newUser, registerAndVerify, useBrowser } from "./support/browser";
import { makePro } from "./support/plans";
import { publishSurvey } from "./support/respondent";
import { seedResponses, seriousAxeViolationsInMain } from "./support/responses";
import { saveScreenshots } from "./support/screenshots";
import { expectToast } from "./support/survey-pages";

const browser = useBrowser();

/** A receiver on loopback, recording each delivery's id, body and headers. */
const received: { id: string; body: string; headers: IncomingHttpHeaders }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    received.push({
      id: String(request.headers["webhook-id"]),
      body: Buffer.concat(chunks).toString("utf8"),
      headers: request.headers,
    });
    response.writeHead(200, { "content-type": "text/plain" }).end("thanks");
  });
});
let receiverUrl = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/sondar`;
});
afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});

async function waitUntil(check: () => boolean, what: string) {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
}

describe("webhooks in Settings", () => {
  test("register a webhook, submit a response, see the delivery in the log, send it again", async () => {
    const page = await browser.newPage();
    const user = newUser("webhooks");
    await registerAndVerify(page, user);
    await makePro(user.email);
    const survey = await publishSurvey(page, "Webhook journey", [{ id: "q_name", type: "text", title: "Your name" }]);

    await page.goto("/settings?tab=webhooks");
    await page.getByRole("heading", { name: "Webhooks", exact: true }).waitFor();
    await page.getByLabel("Endpoint URL").fill(receiverUrl);
    await page.getByLabel("Survey", { exact: true }).selectOption({ label: "Webhook journey" });
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expectToast(page, "Webhook added");
    const card = page.getByRole("list", { name: "Webhooks in this workspace" }).getByRole("listitem").first();
    await card.getByText(receiverUrl, { exact: true }).waitFor();
    const secret = await card.getByLabel("Signing secret").inputValue();
    expect(secret).toMatch(/^whsec_/);

    await seedResponses(survey.shareId, [{ answers: { q_name: "Ana" } }]);
    await waitUntil(() => received.length === 1, "the delivery");
    const first = received[0];
    const event = new Webhook(secret).verify(first?.body ?? "", first?.headers as Record<string, string>) as {
      type: string;
      data: { surveyId: string; answers: Record<string, string> };
    };
    expect(event).toMatchObject({ type: "response.completed", data: { surveyId: survey.id, answers: { q_name: "Ana" } } });

    await card.getByRole("button", { name: "Show deliveries" }).click();
    const row = card.getByRole("row").filter({ hasText: "response.completed" });
    await row.getByText("Delivered", { exact: true }).waitFor();
    await expect.poll(() => row.textContent()).toContain("thanks");
    expect(await seriousAxeViolationsInMain(page)).toEqual([]);
    await saveScreenshots(page, process.env.WEBHOOKS_SHOTS_DIR, "webhooks-settings");

    await row.getByRole("button", { name: "Send again (response.completed)" }).click();
    await expectToast(page, "Delivery queued again");
    await waitUntil(() => received.length === 2, "the second delivery");
    expect(received[1]?.id).toBe(first?.id);
  }, 120_000);
});
