// Public entry of the meetings feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export {
  buildMeetingIcs,
  googleCalendarUrl,
  meetingIcsContentType,
  meetingIcsFilename,
  outlookCalendarUrl,
} from './meeting-calendar.ts';
export type { MeetingIcsInput } from './meeting-calendar.ts';
export type { MeetingHostsService } from './meeting-hosts.service.ts';
export type { MeetingsAdminService } from './meetings.admin.service.ts';
export { createMeetingsRepository } from './meetings.repository.ts';
export type { MeetingRow, MeetingState } from './meetings.repository.ts';
export { clockStateOf, createMeetingsService } from './meetings.service.ts';
export type { MeetingsService, Viewer } from './meetings.service.ts';
