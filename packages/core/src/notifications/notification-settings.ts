import { z } from "zod";
import { LANGUAGES } from "../i18n/languages";

/** GET and PATCH /api/me/notification-settings: the user's mail switches (mail-switches.ts decides what each stops). */
export const notificationSettingsSchema = z.object({
  emailNotifications: z.boolean(),
  surveyResponseAlerts: z.boolean(),
  weeklySummary: z.boolean(),
});
export type NotificationSettingsReply = z.output<typeof notificationSettingsSchema>;

/** PATCH /api/me/notification-settings: the switches to change. */
export const notificationSettingsPatchSchema = notificationSettingsSchema.partial().strict();
export type NotificationSettingsPatch = z.output<typeof notificationSettingsPatchSchema>;

/** PUT /api/me/language, and its reply and GET's: the language of the user's mail (decision 065). */
export const mailLanguageSchema = z.object({ language: z.enum(LANGUAGES) }).strict();
export type MailLanguageReply = z.output<typeof mailLanguageSchema>;
