import { expect, it } from "vitest";
import { getVerificationIssueKey } from "./verification-error";

it("maps an expired link, an unconfirmed address and other errors to their messages", () => {
  expect(getVerificationIssueKey(new URLSearchParams("error=TOKEN_EXPIRED"))).toEqual({ key: "auth.verifyIssue.expired" });
  expect(getVerificationIssueKey(new URLSearchParams("error=access_denied&error_code=otp_expired"))).toEqual({
    key: "auth.verifyIssue.expired",
  });
  expect(getVerificationIssueKey(new URLSearchParams("error_code=email_not_confirmed"))).toEqual({
    key: "auth.verifyIssue.unconfirmed",
  });
  expect(getVerificationIssueKey(new URLSearchParams("error=invalid_token&error_description=Link+used"))).toEqual({
    key: "auth.verifyIssue.described",
    description: "Link used",
  });
  expect(getVerificationIssueKey(new URLSearchParams("error=invalid_token"))).toEqual({ key: "auth.verifyIssue.generic" });
  expect(getVerificationIssueKey(new URLSearchParams("verified=true"))).toBeNull();
});
