import { Link } from 'react-router';
import { meetingDisplayTime } from '@foro/shared/meetings/time';
import { buttonClass } from '../../../components/ui/Button';
import { pathTo } from '../../../config/paths';
import { useHostedMeetings } from '../api/get-hosted-meetings';
import styles from './HostedMeetings.module.css';

const when = (startsAt: string, timeZone: string) => {
  const start = new Date(startsAt);
  const day = new Intl.DateTimeFormat('es', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    start,
  );
  return `${day} (${meetingDisplayTime(start, timeZone).time_zone})`;
};

/**
 * "Tus encuentros como presentador/a" on /perfil (docs/decisions/0050-meeting-hosts.md): the meetings
 * staff made the member the host of, each with a link to its question console. Nothing at all for a
 * member who hosts none.
 */
export function HostedMeetings({ className }: { className?: string }) {
  const { data: meetings } = useHostedMeetings();
  if (!meetings?.length) return null;
  return (
    <section className={className} aria-labelledby="hosted-meetings-title">
      <h2 id="hosted-meetings-title">Tus encuentros como presentador/a</h2>
      <p className={styles.lead}>
        En la consola de preguntas destacas las preguntas, eliges cuál se responde ahora, las marcas como
        respondidas, ocultas las que no corresponden y las exportas en CSV.
      </p>
      <ul className={styles.list}>
        {meetings.map((m) => (
          <li key={m.id} className={styles.item}>
            <div>
              <p className={styles.title}>{m.title}</p>
              <p className={styles.when}>
                <time dateTime={m.starts_at}>{when(m.starts_at, m.time_zone)}</time>
              </p>
            </div>
            <Link
              className={buttonClass('brand')}
              to={pathTo('adminQuestionConsole', { source: 'meeting', id: m.id })}
            >
              Abrir la consola de preguntas<span className="visually-hidden"> de «{m.title}»</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
