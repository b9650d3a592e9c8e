// Read-only share links: the owner's endpoints and the public view of a shared plan.
import { z } from 'zod';
import { activitySchema, daySchema } from '../activity.ts';
import { tripDetailsSchema } from '../trip.ts';

/** 32 random bytes in base64url. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const shareLinkSchema = z.object({
  token: z.string(),
  /** The public page's address. */
  url: z.string(),
  createdAt: z.string(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** What a visitor of a share link sees: the plan itself and nothing about its owner. */
export const sharedActivitySchema = activitySchema.omit({ tripId: true, createdAt: true });
export const sharedPlanSchema = z.object({
  name: z.string(),
  tripDetails: tripDetailsSchema,
  days: z.array(daySchema.extend({ activities: z.array(sharedActivitySchema) })),
});
export type SharedPlan = z.output<typeof sharedPlanSchema>;

/** The public page of a share token. */
export const sharePath = (token: string) => `/share/${encodeURIComponent(token)}`;
