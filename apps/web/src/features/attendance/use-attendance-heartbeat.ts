import { useEffect, useRef } from 'react';
import { attendancePaths, HEARTBEAT_INTERVAL_MS } from '@foro/shared/attendance/constants';
import type { HeartbeatAnswer } from '@foro/shared/attendance/schemas';
import type { MeetingDetail } from '@foro/shared/meetings/schemas';
import { api } from '../../lib/api-client';

/** Whether the page shows something that counts as attendance now: the live meeting or its replay. */
export function attendanceOpen(
  meeting: Pick<MeetingDetail, 'starts_at' | 'ends_at' | 'post_event' | 'iframe_post_event'>,
  serverNowMs: number,
): boolean {
  const start = Date.parse(meeting.starts_at);
  const end = Date.parse(meeting.ends_at);
  const live = !meeting.post_event && serverNowMs >= start && serverNowMs < end;
  const replay = (meeting.post_event || serverNowMs >= end) && meeting.iframe_post_event.trim() !== '';
  return live || replay;
}

/**
 * docs/product/meetings.md#attendance: while the page is open and visible (Page Visibility API) during
 * the meeting or on its replay, tells the server once a minute; the server counts each minute once
 * and decides whether it is live or the replay. A hidden tab sends nothing. When the member reaches
 * the required minutes, `onAttended` runs (the screen reads the meeting again: the certificate appears).
 */
export function useAttendanceHeartbeat(meeting: MeetingDetail, offsetMs: number, onAttended: () => void) {
  const onAttendedRef = useRef(onAttended);
  onAttendedRef.current = onAttended;
  const attended = useRef(meeting.attendance.attended);
  attended.current = meeting.attendance.attended;
  const lastSent = useRef(0);
  const { slug } = meeting;
  const meetingRef = useRef(meeting);
  meetingRef.current = meeting;

  // The timer runs while the page is open; each beat checks the window (the meeting may start later).
  useEffect(() => {
    let stopped = false;
    const beat = async () => {
      if (stopped || document.visibilityState !== 'visible') return;
      if (!attendanceOpen(meetingRef.current, Date.now() + offsetMs)) return;
      // A tab shown again soon after a beat waits for the next minute.
      if (Date.now() - lastSent.current < HEARTBEAT_INTERVAL_MS / 2) return;
      lastSent.current = Date.now();
      try {
        const answer = await api.post<HeartbeatAnswer>(attendancePaths.heartbeat(slug));
        if (!stopped && answer.attended !== attended.current) onAttendedRef.current();
      } catch {
        // Not counted this minute (the window closed, a network error): the next beat tries again.
      }
    };
    void beat();
    const timer = window.setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
    const onVisibility = () => void beat();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [slug, offsetMs]);
}
