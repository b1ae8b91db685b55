import type { AccountSession } from '@foro/shared/profile/account';
import { Button } from '../../../components/ui/Button';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { useEndSessions, useSessions } from '../api/account-api';
import styles from './account.module.css';

const when = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short' });

/**
 * Each "Cerrar sesión" button is named by its visible label first (WCAG 2.5.3: a voice command says what
 * it reads), then the session's browser and system and its last use, which tell two alike apart.
 */
export const endSessionName = (session: AccountSession) =>
  `Cerrar sesión de ${session.device}, último uso: ${when.format(new Date(session.lastSeenAt))}`;

function SessionRow({ session, onEnd, busy }: { session: AccountSession; onEnd: () => void; busy: boolean }) {
  return (
    <li className={styles.session}>
      <div>
        <p className={styles.device}>
          {session.device}
          {session.current && <span className={styles.current}> · Este dispositivo</span>}
        </p>
        <p className={styles.meta}>
          Último uso: <time dateTime={session.lastSeenAt}>{when.format(new Date(session.lastSeenAt))}</time>
        </p>
      </div>
      {!session.current && (
        <Button variant="outline" onClick={onEnd} disabled={busy} aria-label={endSessionName(session)}>
          Cerrar sesión
        </Button>
      )}
    </li>
  );
}

/** The member's active sessions, with a way to end any other one or all of them. */
export function SessionsList() {
  const sessions = useSessions();
  const end = useEndSessions();
  return (
    <div className={styles.sessions} aria-labelledby="sessions-title" role="group">
      <h3 id="sessions-title" className={styles.subtitle}>
        Sesiones abiertas
      </h3>
      <QueryStatus query={sessions}>
        {({ sessions: list }) => (
          <>
            <ul className={styles.sessionList}>
              {list.map((s) => (
                <SessionRow
                  key={s.id}
                  session={s}
                  busy={end.isPending}
                  onEnd={() => end.mutate({ id: s.id })}
                />
              ))}
            </ul>
            {list.some((s) => !s.current) && (
              <Button variant="outline" onClick={() => end.mutate({ others: true })} disabled={end.isPending}>
                Cerrar todas las demás sesiones
              </Button>
            )}
          </>
        )}
      </QueryStatus>
      {end.isError && (
        <p role="alert" className={styles.error}>
          No pudimos cerrar la sesión. {end.error.message}
        </p>
      )}
    </div>
  );
}
