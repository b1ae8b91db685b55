import { PAST_EVENT_TEXT, PUBLISHER_TIME_ZONE, scheduleRow } from '@foro/shared/meetings/time';
import type { MasterclassTime } from '@foro/shared/open-access/schemas';
import { Schedule } from '../../../features/meetings/components/Schedule';
import { useViewerZone } from '../../../features/meetings/hooks/use-viewer-time';
import styles from './open-access.module.css';

/**
 * When the open masterclass takes place: date and hour in the reader's zone (decision 0046; it is
 * announced in the publisher's), and each country's time.
 */
export function MasterclassWhen({ time, light = false }: { time: MasterclassTime; light?: boolean }) {
  const { zone, own } = useViewerZone(PUBLISHER_TIME_ZONE);
  const mine = scheduleRow(new Date(time.starts_at), 'Tu hora', zone);
  return (
    <div className={styles.when}>
      {time.phase === 'after' && <p>{PAST_EVENT_TEXT}</p>}
      {time.phase === 'live' && (
        <p>
          <strong>En directo ahora</strong>
        </p>
      )}
      <p>
        <strong>
          <time dateTime={time.starts_at}>
            {mine.date} · {mine.hour} h ({mine.zone})
          </time>
        </strong>
      </p>
      <Schedule schedule={time.schedule} own={own ? mine : null} light={light} />
    </div>
  );
}
