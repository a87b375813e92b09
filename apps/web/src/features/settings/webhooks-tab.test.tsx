import type { WebhookEndpoint } from "@sondar/core/webhooks/webhook-replies";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, sessionReply, setUpScreenTests, stubApi, surveyListItem } from "../../lib/test-app";
import { WebhooksTab } from "./webhooks-tab";

setUpScreenTests();

const HOOK_A = "https://a.example/hooks";
const HOOK_B = "https://b.example/hooks";

function endpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: "wh-a",
    url: HOOK_A,
    events: ["response.completed"],
    surveyId: null,
    surveyTitle: null,
    organizationId: null,
    secret: "whsec_old",
    enabled: true,
    disabledReason: null,
    consecutiveFailures: 0,
    createdAt: "2026-12-01T10:00:00.000Z",
    ...overrides,
  };
}

/** The settings API with `initial` endpoints; the survey list holds only "Recent" (an older survey falls outside its 200). */
function stubWebhooks(initial: WebhookEndpoint[]) {
  let webhooks = initial;
  return stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply());
    if (call.path === "/api/organizations") return json(200, { organizations: [] });
    if (call.path === "/api/surveys")
      return json(200, { surveys: [surveyListItem({ id: "s-recent", title: "Recent" })], total: 201 });
    if (call.path === "/api/webhooks" && call.method === "GET") return json(200, { webhooks });
    const rotated = /^\/api\/webhooks\/([^/]+)\/rotate-secret$/.exec(call.path);
    if (rotated && call.method === "POST") {
      webhooks = webhooks.map((w) => (w.id === rotated[1] ? { ...w, secret: "whsec_new" } : w));
      return json(200, { webhook: webhooks.find((w) => w.id === rotated[1]) });
    }
    const patched = /^\/api\/webhooks\/([^/]+)$/.exec(call.path);
    if (patched && call.method === "PATCH") {
      webhooks = webhooks.map((w) => (w.id === patched[1] ? { ...w, ...(call.body as Partial<WebhookEndpoint>) } : w));
      return json(200, { webhook: webhooks.find((w) => w.id === patched[1]) });
    }
    return undefined;
  });
}

const cardOf = async (url: string) => (await screen.findByRole("heading", { name: url, level: 3 })).closest("li") as HTMLElement;

describe("Settings → Webhooks", () => {
  it("asks before rotating a secret, and keeps the old one when the creator cancels", async () => {
    const calls = stubWebhooks([endpoint()]);
    renderAt(<WebhooksTab />, "/settings");
    const card = await cardOf(HOOK_A);
    const rotate = within(card).getByRole("button", { name: `Rotate secret (${HOOK_A})` });

    fireEvent.click(rotate);
    let dialog = await screen.findByRole("dialog", { name: "Rotate the signing secret?" });
    expect(dialog.textContent).toContain(`every delivery to ${HOOK_A}`);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((c) => c.path.endsWith("/rotate-secret"))).toBe(false);
    expect((within(card).getByLabelText(/^Signing secret/) as HTMLInputElement).value).toBe("whsec_old");

    fireEvent.click(rotate);
    dialog = await screen.findByRole("dialog", { name: "Rotate the signing secret?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Rotate secret" }));
    await waitFor(() => expect((within(card).getByLabelText(/^Signing secret/) as HTMLInputElement).value).toBe("whsec_new"));
    expect(calls.filter((c) => c.path.endsWith("/rotate-secret")).map((c) => c.path)).toEqual([
      "/api/webhooks/wh-a/rotate-secret",
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("names each card's buttons and secret after its endpoint, so several cards can be told apart", async () => {
    stubWebhooks([endpoint(), endpoint({ id: "wh-b", url: HOOK_B })]);
    renderAt(<WebhooksTab />, "/settings");
    await cardOf(HOOK_B);
    for (const url of [HOOK_A, HOOK_B]) {
      for (const action of ["Send test event", "Show deliveries", "Edit", "Switch off", "Delete", "Rotate secret"])
        expect(screen.getAllByRole("button", { name: `${action} (${url})` })).toHaveLength(1);
      expect(screen.getAllByLabelText(`Signing secret (${url})`)).toHaveLength(1);
    }
  });

  it("opens an older survey's endpoint for editing with that survey chosen, and saving keeps it", async () => {
    const calls = stubWebhooks([endpoint({ surveyId: "s-old", surveyTitle: "Old survey" })]);
    renderAt(<WebhooksTab />, "/settings");
    const card = await cardOf(HOOK_A);
    expect(within(card).getByText(/Survey: Old survey/)).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: `Edit (${HOOK_A})` }));
    const picker = (await within(card).findByLabelText("Survey")) as HTMLSelectElement;
    await waitFor(() => expect(within(picker).getAllByRole("option").length).toBe(3));
    expect(picker.value).toBe("s-old");
    expect(picker.selectedOptions[0]?.textContent).toBe("Old survey");
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All surveys in this workspace", "Old survey", "Recent"]);

    fireEvent.click(within(card).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PATCH")).toBe(true));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      url: HOOK_A,
      events: ["response.completed"],
      surveyId: "s-old",
    });
  });

  it("lists a survey that is among the newest once, not twice", async () => {
    stubWebhooks([endpoint({ surveyId: "s-recent", surveyTitle: "Recent" })]);
    renderAt(<WebhooksTab />, "/settings");
    const card = await cardOf(HOOK_A);
    fireEvent.click(within(card).getByRole("button", { name: `Edit (${HOOK_A})` }));
    const picker = (await within(card).findByLabelText("Survey")) as HTMLSelectElement;
    await waitFor(() => expect(picker.value).toBe("s-recent"));
    expect(
      within(picker)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All surveys in this workspace", "Recent"]);
  });
});
