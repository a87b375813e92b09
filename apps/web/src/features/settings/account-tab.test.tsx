import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiError, json, renderAt, setUpScreenTests, stubApi } from "../../lib/test-app";
import { AccountTab } from "./account-tab";

setUpScreenTests();

async function fillAndDelete() {
  fireEvent.change(await screen.findByLabelText("Your password"), { target: { value: "secret-pass" } });
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
    await fillAndDelete();
    expect(await screen.findByText(/^Transfer ownership first/)).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/account/delete")?.body).toEqual({ password: "secret-pass" });
  });

  it("leaves for the home page once the account is deleted", async () => {
    stubApi(({ path }) => (path === "/api/account/delete" ? json(200, { deleted: true, surveys: 2 }) : undefined));
    renderAt(<AccountTab />, "/settings");
    await fillAndDelete();
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
  });
});

describe("delete my account without a password (decision 298)", () => {
  it("offers a mailed confirmation link instead of a password field", async () => {
    const calls = stubApi(({ path }) => {
      if (path === "/api/account/security") return json(200, { twoFactorEnabled: false, hasPassword: false });
      if (path === "/api/account/delete-link") return json(202, { sent: true });
      return undefined;
    });
    renderAt(<AccountTab />, "/settings");
    const send = (await screen.findByRole("button", { name: "E-mail me a confirmation link" })) as HTMLButtonElement;
    expect(screen.queryByLabelText("Your password")).toBeNull();
    expect(screen.getByText(/you sign in with Google/)).toBeTruthy();
    expect(send.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText("I understand this cannot be undone."));
    fireEvent.click(send);
    expect(await screen.findByText(/We sent a confirmation link to your e-mail address/)).toBeTruthy();
    expect(send.disabled).toBe(true);
    expect(calls.filter((call) => call.path === "/api/account/delete-link")).toHaveLength(1);
    expect(calls.some((call) => call.path === "/api/account/delete")).toBe(false);
  });

  it("deletes with the link's token once I confirm, and shows an expired link's refusal", async () => {
    let expired = true;
    const calls = stubApi(({ path }) => {
      if (path !== "/api/account/delete") return undefined;
      return expired
        ? apiError(410, "ACCOUNT_DELETE_LINK_INVALID", "This confirmation link is not valid or has expired.")
        : json(200, { deleted: true, surveys: 0 });
    });
    renderAt(<AccountTab />, "/settings?tab=account&confirmDelete=tok-123");
    expect(screen.getByText(/You opened the confirmation link/)).toBeTruthy();
    expect(screen.queryByLabelText("Your password")).toBeNull();
    fireEvent.click(screen.getByLabelText("I understand this cannot be undone."));
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText(/^This confirmation link is not valid or has expired/)).toBeTruthy();
    expired = false;
    fireEvent.click(screen.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(screen.getByTestId("location").textContent).toBe("/"));
    expect(calls.filter((call) => call.path === "/api/account/delete").map((call) => call.body)).toEqual([
      { token: "tok-123" },
      { token: "tok-123" },
    ]);
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
