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
    fireEvent.click(screen.getByRole("link", { name: "Send another message" }));
    await waitFor(() => expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe(""));
  });

  it("marks every field of an empty form with what it needs and puts the focus on the first", async () => {
    const calls = stubApi(() => undefined);
    renderAt(<ContactPage />, "/contact");
    send();
    for (const [label, message] of [
      ["Name", "Name is required"],
      ["Email", "Email is required"],
      ["Subject", "Subject is required"],
      ["Message", "Message is required"],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute("aria-invalid"), label).toBe("true");
      expect(document.getElementById(field.getAttribute("aria-describedby")?.split(" ")[0] ?? "")?.textContent).toBe(message);
    }
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Name")));
    expect(calls.some((call) => call.path === "/api/contact")).toBe(false);
    // A field being corrected drops its error; the focus stays where the person types.
    fill({ Name: "Ada" });
    expect(screen.queryByText("Name is required")).toBeNull();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("false");
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Name"));
  });

  it("moves the focus to the first field the server refused", async () => {
    stubApi((call) =>
      call.path === "/api/contact"
        ? json(400, { errors: [{ field: "subject", code: "TYPE_TEXT", message: "is too long or not text" }] })
        : undefined,
    );
    renderAt(<ContactPage />, "/contact");
    fill(complete);
    send();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Subject")));
  });

  it("says the message's limit and counts down as it is typed, politely, and never cuts what is typed", async () => {
    stubApi(() => undefined);
    renderAt(<ContactPage />, "/contact");
    const message = screen.getByLabelText("Message") as HTMLTextAreaElement;
    expect(message.hasAttribute("maxlength")).toBe(false);
    expect(screen.getByText("Up to 5,000 characters.")).toBeTruthy();
    expect(message.getAttribute("aria-describedby")).toContain("contact-message-hint");
    fill({ Message: "x".repeat(1234) });
    expect(screen.getByText("3,766 characters left")).toBeTruthy();
    const live = document.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(live?.textContent).toBe("3,766 characters left"));

    fill({ ...complete, Message: "y".repeat(5003) });
    expect(screen.getByText("3 characters too many")).toBeTruthy();
    send();
    expect(await screen.findByText("Message is longer than 5,000 characters")).toBeTruthy();
    expect(message.value).toHaveLength(5003);
  });
});

describe("contact form without JavaScript", () => {
  it("posts to the page itself, with the support request marker", () => {
    stubApi(() => undefined);
    renderAt(<ContactPage />, "/contact");
    const form = screen.getByRole("button", { name: "Send Message" }).closest("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/contact");
    expect((form?.querySelector('input[name="_subject"]') as HTMLInputElement | null)?.value).toBe("Support request");
  });

  it("shows what the server made of a posted form: the errors beside what was typed, or 'Message Sent!'", () => {
    stubApi(() => undefined);
    renderAt(
      <ContactPage
        posted={{
          values: { name: "Ada", email: "ada-at-example", subject: "", message: "Hello" },
          errors: [
            { field: "email", code: "TYPE_EMAIL", message: "should be an email" },
            { field: "subject", code: "REQUIRED_FIELD_EMPTY", message: "is required" },
          ],
        }}
      />,
      "/contact",
    );
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada-at-example");
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Subject is required")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));

    renderAt(<ContactPage posted={{ sent: true }} />, "/contact");
    expect(screen.getByRole("heading", { name: "Message Sent!" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Send another message" }).getAttribute("href")).toBe("/contact");
  });
});
