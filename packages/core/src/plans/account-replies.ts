import { z } from "zod";
import { PLAN_STANDINGS } from "./plan-standing";

/** A plan's entitlements as the API sends them (entitlements.ts computes them). */
export const entitlementsSchema = z.object({
  canCreateSurveys: z.boolean(),
  canEditSurveys: z.boolean(),
  canDuplicateSurveys: z.boolean(),
  isTrialActive: z.boolean(),
  trialDaysLeft: z.number(),
  standing: z.enum(PLAN_STANDINGS),
});

/** GET /api/me: who is signed in, what their plan lets them do, and the plan itself. */
export const meReplySchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), emailVerified: z.boolean() }),
  entitlements: entitlementsSchema,
  subscription: z
    .object({
      status: z.string(),
      planName: z.string(),
      trialEnd: z.string().nullable(),
      currentTermEnd: z.string().nullable(),
    })
    .nullable(),
});
export type MeReply = z.output<typeof meReplySchema>;

/** GET /api/session: the signed-in user, or null when nobody is; asked on every page, never an error. */
export const sessionReplySchema = z.object({ me: meReplySchema.nullable() });
export type SessionReply = z.output<typeof sessionReplySchema>;
