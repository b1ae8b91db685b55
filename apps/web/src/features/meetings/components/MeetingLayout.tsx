import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import type { MeetingDetail } from '@foro/shared/meetings/schemas';
import { PageLoading } from '../../../components/ui/PageLoading';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { pages, pathTo } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { recordServerClock } from '../../../lib/server-clock';
import NotFoundPage from '../../../components/errors/NotFound';
import { useMeeting } from '../api/get-meeting';
import { MEETING_PREVIEW } from '../preview-text';
import { meetingSpeakerWords } from '../speaker-words';
import styles from './MeetingLayout.module.css';

/**
 * docs/product/meetings.md#live-meeting-page: the sidebar becomes sticky once the page has scrolled 425 px.
 */
const STICKY_AFTER = 425;

export function useMeetingContext() {
  return useOutletContext<{ meeting: MeetingDetail; offsetMs: number; refetch: () => void }>();
}

export function MeetingLayout() {
  const { slug = '' } = useParams();
  const query = useMeeting(slug);
  const [sticky, setSticky] = useState(false);

  useEffect(() => {
    const onScroll = () => setSticky(window.scrollY > STICKY_AFTER);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (query.isPending) return <PageLoading />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.isError || !query.data) {
    return (
      <p role="alert" className={styles.error}>
        No pudimos cargar el encuentro. Revisa tu conexión y{' '}
        <button type="button" onClick={() => query.refetch()}>
          vuelve a intentarlo
        </button>
        .
      </p>
    );
  }
  const meeting = query.data;
  const offsetMs = Date.parse(meeting.server_time) - query.dataUpdatedAt;
  recordServerClock(Date.parse(meeting.server_time), query.dataUpdatedAt);
  const links = [
    {
      to: pathTo('meetingLive', { slug }),
      label: meeting.post_event ? 'Revive el encuentro' : 'Vive el encuentro',
    },
    { to: pathTo('meetingExpert', { slug }), label: meetingSpeakerWords(meeting).theExpert },
    { to: pathTo('meetingInteract', { slug }), label: 'Interactúa' },
    { to: pathTo('meetingContact', { slug }), label: 'Contacto' },
  ];
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar} data-sticky={sticky}>
        <Link to={pages.about.pattern} className={styles.back}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
          <span className={styles.backText}>Volver al inicio</span>
        </Link>
        <nav aria-label="Secciones del encuentro">
          <ul>
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end>
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.content}>
        {meeting.preview && <PreviewNotice>{MEETING_PREVIEW}</PreviewNotice>}
        <Outlet context={{ meeting, offsetMs, refetch: () => void query.refetch() }} />
      </div>
    </div>
  );
}
