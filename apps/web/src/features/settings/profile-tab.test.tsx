import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type ApiCall, json, renderAt, sessionReply, setUpScreenTests, stubApi } from "../../lib/test-app";
import { ProfileTab } from "./profile-tab";

setUpScreenTests();

/** The profile form for Ana; `update` answers POST /api/auth/update-user. */
async function openProfile(update: (call: ApiCall) => Response = () => json(200, { status: true })) {
  const calls = stubApi((call) => {
    if (call.path === "/api/session") return json(200, sessionReply());
    if (call.path === "/api/auth/update-user") return update(call);
    return undefined;
  });
  renderAt(<ProfileTab />, "/settings");
  const field = await screen.findByDisplayValue("Ana");
  return { calls, field: field as HTMLInputElement, save: () => screen.getByRole("button", { name: "Save Changes" }) };
}

const updates = (calls: ApiCall[]) => calls.filter((call) => call.path === "/api/auth/update-user");

describe("profile name", () => {
  it.each([
    ["too long", "a".repeat(101), "Name must be at most 100 characters"],
    ["empty", "   ", "Please enter your name."],
    ["more than one line", "Ana\tLima", "Name must be one line of text"],
  ])("says under the field when the name is %s, and does not save it", async (_case, typed, message) => {
    const { calls, field, save } = await openProfile();
    fireEvent.change(field, { target: { value: typed } });
    const error = screen.getByRole("alert");
    expect(error.textContent).toBe(message);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(error.id);
    expect((save() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(field.closest("form") as HTMLFormElement);
    expect(updates(calls)).toEqual([]);
  });

  it("shows the server's refusal of a name in the form, in the app's words, until the name changes", async () => {
    const { calls, field, save } = await openProfile(() =>
      json(400, {
        error: {
          code: "VALIDATION_FAILED",
          message: "Please check the highlighted fields",
          fields: { name: ["Name must be one line of text"] },
        },
      }),
    );
    fireEvent.change(field, { target: { value: "Ana Lima" } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(save());
    expect((await screen.findByRole("alert")).textContent).toBe("Name must be one line of text");
    expect(updates(calls).map((call) => call.body)).toEqual([{ name: "Ana Lima" }]);
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: "Ana Lim" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("saves a name that keeps the rule, trimmed", async () => {
    const { calls, field, save } = await openProfile();
    fireEvent.change(field, { target: { value: "  Ana Lima  " } });
    fireEvent.click(save());
    await screen.findByText("Profile Updated");
    expect(updates(calls).map((call) => call.body)).toEqual([{ name: "Ana Lima" }]);
  });
});
