import { useEffect, useRef, useState } from 'react';
import { liveEventKinds, viewersLabel } from '@foro/shared/live/constants';
import { useMeetingPageEvents } from '../use-live-events';
import styles from './live.module.css';

interface MeetingTimes {
  slug: string;
  starts_at: string;
  ends_at: string;
  meeting_day_starts_at: string;
  timing: 'before' | 'meeting_day' | 'post_event';
  post_event: boolean;
}

/** Longest wait a browser timer takes (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** Spread of the refetch at a switch, so thousands of pages do not ask in the same millisecond. */
const SPREAD_MS = 3000;

/**
 * Keeps the live page current without a reload (docs/decisions/0044-live-updates.md): reads the meeting
 * again when staff change it (a `state` event), when the member's attendance starts to count (an
 * `attendance` event, decision 0133) and at the clock's switches (meeting day, start, end),
 * timed from the server's clock; shows how many members are watching while it is live.
 */
export function LiveMeeting({
  meeting,
  offsetMs,
  refetch,
}: {
  meeting: MeetingTimes;
  offsetMs: number;
  refetch: () => void;
}) {
  const [viewers, setViewers] = useState<number | null>(null);
  useMeetingPageEvents(meeting.slug, {
    [liveEventKinds.state]: refetch,
    [liveEventKinds.reset]: refetch,
    // The member's attendance counts from now on (decision 0133): the meeting read again shows it.
    [liveEventKinds.attendance]: refetch,
    [liveEventKinds.viewers]: ({ count }) => setViewers(count ?? null),
  });

  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  const { starts_at, ends_at, meeting_day_starts_at } = meeting;
  useEffect(() => {
    const refetch = () => refetchRef.current();
    const now = Date.now() + offsetMs;
    const timers = [meeting_day_starts_at, starts_at, ends_at]
      .map((iso) => Date.parse(iso) - now)
      .filter((wait) => wait > 0 && wait < MAX_TIMER_MS)
      .map((wait) => setTimeout(refetch, wait + Math.random() * SPREAD_MS));
    return () => timers.forEach(clearTimeout);
  }, [starts_at, ends_at, meeting_day_starts_at, offsetMs]);

  const live =
    meeting.timing === 'meeting_day' && !meeting.post_event && Date.now() + offsetMs >= Date.parse(starts_at);
  if (!live || !viewers) return null;
  return (
    <p className={styles.viewers} role="status">
      <span className={styles.dot} aria-hidden="true" />
      {viewersLabel(viewers)}
    </p>
  );
}
