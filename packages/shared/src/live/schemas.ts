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

/**
 * The query of a meeting's stream: as any stream's, and `attending=1` from the live page itself, which
 * holds it open only while visible: each minute it is open counts for the member's attendance
 * (docs/decisions/0133-attendance-counted-from-the-live-stream.md).
 */
export const liveMeetingStreamQuerySchema = liveStreamQuerySchema.extend({
  attending: z
    .literal('1', { message: 'El valor de «attending» solo puede ser 1.' })
    .optional()
    .describe(
      "Sent by the meeting's live page while it is visible: each minute the stream stays open counts as a minute of the member's attendance (live during the meeting, the replay afterwards).",
    ),
});
