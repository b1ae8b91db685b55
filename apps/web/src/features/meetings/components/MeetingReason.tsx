import type { MeetingDetail } from '@foro/shared/meetings/schemas';
import styles from './meeting-pages.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';

/** Before the event: why this meeting, and its objectives. */
export function MeetingReason({ meeting }: { meeting: Pick<MeetingDetail, 'reason' | 'objectives'> }) {
  return (
    <section className={styles.card} aria-labelledby="reason-title">
      <h2 id="reason-title">¿Por qué este encuentro?</h2>
      <p>{meeting.reason}</p>
      {meeting.objectives.length > 0 && (
        <ul className={styles.objectives}>
          {meeting.objectives.map((o) => (
            <li key={o.title}>
              <MediaPicture src={o.img} sizes="64px" width={64} height={64} loading="lazy" />
              <div>
                <h3>{o.title}</h3>
                <p>{o.excerpt}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
