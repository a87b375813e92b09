import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAt, setUpScreenTests, stubApi } from "../../../lib/test-app";
import ContactPage from "./contact-page";

setUpScreenTests();

function fill(values: Partial<Record<"Name" | "Email" | "Subject" | "Message", string>>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
const complete = { Name: "Ada", Email: "ada@example.com", Subject: "Exports", Message: "How do I export?" };

describe("contact form", () => {
  it("shows each field's error under it and sends nothing while fields are missing or wrong", async () => {
    const calls = stubApi(() => undefined);
    renderAt(<ContactPage />, "/contact");
    fill({ Name: "Ada", Email: "not-an-address" });
    send();
    expect(await screen.findByText("Email should be an email")).toBeTruthy();
    expect(screen.getByText("Subject is required")).toBeTruthy();
    expect(screen.getByText("Message is required")).toBeTruthy();
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("Email").getAttribute("aria-describedby")).toBe("contact-email-error");
    expect(calls.some((call) => call.path === "/api/contact")).toBe(false);
  });

  it("shows the server's field errors, an unknown code by its message, and form-level errors under the heading", async () => {
    stubApi((call) =>
      call.path === "/api/contact"
        ? json(400, {
            errors: [
              { field: "email", code: "TYPE_EMAIL", message: "should be an email" },
              { field: "subject", code: "SOMETHING_NEW", message: "looks odd" },
              { code: "BLOCKED", message: "Too many" },
            ],
          })
        : undefined,
    );
    renderAt(<ContactPage />, "/contact");
    fill(complete);
    send();
    expect(await screen.findByText("Email should be an email")).toBeTruthy();
    expect(screen.getByText("Subject looks odd")).toBeTruthy();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("There was a problem sending your message");
    expect(alert.textContent).toContain("You have sent several messages in a short time.");
    expect(screen.getByRole("button", { name: "Send Message" })).toBeTruthy();
  });

  it("says 'Unexpected response format' for an answer of another shape", async () => {
    stubApi((call) => (call.path === "/api/contact" ? json(200, { hello: "world" }) : undefined));
    renderAt(<ContactPage />, "/contact");
    fill(complete);
    send();
    expect((await screen.findByRole("alert")).textContent).toContain("Unexpected response format");
  });

  it("shows 'Sending...' on a disabled button, then 'Message Sent!' in place of the form", async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubApi((call) =>
      call.path === "/api/contact" ? new Promise<Response>((resolve) => (answer = resolve)) : undefined,
    );
    renderAt(<ContactPage />, "/contact");
    fill(complete);
    send();
    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((call) => call.path === "/api/contact")?.body).toEqual({
      name: "Ada",
      email: "ada@example.com",
      subject: "Exports",
      message: "How do I export?",
      _gotcha: "",
      _subject: "Support request",
      language: "en",
    });
    answer(json(200, { ok: true, next: "/" }));
    expect(await screen.findByRole("heading", { name: "Message Sent!" })).toBeTruthy();
    expect(screen.getByText("Thank you for reaching out. We'll get back to you as soon as possible.")).toBeTruthy();
    expect(screen.queryByLabelText("Email")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Send another message" }));
    await waitFor(() => expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe(""));
  });
});
