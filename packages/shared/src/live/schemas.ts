import { reactionTotalsSchema } from '../reactions/schemas.ts';
import { z } from '../validation/zod-config.ts';
import { LAST_EVENT_ID_PARAM } from './constants.ts';

export * from './constants.ts';

/** What `data` holds: the changed thing's id, the viewer count, or the reaction totals. */
export const liveEventDataSchema = z.object({
  subject: z.string().nullable().optional(),
  count: z.number().int().optional(),
  reactions: reactionTotalsSchema.optional(),
});
export type LiveEventData = z.infer<typeof liveEventDataSchema>;

/** The query of a live stream: an optional last event id, a positive whole number. */
export const liveStreamQuerySchema = z.object({
  [LAST_EVENT_ID_PARAM]: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, 'El identificador del último evento no es válido.')
    .optional()
    .describe(
      'The last event id the page saw, for a new connection that cannot send Last-Event-ID; with both, the later id is used.',
    ),
});
