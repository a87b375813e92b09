import {
  type CONTACT_HONEYPOT_FIELD,
  CONTACT_KIND,
  CONTACT_KIND_FIELD,
  CONTACT_PATH,
  readContactReply,
  type ContactError,
  type ContactMessage,
} from "@sondar/core/site/contact-form";

/** How a sending ended: sent, or the errors to show (a form-level one without `field`). */
export type ContactOutcome = { sent: true } | { sent: false; errors: ContactError[] };

/**
 * Posts the form to our endpoint and reads its answer as the product does: `errors[]`, a single
 * error string, or success; our API's other error shape by its message; anything else is
 * 'Unexpected response format' (`UNEXPECTED`), a failed connection the network's message.
 */
export async function sendContactForm(
  message: ContactMessage & { [CONTACT_HONEYPOT_FIELD]: string },
  language: string,
): Promise<ContactOutcome> {
  let response: Response;
  try {
    response = await fetch(CONTACT_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ ...message, [CONTACT_KIND_FIELD]: CONTACT_KIND, language }),
    });
  } catch {
    return { sent: false, errors: [{ code: "NETWORK", message: "" }] };
  }
  const body: unknown = await response.json().catch(() => null);
  const reply = readContactReply(body);
  if (reply) return "errors" in reply ? { sent: false, errors: reply.errors } : { sent: true };
  const single = (body as { error?: unknown } | null)?.error;
  if (typeof single === "string") return { sent: false, errors: [{ code: "ERROR", message: single }] };
  const apiMessage = (single as { message?: unknown } | undefined)?.message;
  if (typeof apiMessage === "string") return { sent: false, errors: [{ code: "ERROR", message: apiMessage }] };
  return { sent: false, errors: [{ code: "UNEXPECTED", message: "" }] };
}
