import { z } from "zod";
import { ERROR_MESSAGES } from "../errors/error-codes";
import { isOneLine, readsAsLink } from "../user/user-name";

/** Longest organization name. */
export const ORGANIZATION_NAME_MAX_LENGTH = 100;

export type OrganizationNameProblem =
  "ORGANIZATION_NAME_REQUIRED" | "ORGANIZATION_NAME_TOO_LONG" | "ORGANIZATION_NAME_NOT_ONE_LINE" | "ORGANIZATION_NAME_LINK";

/**
 * The first problem with an organization name (before trimming), or null. The name goes into
 * invitation mails sent to any address, so it may not read as a link or an address.
 */
export function getOrganizationNameProblem(name: string): OrganizationNameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return "ORGANIZATION_NAME_REQUIRED";
  if ([...trimmed].length > ORGANIZATION_NAME_MAX_LENGTH) return "ORGANIZATION_NAME_TOO_LONG";
  if (!isOneLine(trimmed)) return "ORGANIZATION_NAME_NOT_ONE_LINE";
  if (readsAsLink(trimmed)) return "ORGANIZATION_NAME_LINK";
  return null;
}

/** An organization name as create and rename take it: trimmed, one line, 1–100 characters, no link. */
export const organizationNameSchema = z
  .string()
  .max(1000)
  .transform((name) => name.trim())
  .superRefine((name, ctx) => {
    const problem = getOrganizationNameProblem(name);
    if (problem) ctx.addIssue({ code: "custom", message: ERROR_MESSAGES[problem] });
  });
