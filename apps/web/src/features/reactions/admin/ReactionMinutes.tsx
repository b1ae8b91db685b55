import { instantsOf, staffTime, staffZoneName } from '@foro/shared/admin/staff-time';
import { reactionKinds, reactionLabels, type ReactionMinute } from '@foro/shared/reactions/schemas';
import { useStaffZone } from '../../../lib/use-staff-zone';
import { reactionExportUrl, useReactionReport } from '../api/reaction-report';
import styles from './reaction-minutes.module.css';

/** "Aplausos 12 · Buenas ideas 3": the kinds a minute had, most first. */
const breakdown = (m: ReactionMinute) =>
  reactionKinds
    .filter((kind) => m.counts[kind] > 0)
    .sort((a, b) => m.counts[b] - m.counts[a])
    .map((kind) => `${reactionLabels[kind].name} ${m.counts[kind]}`)
    .join(' · ');

/**
 * A meeting's reactions per minute in the host's console (docs/decisions/0062-reactions.md): one bar a
 * minute, so the liveliest moments of the replay stand out; the busiest minute is named.
 */
export function ReactionMinutes({ meetingId }: { meetingId: string }) {
  const { data } = useReactionReport(meetingId);
  const zone = useStaffZone();
  if (!data) return null;
  // Hours in the host's own zone, named once (decision 0078).
  const timeOf = (minute: string) => staffTime(minute, zone);
  const most = Math.max(1, ...data.minutes.map((m) => m.total));
  const liveliest = data.minutes.find((m) => m.total === most);
  return (
    <section className={styles.minutes} aria-labelledby="reacciones-por-minuto">
      <h2 id="reacciones-por-minuto">Reacciones por minuto</h2>
      {data.minutes.length === 0 ? (
        <p className={styles.empty}>Aún no hay reacciones.</p>
      ) : (
        <>
          <p className={styles.peak}>
            Horas en {staffZoneName(zone, instantsOf(data.minutes.map((m) => m.minute)))}.
          </p>
          {liveliest && (
            <p className={styles.peak}>
              Momento más animado: {timeOf(liveliest.minute)} ({liveliest.total.toLocaleString('es')}{' '}
              {liveliest.total === 1 ? 'reacción' : 'reacciones'})
            </p>
          )}
          <ol className={styles.list}>
            {data.minutes.map((m) => (
              <li key={m.minute} className={styles.row}>
                <span className={styles.time}>{timeOf(m.minute)}</span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.fill} style={{ width: `${(m.total / most) * 100}%` }} />
                </span>
                <span className={styles.total}>{m.total.toLocaleString('es')}</span>
                <span className={styles.kinds}>{breakdown(m)}</span>
              </li>
            ))}
          </ol>
          <p className={styles.export}>
            <a href={reactionExportUrl(meetingId)} download>
              Exportar reacciones (CSV)
            </a>
          </p>
        </>
      )}
    </section>
  );
}
