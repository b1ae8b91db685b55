import { visitorTimeZone } from '@foro/shared/meetings/member-zone';
import { knownZone, meetingDisplayTime, scheduleRow, type ScheduleRow } from '@foro/shared/meetings/time';
import { isSignedIn, useCurrentUser } from '../../../lib/session/get-current-user';
import { useDrawnPage } from '../../../lib/drawn-page';
import { useTakenOver } from '../../../lib/use-taken-over';

/** The zone the browser says it is in; undefined where the runtime will not tell. */
const browserZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
};

/**
 * The zone a person reads meeting times in (decision 0046): a member's own, from their country and
 * region (the current-user answer carries it); a visitor's browser zone when it is one of the
 * portal's, else the meeting's own. A zone the browser's time-zone data does not know yet falls back
 * to the meeting's, whose hour is always right.
 */
export function useViewerZone(meetingZone: string): { zone: string; own: boolean } {
  const { data: user } = useCurrentUser();
  // A prerendered page's times arrive in the meeting's zone (the server knows neither the visitor's nor
  // the member's, who may be signed in by the time the page is taken over); its inline script writes
  // them in the visitor's before the first paint (decision 0066), so the take-over reads the visitor's
  // zone at once and finds the same text. The member's follows once the page is the browser's.
  // A member's page drawn on the server (decision 0108) comes in the member's zone, which the session it
  // carries gives the take-over too; only once taken over does the browser's zone count.
  const takenOver = useTakenOver();
  const forMember = useDrawnPage()?.forMember === true;
  const memberZone = (takenOver || forMember) && isSignedIn(user) ? user.timeZone : undefined;
  const inBrowser = typeof document !== 'undefined' && (takenOver || !forMember);
  const wanted = memberZone ?? visitorTimeZone(inBrowser ? browserZone() : undefined, meetingZone);
  if (!knownZone(wanted)) return { zone: meetingZone, own: false };
  // "Tu hora" heads the table for members, whose zone the portal knows from their profile; a
  // visitor's headline hour is already the browser's, and their table stays the country list.
  return { zone: wanted, own: Boolean(memberZone) };
}

export interface ViewerTime {
  /** YYYY/MM/DD in the viewer's zone. */
  date: string;
  /** HH:mm in the viewer's zone. */
  hour_formated: string;
  /** `GMT-3`, `CEST`… of the viewer's zone at the meeting's instant. */
  time_zone: string;
  /** The "Tu hora" row of the schedule table, when the viewer's zone is their own. */
  ownRow: ScheduleRow | null;
}

/** A meeting's date and hour as this person reads them. */
export function useViewerTime(meeting: { starts_at: string; iana_zone: string }): ViewerTime {
  const { zone, own } = useViewerZone(meeting.iana_zone);
  const startsAt = new Date(meeting.starts_at);
  const shown = meetingDisplayTime(startsAt, zone);
  return {
    date: shown.date,
    hour_formated: shown.hour_formated,
    time_zone: shown.time_zone,
    ownRow: own ? scheduleRow(startsAt, 'Tu hora', zone) : null,
  };
}
