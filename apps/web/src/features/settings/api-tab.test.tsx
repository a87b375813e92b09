import type { ApiKeyItem } from "@sondar/core/api/api-keys";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, sessionReply, setUpScreenTests, stubApi } from "../../lib/test-app";
import { ApiTab } from "./api-tab";

setUpScreenTests();

const PLAN = {
  canCreateSurveys: true,
  canEditSurveys: true,
  canDuplicateSurveys: true,
  isTrialActive: false,
  trialDaysLeft: 0,
  standing: "paid",
};
const SECRET = `sondar_${"k".repeat(43)}`;

function keyItem(overrides: Partial<ApiKeyItem> = {}): ApiKeyItem {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    name: "CI",
    scope: "read",
    prefix: "sondar_kkkkkkkk",
    organizationId: null,
    organizationName: null,
    createdAt: "2026-12-01T10:00:00.000Z",
    lastUsedAt: null,
    ...overrides,
  };
}

function stubKeys(initial: ApiKeyItem[]) {
  let keys = initial;
  return stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply());
    if (call.path === "/api/organizations")
      return json(200, {
        organizations: [
          { id: "org-a", name: "Acme", role: "admin", memberCount: 2, createdAt: "2026-01-01T00:00:00.000Z", plan: PLAN },
          { id: "org-b", name: "Beta", role: "member", memberCount: 2, createdAt: "2026-01-01T00:00:00.000Z", plan: PLAN },
        ],
      });
    if (call.path === "/api/api-keys" && call.method === "GET") return json(200, { keys });
    if (call.path === "/api/api-keys" && call.method === "POST") {
      const key = keyItem({ id: "00000000-0000-4000-8000-000000000002", name: "Zapier", scope: "read_write" });
      keys = [key, ...keys];
      return json(201, { key, secret: SECRET });
    }
    if (call.method === "DELETE") {
      keys = keys.filter((k) => !call.path.endsWith(k.id));
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

describe("Settings → API", () => {
  it("lists keys by name, scope and prefix, never the secret", async () => {
    stubKeys([keyItem()]);
    renderAt(<ApiTab />, "/settings");
    const row = (await screen.findByText("CI")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Read")).toBeTruthy();
    expect(within(row).getByText("sondar_kkkkkkkk…")).toBeTruthy();
    expect(within(row).getByText("Never")).toBeTruthy();
  });

  it("names this server's MCP address, which takes the same keys, and links to how to connect", async () => {
    stubKeys([]);
    renderAt(<ApiTab />, "/settings");
    expect(await screen.findByText(new RegExp(`MCP server at ${window.location.origin}/api/mcp with a key`))).toBeTruthy();
    expect(screen.getByRole("link", { name: "How to connect an assistant" }).getAttribute("href")).toBe("/docs");
  });

  it("creates a key with a name, scopes and a workspace where I may, and shows it once in a read-only field", async () => {
    const calls = stubKeys([]);
    renderAt(<ApiTab />, "/settings");
    fireEvent.click(await screen.findByRole("button", { name: "Create API key" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Zapier" } });
    fireEvent.change(within(dialog).getByLabelText("Scopes"), { target: { value: "read_write" } });
    const workspace = within(dialog).getByLabelText("Workspace");
    await waitFor(() =>
      expect(
        within(workspace)
          .getAllByRole("option")
          .map((o) => o.textContent),
      ).toEqual(["Personal", "Acme"]),
    );
    fireEvent.change(workspace, { target: { value: "org-a" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create API key" }));
    const field = (await within(dialog).findByLabelText("Your new API key")) as HTMLInputElement;
    expect(field.value).toBe(SECRET);
    expect(field.readOnly).toBe(true);
    expect(within(dialog).getByRole("button", { name: "Copy" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { name: "Zapier", scope: "read_write", organizationId: "org-a" },
    ]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByDisplayValue(SECRET)).toBeNull());
    expect(await screen.findByText("Zapier")).toBeTruthy();
  });

  it("revokes a key after asking", async () => {
    const calls = stubKeys([keyItem()]);
    renderAt(<ApiTab />, "/settings");
    fireEvent.click(await screen.findByRole("button", { name: "Revoke CI" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("stops working at once");
    fireEvent.click(within(dialog).getByRole("button", { name: "Revoke" }));
    await waitFor(() => expect(calls.some((c) => c.method === "DELETE")).toBe(true));
    expect(await screen.findByText("You have no API keys yet.")).toBeTruthy();
  });
});
