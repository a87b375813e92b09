import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { initTestI18n } from "../../lib/test-i18n";
import { auditDetailsNote, auditTargetTypeLabel } from "./audit-log-words";
import { auditEntry } from "./test-teams-data";

beforeAll(() => {
  initTestI18n();
});

const note = (action: string, details: Record<string, unknown>) => auditDetailsNote(i18n.t, auditEntry({ action, details }));

describe("audit log words", () => {
  it("says how each sign-in was made, and nothing for a method it does not know", () => {
    expect(note("auth.sign_in", { method: "password" })).toBe("With a password");
    expect(note("auth.sign_in", { method: "password", secondFactor: "totp" })).toBe("Password and authenticator code");
    expect(note("auth.sign_in", { method: "password", secondFactor: "backup_code" })).toBe("Password and recovery code");
    expect(note("auth.sign_in", { method: "passkey" })).toBe("With a passkey");
    expect(note("auth.sign_in", { method: "social", provider: "google" })).toBe("With Google");
    expect(note("auth.sign_in", { method: "email_verification" })).toBe("Through the verification link");
    expect(note("auth.sign_in", { method: "carrier-pigeon" })).toBeNull();
  });

  it("names an export's format, and a sign-in's session as a session", () => {
    expect(note("responses.export", { format: "xlsx", status: "complete" })).toBe("As XLSX");
    expect(auditTargetTypeLabel(i18n.t, "session")).toBe("Session");
  });
});
