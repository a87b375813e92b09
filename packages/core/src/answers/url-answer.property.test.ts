import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createQuestion } from "../surveys/create-question";
import type { Question } from "../surveys/question-schema";
import { commitAnswer } from "./commit-answer";
import { isValidUrlAnswer, normalizeUrlAnswer } from "./url-answer";
import { validateAnswer } from "./validate-answer";
import { validateSubmission } from "../branching/validate-submission";

const RUNS = { numRuns: 2000 };
const question: Question = { ...createQuestion("url", "u"), required: true };

// What respondents type: real addresses, near misses, other schemes and plain text.
const hostArb = fc.oneof(
  fc.domain(),
  fc.ipV4(),
  fc.constantFrom("localhost", "not a url", "exa mple.com", "a..b", "-x-.com", "1.2.3", "xn--a.com", "münchen.de", ""),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: "grapheme", maxLength: 8 }),
);
const typedArb = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("", " ", "http://", "https://", "HTTPS://", "ftp://", "javascript:", "user@", "https://user:pw@"),
      hostArb,
      fc.constantFrom("", ":80", ":65535", ":65536", ":", ":x"),
      fc.constantFrom("", "/", "/a b", "/path?q=1#f", "?x", "#", "\t", " "),
    )
    .map((parts) => parts.join("")),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.string(),
);

/** The respondent page's verdict on Next: the committed answer through core's check. */
const browserAccepts = (typed: string) => validateAnswer(question, commitAnswer(question, typed)) === null;

/** The server's verdict at final submit, and what it stores. */
function serverKeeps(sent: string): unknown {
  const result = validateSubmission([question], { u: sent }, { complete: true });
  return result.ok ? result.answers.u : null;
}

describe("URL answers (property)", () => {
  it("the browser accepts exactly what the server accepts, and the server stores what the browser sent", () => {
    fc.assert(
      fc.property(typedArb, (typed) => {
        const sent = commitAnswer(question, typed);
        const kept = typeof sent === "string" ? serverKeeps(sent) : null;
        expect(kept !== null).toBe(browserAccepts(typed));
        if (kept !== null) expect(kept).toBe(sent);
      }),
      RUNS,
    );
  });

  it("normalising twice changes nothing, and an unnormalised answer sent by another client is stored normalised", () => {
    fc.assert(
      fc.property(typedArb, (typed) => {
        expect(normalizeUrlAnswer(normalizeUrlAnswer(typed))).toBe(normalizeUrlAnswer(typed));
        if (typed.trim() && isValidUrlAnswer(typed)) expect(serverKeeps(typed)).toBe(normalizeUrlAnswer(typed));
      }),
      RUNS,
    );
  });

  it("accepts every http(s) address fast-check builds", () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ["http", "https"], withQueryParameters: true, withFragments: true }), (url) => {
        expect(isValidUrlAnswer(url)).toBe(true);
      }),
      RUNS,
    );
  });

  it("accepts no ASCII address the standard (WHATWG) parser refuses or reads with another scheme or a user", () => {
    fc.assert(
      fc.property(typedArb, (typed) => {
        // Punycode labels are checked by the parser's IDNA step and not by our pattern (decision 045).
        fc.pre(/^[\x20-\x7e]*$/.test(typed) && !/xn--/i.test(typed) && isValidUrlAnswer(typed));
        const url = new URL(normalizeUrlAnswer(typed));
        expect(["http:", "https:"]).toContain(url.protocol);
        expect(url.username + url.password).toBe("");
      }),
      RUNS,
    );
  });
});
