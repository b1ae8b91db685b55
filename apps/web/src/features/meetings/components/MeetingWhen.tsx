import { useViewerTime } from '../hooks/use-viewer-time';
import type { MeetingDetail } from '@foro/shared/meetings/schemas';
import { slashDate } from '../../../lib/publisher-dates';
import { Schedule } from './Schedule';
import styles from './meeting-pages.module.css';

/**
 * The live page's "when", below its stage and live room (docs/decisions/0065-the-live-room.md): the
 * meeting's state, its date and hour in the member's zone, and the schedule by country.
 */
export function MeetingWhen({ meeting }: { meeting: MeetingDetail }) {
  const when = useViewerTime(meeting);
  return (
    <section className={styles.whenCard} aria-label="Fecha y horario">
      <p className={styles.kicker}>{meeting.meeting_day ? 'En directo hoy' : 'Próximo encuentro'}</p>
      <p className={styles.when}>
        <time dateTime={meeting.starts_at}>{slashDate(when.date)}</time> · {when.hour_formated} h (
        {when.time_zone})
      </p>
      <Schedule schedule={meeting.schedule} own={when.ownRow} />
    </section>
  );
}
