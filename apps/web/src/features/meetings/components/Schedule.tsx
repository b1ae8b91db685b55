import { useId, useState } from 'react';
import type { MeetingCard } from '@foro/shared/meetings/schemas';
import styles from './Schedule.module.css';

/**
 * "Consulta el horario de tu país": the meeting's time in each country, computed by the server from
 * the meeting's instant. A tap, click or key opens it in the page's flow: a floating panel opened by
 * pointing was clipped by the live header and lay over the links below it in the info modal.
 */
export function Schedule({
  schedule,
  own = null,
  light = false,
}: {
  schedule: MeetingCard['schedule'];
  /** "Tu hora": the viewer's own zone, first (decision 0046); every country follows. */
  own?: MeetingCard['schedule'][number] | null;
  light?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the toggle button or the focusable table bubbles here
    <div
      className={styles.wrap}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className={light ? `${styles.toggle} ${styles.light}` : styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        Consulta el horario de tu país
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.chevron}>
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
      </button>
      <div
        id={id}
        className={styles.panel}
        hidden={!open}
        tabIndex={0}
        role="region"
        aria-label="Horario por país"
      >
        <table className={styles.table}>
          <caption className="visually-hidden">Horario del encuentro en cada país</caption>
          <thead>
            <tr>
              <th scope="col">País</th>
              <th scope="col">Fecha</th>
              <th scope="col">Hora</th>
            </tr>
          </thead>
          <tbody>
            {own && (
              <tr className={styles.own}>
                <th scope="row">{own.country}</th>
                <td>{own.date}</td>
                <td>
                  {own.hour} <span className={styles.zone}>({own.zone})</span>
                </td>
              </tr>
            )}
            {schedule.map((row) => (
              <tr key={row.country}>
                <th scope="row">{row.country}</th>
                <td>{row.date}</td>
                <td>
                  {row.hour} <span className={styles.zone}>({row.zone})</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
