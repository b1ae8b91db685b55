import { z } from '../validation/zod-config.ts';

/**
 * The meetings a member hosts (docs/decisions/0050-meeting-hosts.md): on /perfil, each with a link to
 * its question console. Archived meetings are left out.
 */
export { hostedMeetingsPath } from './hosts-path.ts';

export const hostedMeetingSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** Plain text (no `[br]`). */
  title: z.string(),
  starts_at: z.string(),
  time_zone: z.string(),
});
export type HostedMeeting = z.infer<typeof hostedMeetingSchema>;

export const hostedMeetingsSchema = z.array(hostedMeetingSchema);
