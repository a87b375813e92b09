import { z } from "zod";

/** Longest name a user may give at sign-up or in the profile. */
export const USER_NAME_MAX_LENGTH = 100;

export type UserNameProblem = "name_required" | "name_too_long" | "name_not_one_line";

export const USER_NAME_MESSAGES: Record<UserNameProblem, string> = {
  name_required: "Name is required",
  name_too_long: `Name must be at most ${USER_NAME_MAX_LENGTH} characters`,
  name_not_one_line: "Name must be one line of text",
};

// Line breaks and other control characters, and the bidirectional overrides that reorder text.
const NOT_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

/** The first problem with a name a user typed (before trimming), or null when it may be saved. */
export function getUserNameProblem(name: string): UserNameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return "name_required";
  if (trimmed.length > USER_NAME_MAX_LENGTH) return "name_too_long";
  if (!isOneLine(trimmed)) return "name_not_one_line";
  return null;
}

/** Whether text has no line breaks, control characters or bidirectional overrides. */
export function isOneLine(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

/** The problem a server refusal names by its message (USER_NAME_MESSAGES), so a form can say it in its language. */
export function getUserNameProblemOfMessage(message: string | undefined): UserNameProblem | null {
  const found = Object.entries(USER_NAME_MESSAGES).find(([, text]) => text === message);
  return found ? (found[0] as UserNameProblem) : null;
}

/** A name as sign-up and the profile take it: trimmed, one line, at most 100 characters. */
export const userNameSchema = z
  .string()
  .transform((name) => name.trim())
  .superRefine((name, ctx) => {
    const problem = getUserNameProblem(name);
    if (problem) ctx.addIssue({ code: "custom", message: USER_NAME_MESSAGES[problem] });
  });

/**
 * A name from elsewhere (a sign-in provider's profile) made to fit the same rule: control
 * characters become spaces, runs of spaces one, and it is cut at 100 characters.
 */
export function toUserName(name: string): string {
  const oneLine = name.replace(new RegExp(NOT_ONE_LINE.source, "gu"), " ").replace(/\s+/gu, " ").trim();
  return [...oneLine].slice(0, USER_NAME_MAX_LENGTH).join("").trim();
}

// Text a mail client would turn into a link: a scheme, www., an address, or a dotted domain.
const LINK_LIKE = /:\/\/|www\.|@|[\p{L}\p{N}-]\.\p{L}{2,}/iu;

/**
 * The name to greet a user with in a mail, or null when it must not go in one: anyone can sign
 * up with someone else's address, so a name that reads as a link would reach that inbox.
 */
export function getMailGreetingName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? "";
  if (getUserNameProblem(trimmed) || readsAsLink(trimmed)) return null;
  return trimmed;
}

/** Whether a mail client could turn this text into a link. */
export function readsAsLink(text: string): boolean {
  return LINK_LIKE.test(text);
}
