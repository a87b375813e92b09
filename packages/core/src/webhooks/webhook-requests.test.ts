import { describe, expect, it } from "vitest";
import { createWebhookRequestSchema } from "./webhook-requests";

describe("webhook requests", () => {
  it("takes an http(s) address and events, and drops repeated events", () => {
    const parsed = createWebhookRequestSchema.parse({
      url: " https://hooks.example.com/sondar ",
      events: ["response.completed", "response.completed"],
    });
    expect(parsed).toEqual({ url: "https://hooks.example.com/sondar", events: ["response.completed"] });
  });

  it("refuses other schemes, credentials in the address, unknown and missing events", () => {
    for (const url of ["ftp://example.com/x", "https://user:pass@example.com/", "example.com", "javascript:alert(1)"]) {
      expect(createWebhookRequestSchema.safeParse({ url, events: ["response.completed"] }).success).toBe(false);
    }
    expect(createWebhookRequestSchema.safeParse({ url: "https://example.com", events: [] }).success).toBe(false);
    expect(createWebhookRequestSchema.safeParse({ url: "https://example.com", events: ["response.updated"] }).success).toBe(
      false,
    );
  });
});
