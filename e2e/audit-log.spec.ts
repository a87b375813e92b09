import { parse } from "csv-parse/sync";
import { describe, expect, test } from "vitest";
import { seriousAxeViolations } from "./support/axe";
import { newUser, registerAndVerify, useBrowser, waitForPath } from "./support/browser";
import { captureDownload } from "./support/responses";
import { saveScreenshots, WIDE_AND_PHONE } from "./support/screenshots";
import { expectToast } from "./support/survey-pages";

const browser = useBrowser();

describe("audit log", () => {
  test("an owner sees their invitation and API keys in the Teams page's audit log, filters it by action and exports what it shows as CSV", async () => {
    const tag = Date.now().toString(36);
    const orgName = `Audit Co ${tag}`;
    const owner = newUser("audit-owner", "Olivia Owner");
    const invited = `audit-invitee-${tag}@example.com`;

    const page = await browser.newPage();
    await registerAndVerify(page, owner);
    await page.goto("/teams");
    await page.getByRole("button", { name: "New organization" }).click();
    const createDialog = page.getByRole("dialog", { name: "Create an organization" });
    await createDialog.getByLabel("Organization name").fill(orgName);
    await createDialog.getByRole("button", { name: "Create organization" }).click();
    const audit = page.getByRole("region", { name: "Audit log" });
    await audit.getByText("No activity recorded yet").waitFor();

    // The owner invites an address; the log shows it without a reload.
    await page.getByLabel("Email address").fill(invited);
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expectToast(page, `Invitation sent to ${invited}`);
    await audit.getByRole("cell", { name: /Invited a member/ }).waitFor();

    // … then makes two of the organization's API keys and revokes one.
    const organizationId = new URL(page.url()).searchParams.get("org");
    expect(organizationId).toBeTruthy();
    const keyIds: string[] = [];
    for (const name of ["CI deploy", "Old integration"]) {
      const created = await page.request.post("/api/api-keys", { data: { name, scope: "read", organizationId } });
      expect(created.status()).toBe(201);
      keyIds.push(((await created.json()) as { key: { id: string } }).key.id);
    }
    expect((await page.request.delete(`/api/api-keys/${keyIds[1]}`)).status()).toBe(204);

    await page.reload();
    await waitForPath(page, "/teams");
    const table = audit.getByRole("table", { name: "Audit log entries, newest first" });
    await table.getByRole("cell", { name: /Revoked an API key/ }).waitFor();
    const rows = table.getByRole("row");
    // The header, then newest first.
    expect(await rows.count()).toBe(5);
    const actions = await table.locator("tbody tr td:nth-child(3) p:first-child").allTextContents();
    expect(actions).toEqual(["Revoked an API key", "Created an API key", "Created an API key", "Invited a member"]);
    const invite = rows.filter({ hasText: "Invited a member" });
    await invite.getByText(owner.name, { exact: true }).waitFor();
    await invite.getByText(invited).waitFor();
    await invite.getByText("As Member").waitFor();
    await rows.filter({ hasText: "Revoked an API key" }).getByText("Old integration").waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshots(page, process.env.AUDIT_SHOTS_DIR, "audit-log", WIDE_AND_PHONE);

    // The whole log as CSV.
    const exportLink = audit.getByRole("link", { name: "Export CSV" });
    const all = await captureDownload(page, () => exportLink.click());
    expect(all.name).toBe("audit-log.csv");
    const allRecords = parse(all.bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(allRecords.map((r) => r.action)).toEqual(["api_key.revoke", "api_key.create", "api_key.create", "member.invite"]);
    expect(allRecords.find((r) => r.action === "member.invite")?.target_name).toBe(invited);
    expect(allRecords.every((r) => r.actor_name === owner.name)).toBe(true);

    // Filtered by action: the list and the CSV follow.
    await audit.getByLabel("Action").selectOption({ label: "Created an API key" });
    await audit.getByRole("cell", { name: /Revoked an API key/ }).waitFor({ state: "detached" });
    expect(await table.locator("tbody tr").count()).toBe(2);
    const keys = await captureDownload(page, () => exportLink.click());
    const keyRecords = parse(keys.bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(keyRecords.map((r) => [r.action, r.target_name])).toEqual([
      ["api_key.create", "Old integration"],
      ["api_key.create", "CI deploy"],
    ]);

    // A day range with nothing in it says so, and clearing the filters brings every entry back.
    await audit.getByLabel("From").fill("2020-01-01");
    await audit.getByLabel("To").fill("2020-01-31");
    await audit.getByText("No entries match these filters").waitFor();
    await audit.getByRole("button", { name: "Clear filters" }).click();
    await table.getByRole("cell", { name: /Invited a member/ }).waitFor();
  });
});
