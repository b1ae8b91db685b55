import { useEffect, useId, useRef, useState } from 'react';
import type { MeetingCard } from '@foro/shared/meetings/schemas';
import styles from './Schedule.module.css';

/**
 * "Consulta el horario de tu país": the meeting's time in each country, opened on hover or tap
 * (and with the keyboard), computed by the server from the meeting's instant.
 */
export function Schedule({
  schedule,
  light = false,
}: {
  schedule: MeetingCard['schedule'];
  light?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const closeTimer = useRef<number | undefined>(undefined);
  const wrap = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    // A tap anywhere else closes it, as on a phone there is no "mouse leave".
    const onDown = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open]);
  // Pointing at the button already opened it: the click that follows must not close it again
  // (on phones a tap sends both).
  const openedByHover = useRef(false);
  const show = () => {
    window.clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const hide = () => {
    openedByHover.current = false;
    closeTimer.current = window.setTimeout(() => setOpen(false), 150);
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the toggle button or the focusable table bubbles here; hover only adds to the button
    <div
      ref={wrap}
      className={styles.wrap}
      onMouseEnter={show}
      onMouseLeave={hide}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className={light ? `${styles.toggle} ${styles.light}` : styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen(!open);
        }}
      >
        Consulta el horario de tu país
      </button>
      <div
        id={id}
        className={styles.popover}
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
