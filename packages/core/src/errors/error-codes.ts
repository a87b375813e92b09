/**
 * Every error the API returns, with its user-facing message (the rules behind them: docs/product/).
 * The web app shows the message (translated by code when it has a translation).
 */
export const ERROR_MESSAGES = {
  UNAUTHENTICATED: "User not authenticated",
  FORBIDDEN: "You do not have permission to perform this action",
  NOT_FOUND: "Not found",
  VALIDATION_FAILED: "Please check the highlighted fields",
  BAD_ORIGIN: "Cross-site request refused",
  RATE_LIMITED: "Too many requests. Please wait a few minutes before trying again.",
  RESET_RATE_LIMITED: "Too many reset attempts. Please wait a few minutes before trying again.",
  SIGN_IN_LOCKED: "Too many failed sign-in attempts for this account. Please wait a few minutes, or reset your password.",
  NO_ACCOUNT_FOR_EMAIL: "No account found with this email address.",
  RESET_MAIL_UNAVAILABLE: "Password reset is temporarily unavailable. Please contact {email}.",
  VERIFICATION_MAIL_FAILED: "Failed to resend verification email. Please try again.",
  PAYLOAD_TOO_LARGE: "The request is too large",
  UNSUPPORTED_MEDIA_TYPE: "The request body must be JSON",
  SURVEY_NOT_FOUND: "Survey not found",
  SURVEY_EDIT_FORBIDDEN: "You do not have permission to edit this survey",
  DUPLICATE_NOT_FOUND: "Survey not found or you do not have permission to duplicate it",
  TRIAL_SURVEY_LIMIT:
    "Trial users can have up to 3 active surveys. Delete or archive an existing survey to create a new one, or upgrade to Pro for unlimited surveys!",
  TRIAL_DUPLICATE_LIMIT:
    "Trial users can have up to 3 active surveys. Delete or archive an existing survey to duplicate this one, or upgrade to Pro for unlimited surveys!",
  TRIAL_CANNOT_DUPLICATE: "Trial users cannot duplicate surveys. Upgrade to Pro to duplicate unlimited surveys!",
  SUBSCRIPTION_REQUIRED_CREATE: "You need a Pro subscription to create surveys.",
  SUBSCRIPTION_REQUIRED_DUPLICATE: "You need a Pro subscription to duplicate surveys.",
  SUBSCRIPTION_REQUIRED: "Pro subscription required to edit, publish or delete surveys. Upgrade to Pro to continue.",
  AI_GENERATION_FAILED: "AI survey generation failed: {message}",
  AI_INVALID_RESPONSE: "Invalid response from AI survey generator",
  IMAGE_TYPE_NOT_ALLOWED: "Only JPG and PNG files are allowed",
  IMAGE_TOO_LARGE: "File size must be less than 1MB",
  IMAGE_LIMIT_REACHED: "Maximum 6 images allowed",
  IMAGE_DIMENSIONS_TOO_LARGE: "Image dimensions must be 1920x1080 or smaller",
  INVALID_IMAGE: "Invalid image file",
  LOGO_NOT_IMAGE: "Please upload an image file (PNG, JPG, etc.)",
  LOGO_TOO_LARGE: "Logo file must be smaller than 2MB",
  ALREADY_SUBMITTED: "This survey has already been submitted.",
  FILE_TOO_LARGE: 'File "{name}" exceeds {size}MB limit',
  FILE_TYPE_NOT_ALLOWED: 'File type "{type}" not allowed',
  FILE_CONTENT_MISMATCH: '"{name}" is not a valid {type} file: its content does not match its type',
  FILE_LIMIT_REACHED: "Maximum {max} file(s) allowed",
  UPLOAD_QUOTA_EXCEEDED: "Too many uploads. Please wait an hour before trying again.",
  RESPONSES_NOT_FOUND: "Survey not found or you do not have permission to view its responses",
  RESPONSES_DELETE_FORBIDDEN: "You do not have permission to delete responses for this survey",
  RESPONSE_NOT_FOUND: "Response not found",
  EXPORT_BUSY: "Too many exports are running. Please try again in a moment.",
  NO_RESPONSES_TO_ANALYZE: "No responses to analyze. Please collect some survey responses first.",
  AI_CONNECTION_FAILED: "Unable to connect to OpenAI. Please check your API key configuration.",
  AI_NO_RESPONSE: "No response from analysis service",
  AI_ANALYSIS_FAILED: "Failed to analyze survey: {message}",
  DATABASE_UNAVAILABLE: "The service is briefly unavailable. Please try again in a moment.",
  BILLING_MISSING_USER: "Missing user information",
  BILLING_CUSTOMER_MISMATCH: "Customer data mismatch",
  BILLING_LOAD_FAILED: "Failed to load billing data",
  CHECKOUT_FAILED: "Failed to start checkout",
  CHECKOUT_NO_URL: "No checkout URL received",
  PORTAL_NO_URL: "No portal URL received",
  NO_ACTIVE_SUBSCRIPTION: "No active subscription",
  ALREADY_SUBSCRIBED: "You already have a Pro subscription. Use Manage Subscription to change it.",
  BILLING_ACTION_NOT_ALLOWED: "This is not possible in the subscription's current state",
  WEBHOOK_INVALID: "Invalid webhook",
  ORGANIZATION_NOT_FOUND: "Organization not found",
  ORGANIZATION_FORBIDDEN: "You do not have permission to do this in this organization",
  ORGANIZATION_NAME_REQUIRED: "Organization name is required",
  ORGANIZATION_NAME_TOO_LONG: "Organization name must be at most 100 characters",
  ORGANIZATION_NAME_NOT_ONE_LINE: "Organization name must be one line of text",
  ORGANIZATION_NAME_LINK: "Organization name cannot contain a web or email address",
  MEMBER_NOT_FOUND: "Member not found",
  ALREADY_MEMBER: "This person is already a member of the organization",
  OWNER_CANNOT_LEAVE: "The owner cannot leave the organization. Transfer ownership to another member first.",
  OWNER_ROLE_FIXED: "The owner's role can only change by transferring ownership",
  INVITATION_NOT_FOUND: "This invitation link is not valid",
  INVITATION_WRONG_ADDRESS:
    "This invitation was sent to a different email address. Sign in with the invited address to accept it.",
  INVITATION_EXPIRED: "This invitation has expired. Ask the organization for a new one.",
  INVITATION_REVOKED: "This invitation has been revoked",
  INVITATION_USED: "This invitation has already been used",
  INVITATION_ALREADY_PENDING: "An invitation to this address is already pending. Resend it instead.",
  INVITATION_MAIL_FAILED: "The invitation could not be sent. Please try again.",
  SURVEY_DELETE_FORBIDDEN: "Only the survey's creator or an organization owner or admin can delete this survey",
  EXPORT_FORBIDDEN: "Only the survey's creator or an organization owner or admin can export its responses",
  SURVEY_MOVE_FORBIDDEN: "You do not have permission to move this survey there",
  SURVEY_NOT_PUBLISHABLE: "This survey cannot be published yet. Fix the problems shown at its questions.",
  INTERNAL: "Something went wrong. Please try again.",
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** The JSON body of every API error. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string[]> };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && value in ERROR_MESSAGES;
}
