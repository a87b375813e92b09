import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  checkContactForm,
  isHoneypotFilled,
  knownFieldCode,
  markEmptyFields,
  readContactReply,
  readContactValues,
} from "./contact-form";

const valid = { name: " Ada ", email: "ada@example.com", subject: "Hi", message: "Hello" };

describe("contact form check", () => {
  it("accepts a complete form, trimmed", () => {
    expect(checkContactForm(valid)).toEqual({
      ok: true,
      message: { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" },
    });
  });

  it("accepts and refuses the same addresses as zod's e-mail rule", () => {
    const email = z.email();
    for (const address of [
      "ada@example.com",
      "first.last+tag@sub.example.co.uk",
      "o'brien@example.ie",
      "a@b.c",
      "no-at-sign",
      "two@@example.com",
      ".dot@example.com",
      "dots..inside@example.com",
      "ada@example",
      "ada@-example.com",
      "space in@example.com",
    ]) {
      const ours = checkContactForm({ ...valid, email: address });
      expect(ours.ok, address).toBe(email.safeParse(address).success);
    }
  });

  it("names each field's problem with the product's codes", () => {
    const check = checkContactForm({ name: 5, email: "x", subject: "  ", message: "y".repeat(5001) });
    expect(check.ok ? [] : check.errors.map((error) => [error.field, error.code])).toEqual([
      ["name", "TYPE_TEXT"],
      ["email", "TYPE_EMAIL"],
      ["subject", "REQUIRED_FIELD_EMPTY"],
      ["message", "TYPE_TEXT"],
    ]);
    const missing = checkContactForm({ name: "Ada" });
    expect(missing.ok ? [] : missing.errors.map((error) => error.code)).toEqual([
      "REQUIRED_FIELD_MISSING",
      "REQUIRED_FIELD_MISSING",
      "REQUIRED_FIELD_MISSING",
    ]);
    expect(checkContactForm(null)).toEqual({ ok: false, errors: [{ code: "EMPTY", message: "The form is empty" }] });
  });

  it("reads the honeypot, the reply shapes and unknown field codes", () => {
    expect(isHoneypotFilled({ _gotcha: "" })).toBe(false);
    expect(isHoneypotFilled({ _gotcha: " x " })).toBe(true);
    expect(isHoneypotFilled({})).toBe(false);
    expect(readContactReply({ ok: true, next: "/" })).toEqual({ ok: true, next: "/" });
    expect(readContactReply({ errors: [{ code: "EMPTY", message: "m" }] })).toEqual({
      errors: [{ code: "EMPTY", message: "m" }],
    });
    expect(readContactReply({ errors: [] })).toBeNull();
    expect(readContactReply({ errors: [{ code: 1 }] })).toBeNull();
    expect(readContactReply({ error: "x" })).toBeNull();
    expect(knownFieldCode("TYPE_EMAIL")).toBe("TYPE_EMAIL");
    expect(knownFieldCode("NEW_CODE")).toBe("UNSPECIFIED");
  });
});

describe("markEmptyFields", () => {
  it("marks every blank field of an empty form as required, beside the form-level EMPTY", () => {
    const empty = { name: "", email: "", subject: "", message: "" };
    const checked = checkContactForm(empty);
    expect(checked.ok).toBe(false);
    const errors = markEmptyFields(checked.ok ? [] : checked.errors, empty);
    expect(errors.map((error) => [error.field, error.code])).toEqual([
      [undefined, "EMPTY"],
      ["name", "REQUIRED_FIELD_EMPTY"],
      ["email", "REQUIRED_FIELD_EMPTY"],
      ["subject", "REQUIRED_FIELD_EMPTY"],
      ["message", "REQUIRED_FIELD_EMPTY"],
    ]);
    const some = [{ field: "email", code: "TYPE_EMAIL", message: "should be an email" }];
    expect(markEmptyFields(some, { ...empty, email: "x" })).toEqual(some);
  });
});

describe("readContactValues", () => {
  it("keeps the four fields as typed and nothing else", () => {
    expect(readContactValues({ name: " Ada ", email: 4, message: "Hi", _gotcha: "bot" })).toEqual({
      name: " Ada ",
      email: "",
      subject: "",
      message: "Hi",
    });
  });
});
