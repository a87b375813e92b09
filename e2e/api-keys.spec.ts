import { describe, expect, inject, test } from "vitest";
import { createApiKeyInSettings } from "./support/api-keys";
import { seriousAxeViolations } from "./support/axe";
import { newUser, registerAndVerify, useBrowser } from "./support/browser";
import { saveScreenshots, WIDE_AND_PHONE } from "./support/screenshots";

const browser = useBrowser();

describe("API keys", () => {
  test("a creator makes a key in Settings → API, sees it once, uses it on /api/v1, and revokes it", async () => {
    const page = await browser.newPage();
    await registerAndVerify(page, newUser("api-keys", "Ana Keys"));
    await page.goto("/settings");
    const { key, dialog } = await createApiKeyInSettings(page, "Zapier", "Read and write");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, process.env.API_SHOTS_DIR, "api-key-created", WIDE_AND_PHONE);

    const baseURL = inject("baseURL");
    const listed = await fetch(`${baseURL}/api/v1/surveys`, { headers: { authorization: `Bearer ${key}` } });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("ratelimit-limit")).toBe("100");

    await dialog.getByRole("button", { name: "Done" }).click();
    const row = page.getByRole("row", { name: /Zapier/ });
    await expect.poll(() => row.getByText("Read and write").count()).toBe(1);
    expect(await page.getByText(key).count()).toBe(0);
    await saveScreenshots(page, process.env.API_SHOTS_DIR, "api-keys-list", WIDE_AND_PHONE);

    await page.getByRole("button", { name: "Revoke Zapier" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
    await page.getByText("You have no API keys yet.").waitFor();
    const refused = await fetch(`${baseURL}/api/v1/surveys`, { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status).toBe(401);
  });
});
