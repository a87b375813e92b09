/** The notification switches a user keeps in Settings › Notifications. */
export interface NotificationSettings {
  emailNotifications: boolean;
  surveyResponseAlerts: boolean;
  weeklySummary: boolean;
}

/** What a user without saved settings has. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  surveyResponseAlerts: true,
  weeklySummary: false,
};

/** Every kind of mail the server sends. */
export type MailKind = "verification" | "password-reset" | "billing" | "team-invitation" | "response-alert" | "weekly-summary";

/**
 * The switch each mail answers to besides "Email Notifications", or null for account mail, which
 * goes whatever the switches say (docs/product/notifications-and-interface.md#which-mail-the-switches-stop).
 */
export const MAIL_SWITCHES: Record<MailKind, "surveyResponseAlerts" | "weeklySummary" | null> = {
  verification: null,
  "password-reset": null,
  billing: null,
  // Goes to an address that may have no account, so no switches of its own (docs/product/teams.md).
  "team-invitation": null,
  "response-alert": "surveyResponseAlerts",
  "weekly-summary": "weeklySummary",
};

/** Stored switches, any of them missing or null (no settings row) reading as its default. */
export type StoredNotificationSettings = { [K in keyof NotificationSettings]?: boolean | null } | null | undefined;

/** Whether a mail of this kind may go to a user with these settings. */
export function maySendMail(kind: MailKind, stored: StoredNotificationSettings): boolean {
  const own = MAIL_SWITCHES[kind];
  if (own === null) return true;
  const read = (key: keyof NotificationSettings) => stored?.[key] ?? DEFAULT_NOTIFICATION_SETTINGS[key];
  return read("emailNotifications") && read(own);
}
