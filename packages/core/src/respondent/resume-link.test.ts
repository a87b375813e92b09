import { describe, expect, it } from "vitest";
import { readResumeToken, resumeLinkUrl } from "./resume-link";
import { resumeLinkBody } from "./resume-link-schemas";

const TOKEN = "abcDEF0123456789-_abcDEF0123456789-_abcDEF0";

describe("resume links", () => {
  it("puts the token in the fragment and reads it back", () => {
    const url = resumeLinkUrl("https://sondar.example/survey/abc", TOKEN);
    expect(url).toBe(`https://sondar.example/survey/abc#resume=${TOKEN}`);
    expect(readResumeToken(new URL(url).hash)).toBe(TOKEN);
  });

  it("reads nothing that could not be a token", () => {
    expect(readResumeToken("")).toBeNull();
    expect(readResumeToken("#resume=short")).toBeNull();
    expect(readResumeToken(`#resume=${TOKEN}x`)).toBeNull();
    expect(readResumeToken(`#other=${TOKEN}`)).toBeNull();
  });

  it("takes a session id and an optional address and language", () => {
    expect(resumeLinkBody.safeParse({ sessionId: "session-123" }).success).toBe(true);
    expect(resumeLinkBody.parse({ sessionId: "session-123", email: " Ana@Example.com ", language: "pt" })).toEqual({
      sessionId: "session-123",
      email: "ana@example.com",
      language: "pt",
    });
    expect(resumeLinkBody.safeParse({ sessionId: "x" }).success).toBe(false);
    expect(resumeLinkBody.safeParse({ sessionId: "session-123", email: "nope" }).success).toBe(false);
    expect(resumeLinkBody.safeParse({ sessionId: "session-123", language: "it" }).success).toBe(false);
  });
});
