import { useEffect, useRef, useState } from 'react';
import { useRenderNow } from '../../../lib/drawn-page';
import styles from './Countdown.module.css';

/** While the server still says "countdown" after `endsAt`, ask again this often. */
const RECHECK_MS = 5000;

/**
 * docs/product/meetings.md#countdown: counts down to the start, ticking every second, until the meeting's day begins
 * (`endsAt`); then `onDone` reloads the meeting so the live video takes over at once. `offsetMs`
 * is how far the server's clock is ahead of this device's, so a wrong phone clock does not move
 * the meeting.
 */
export function Countdown({
  startsAt,
  endsAt,
  offsetMs,
  onDone,
}: {
  startsAt: string;
  endsAt: string;
  offsetMs: number;
  onDone?: () => void;
}) {
  const target = Date.parse(startsAt);
  // A drawn page counts from the moment it was drawn until the browser has taken it over (lib/drawn-page.ts).
  const [now, setNow] = useState(useRenderNow(offsetMs));
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = window.setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => window.clearInterval(timer);
  }, [offsetMs]);
  const done = now >= Date.parse(endsAt);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  useEffect(() => {
    if (!done) return;
    onDoneRef.current?.();
    // The page stays here only if the server's answer still shows the countdown (a clock estimate
    // a little ahead): ask again rather than leave the page without countdown or video.
    const timer = window.setInterval(() => onDoneRef.current?.(), RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [done]);
  const left = Math.max(0, target - now);
  const units = [
    { value: Math.floor(left / 86_400_000), label: 'días' },
    { value: Math.floor(left / 3_600_000) % 24, label: 'horas' },
    { value: Math.floor(left / 60_000) % 60, label: 'minutos' },
    { value: Math.floor(left / 1000) % 60, label: 'segundos' },
  ];
  return (
    <div className={styles.countdown} role="timer" aria-label="Tiempo hasta el encuentro">
      {units.map((u) => (
        <div key={u.label} className={styles.unit}>
          <span className={styles.value}>{String(u.value).padStart(2, '0')}</span>
          <span className={styles.label}>{u.label}</span>
        </div>
      ))}
    </div>
  );
}
