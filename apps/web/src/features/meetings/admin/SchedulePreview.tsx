import { localTimeProblem } from '@foro/shared/meetings/admin-schemas';
import { meetingDisplayTime, meetingSchedule, zonedTimeToInstant } from '@foro/shared/meetings/time';
import styles from './meeting-admin.module.css';

/**
 * The per-country schedule members will see ("Consulta el horario de tu país"), computed in the
 * browser with the same shared function the server uses, as staff type the date, time and zone.
 */
export function SchedulePreview({ date, time, timeZone }: { date: string; time: string; timeZone: string }) {
  const complete = /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time) && timeZone !== '';
  const problem = complete ? localTimeProblem(date, time, timeZone) : null;
  const startsAt = complete && !problem ? zonedTimeToInstant(date, time, timeZone) : null;
  return (
    <section className={styles.preview} aria-labelledby="schedule-preview-title" aria-live="polite">
      <h3 id="schedule-preview-title">Horario por país que verán los docentes</h3>
      {!startsAt ? (
        <p className={styles.muted}>
          {problem ? problem.message : 'Indica la fecha, la hora y la zona horaria para ver el horario.'}
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            {meetingDisplayTime(startsAt, timeZone).hour_formated} (
            {meetingDisplayTime(startsAt, timeZone).time_zone}) en la zona elegida ·{' '}
            {startsAt.toISOString().slice(0, 16).replace('T', ' ')} UTC
          </p>
          <table className={styles.schedule}>
            <thead>
              <tr>
                <th scope="col">País</th>
                <th scope="col">Fecha</th>
                <th scope="col">Hora</th>
              </tr>
            </thead>
            <tbody>
              {meetingSchedule(startsAt).map((row) => (
                <tr key={row.country}>
                  <th scope="row">{row.country}</th>
                  <td>{row.date}</td>
                  <td>
                    {row.hour} <span className={styles.muted}>{row.zone}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
