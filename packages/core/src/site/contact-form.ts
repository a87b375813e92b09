/**
 * The contact form, checked by the same function in the browser and on the server
 * (docs/decisions/106-contact-form-endpoint.md). Its reply keeps the product's `errors[]` shape:
 * each error has a code and a message, and names its field unless it concerns the whole form.
 */

import { FALLBACK_LANGUAGE } from "../i18n/languages";
import { siteAlternates } from "./site-paths";

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Longest value each field takes, in characters. */
export const CONTACT_LIMITS: Record<ContactField, number> = { name: 200, email: 254, subject: 200, message: 5000 };

/** The hidden field people never see and bots fill in; a message with it set is dropped. */
export const CONTACT_HONEYPOT_FIELD = "_gotcha";
/** The hidden field marking the message as a support request (the product's `_subject`). */
export const CONTACT_KIND_FIELD = "_subject";
export const CONTACT_KIND = "Support request";

export const CONTACT_PATH = "/api/contact";

/** The contact page in every language: without JavaScript its form posts to the page itself. */
export const CONTACT_PAGE_PATHS: readonly string[] = siteAlternates({ language: FALLBACK_LANGUAGE, page: "contact" }).map(
  (alternate) => alternate.path,
);

/** Field-level codes; any other code is read as UNSPECIFIED. */
export const CONTACT_FIELD_CODES = [
  "REQUIRED_FIELD_EMPTY",
  "REQUIRED_FIELD_MISSING",
  "STRIPE_CLIENT_ERROR",
  "STRIPE_SCA_ERROR",
  "TYPE_EMAIL",
  "TYPE_NUMERIC",
  "TYPE_TEXT",
  "UNSPECIFIED",
] as const;
export type ContactFieldCode = (typeof CONTACT_FIELD_CODES)[number];

export interface ContactError {
  field?: string;
  code: string;
  message: string;
}

export type ContactMessage = Record<ContactField, string>;

const FIELD_MESSAGES: Record<ContactFieldCode, string> = {
  REQUIRED_FIELD_EMPTY: "is required",
  REQUIRED_FIELD_MISSING: "is required",
  STRIPE_CLIENT_ERROR: "could not be processed",
  STRIPE_SCA_ERROR: "could not be verified",
  TYPE_EMAIL: "should be an email",
  TYPE_NUMERIC: "should be a number",
  TYPE_TEXT: "is too long or not text",
  UNSPECIFIED: "is not valid",
};

/**
 * An e-mail address as zod's `z.email()` accepts it (the rule our other forms use), written out
 * so the public site's bundle does not carry zod for one field.
 */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function fieldError(field: ContactField, code: ContactFieldCode): ContactError {
  return { field, code, message: FIELD_MESSAGES[code] };
}

/** The one problem of a field's value, if it has one. */
function checkField(field: ContactField, value: unknown): ContactError | null {
  if (value === undefined || value === null) return fieldError(field, "REQUIRED_FIELD_MISSING");
  if (typeof value !== "string") return fieldError(field, "TYPE_TEXT");
  const text = value.trim();
  if (text === "") return fieldError(field, "REQUIRED_FIELD_EMPTY");
  if (text.length > CONTACT_LIMITS[field]) return fieldError(field, "TYPE_TEXT");
  if (field === "email" && !EMAIL.test(text)) return fieldError(field, "TYPE_EMAIL");
  return null;
}

export type ContactCheck = { ok: true; message: ContactMessage } | { ok: false; errors: ContactError[] };

/**
 * Checks a submitted form: every field required and text, the e-mail an address, none over its
 * length. A body that is not an object, or has none of the fields, is EMPTY.
 */
export function checkContactForm(input: unknown): ContactCheck {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, errors: [{ code: "EMPTY", message: "The form is empty" }] };
  }
  const values = input as Record<string, unknown>;
  if (CONTACT_FIELDS.every((field) => values[field] === undefined || values[field] === "")) {
    return { ok: false, errors: [{ code: "EMPTY", message: "The form is empty" }] };
  }
  const errors = CONTACT_FIELDS.map((field) => checkField(field, values[field])).filter((error) => error !== null);
  if (errors.length > 0) return { ok: false, errors };
  const message = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, String(values[field]).trim()])) as ContactMessage;
  return { ok: true, message };
}

/** Whether the honeypot field carries anything: only a bot fills it in. */
export function isHoneypotFilled(input: unknown): boolean {
  if (typeof input !== "object" || input === null) return false;
  const value = (input as Record<string, unknown>)[CONTACT_HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

/**
 * What the contact page shows after its form was posted to the page itself (a browser without
 * JavaScript): sent, or the errors beside what was typed (docs/decisions/153-contact-form-without-javascript.md).
 */
export type ContactPageState = { sent: true } | { values: ContactMessage; errors: ContactError[] };

/** The fields of a posted form as the page shows them again: each as typed, "" when absent or not text. */
export function readContactValues(input: Readonly<Record<string, unknown>>): ContactMessage {
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, typeof input[field] === "string" ? input[field] : ""]),
  ) as ContactMessage;
}

/**
 * The errors as the form marks them: a form-level EMPTY also marks every blank field as
 * required, so each says what it needs and the first takes the focus.
 */
export function markEmptyFields(errors: readonly ContactError[], values: ContactMessage): ContactError[] {
  if (!errors.some((error) => error.code === "EMPTY" && !error.field)) return [...errors];
  const blank = CONTACT_FIELDS.filter(
    (field) => values[field].trim() === "" && !errors.some((error) => error.field === field),
  ).map((field) => fieldError(field, "REQUIRED_FIELD_EMPTY"));
  return [...errors, ...blank];
}

/** What POST /api/contact answers: success with the next address, or the errors. */
export type ContactReply = { ok: true; next: string } | { errors: ContactError[] };

const isContactError = (value: unknown): value is ContactError => {
  if (typeof value !== "object" || value === null) return false;
  const error = value as Record<string, unknown>;
  return (
    typeof error.code === "string" &&
    typeof error.message === "string" &&
    (error.field === undefined || typeof error.field === "string")
  );
};

/** A reply of POST /api/contact as the form reads it, or null when it has another shape. */
export function readContactReply(body: unknown): ContactReply | null {
  if (typeof body !== "object" || body === null) return null;
  const reply = body as Record<string, unknown>;
  if (reply.ok === true && typeof reply.next === "string") return { ok: true, next: reply.next };
  const errors = reply.errors;
  if (Array.isArray(errors) && errors.length > 0 && errors.every(isContactError)) return { errors };
  return null;
}

/** A field error's code as the form reads it: one of the known codes, else UNSPECIFIED. */
export function knownFieldCode(code: string): ContactFieldCode {
  return (CONTACT_FIELD_CODES as readonly string[]).includes(code) ? (code as ContactFieldCode) : "UNSPECIFIED";
}
