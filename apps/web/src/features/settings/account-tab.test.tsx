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

describe("download my data", () => {
  it("asks for my data, says a link will come by e-mail, and stays disabled", async () => {
    const calls = stubApi(({ path }) => (path === "/api/account/data-export" ? json(202, { queued: true }) : undefined));
    renderAt(<AccountTab />, "/settings");
    const button = screen.getByRole("button", { name: "Download my data" }) as HTMLButtonElement;
    fireEvent.click(button);
    expect(await screen.findByText("We are preparing your data. We will e-mail you a link when it is ready.")).toBeTruthy();
    expect(button.disabled).toBe(true);
    expect(calls.filter((call) => call.path === "/api/account/data-export")).toHaveLength(1);
  });

  it("shows the server's refusal and lets me try again", async () => {
    stubApi(({ path }) =>
      path === "/api/account/data-export"
        ? apiError(429, "RATE_LIMITED", "Too many requests. Please wait a few minutes before trying again.")
        : undefined,
    );
    renderAt(<AccountTab />, "/settings");
    fireEvent.click(screen.getByRole("button", { name: "Download my data" }));
    expect(await screen.findByText(/^Too many requests/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Download my data" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
