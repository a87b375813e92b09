import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, renderAt, setUpScreenTests, stubApi } from "../../lib/test-app";
import { AccountTab } from "./account-tab";

setUpScreenTests();

function fillAndDelete() {
  fireEvent.change(screen.getByLabelText("Your password"), { target: { value: "secret-pass" } });
  const button = screen.getByRole("button", { name: "Delete my account" }) as HTMLButtonElement;
  // Nothing happens before the checkbox says I understand.
  expect(button.disabled).toBe(true);
  fireEvent.click(screen.getByLabelText("I understand this cannot be undone."));
  fireEvent.click(button);
}

describe("delete my account", () => {
  it("says what goes, and tells me to transfer ownership first when the server refuses", async () => {
    const calls = stubApi(({ path }) =>
      path === "/api/account/delete"
        ? apiError(409, "ACCOUNT_OWNS_ORGANIZATION", "Transfer ownership first: you own an organization with other members.")
        : undefined,
    );
    renderAt(<AccountTab />, "/settings");
    expect(
      screen.getByText(/deletes your personal surveys, all their responses and the files respondents uploaded/),
    ).toBeTruthy();
    fillAndDelete();
    expect(await screen.findByText(/^Transfer ownership first/)).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/account/delete")?.body).toEqual({ password: "secret-pass" });
  });

  it("leaves for the home page once the account is deleted", async () => {
    stubApi(({ path }) => (path === "/api/account/delete" ? json(200, { deleted: true, surveys: 2 }) : undefined));
    renderAt(<AccountTab />, "/settings");
    fillAndDelete();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
  });
});
