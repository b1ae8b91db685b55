import type { HostedMeeting } from '@foro/shared/meetings/hosts';
import { plainTitle } from '@foro/shared/meetings/title';
import type { MeetingsRepository } from './meetings.repository.ts';

/**
 * A meeting's host as an account (docs/decisions/0050-meeting-hosts.md): staff name one member per
 * meeting in the back office; that member runs the meeting's questions (list, console, CSV) and
 * nothing else of the back office. The access check of the routes declared `access: 'host'`
 * (plugins/session.ts) asks here.
 */
export function createMeetingHostsService(deps: { repo: MeetingsRepository }) {
  const { repo } = deps;
  return {
    /** Whether the account hosts any meeting: a member who hosts none is refused before anything else. */
    hostsAny: (userId: string) => repo.hostsAny(userId),

    /** Whether the account hosts this meeting. */
    hosts: (meetingId: string, userId: string) => repo.isHost(meetingId, userId),

    /** The meetings the member hosts (for /perfil), archived ones aside, the latest first. */
    async hosted(userId: string): Promise<HostedMeeting[]> {
      const rows = await repo.hostedBy(userId);
      return rows.map((row) => ({ ...row, title: plainTitle(row.title) }));
    },
  };
}
export type MeetingHostsService = ReturnType<typeof createMeetingHostsService>;
