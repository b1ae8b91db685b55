import { useEffect, useState } from 'react';
import styles from './Countdown.module.css';

/**
 * docs/product/meetings.md#countdown: shown 1 to 10 days before the event, ticking every second. `offsetMs`
 * is how far the server's clock is ahead of this device's, so a wrong phone clock does not move the meeting.
 */
export function Countdown({
  startsAt,
  offsetMs,
  onDone,
}: {
  startsAt: string;
  offsetMs: number;
  onDone?: () => void;
}) {
  const target = Date.parse(startsAt);
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => window.clearInterval(timer);
  }, [offsetMs]);
  const left = Math.max(0, target - now);
  useEffect(() => {
    if (left === 0) onDone?.();
  }, [left, onDone]);
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
