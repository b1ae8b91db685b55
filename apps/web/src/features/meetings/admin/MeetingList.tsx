import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { publicationStateLabels, publicationStates, type PublicationState } from '@foro/shared/admin/schemas';
import { meetingStateLabels } from '@foro/shared/meetings/admin-schemas';
import { plainTitle } from '@foro/shared/meetings/title';
import { DataTable } from '../../../components/admin/DataTable';
import { ListToolbar, LoadMore } from '../../../components/admin/ListControls';
import { PublicationBadge } from '../../../components/admin/PublicationControls';
import { pathTo } from '../../../config/paths';
import { useAdminMeetings } from './api';
import styles from './meeting-admin.module.css';

/** The meetings of the back office, newest start first, with search, filters and keyset pages. */
export function MeetingList() {
  const [q, setQ] = useState('');
  const [publication, setPublication] = useState<PublicationState | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const search = useDeferredValue(q.trim());
  const list = useAdminMeetings({
    ...(search ? { q: search } : {}),
    ...(publication ? { publication } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });
  const meetings = list.data?.pages.flatMap((p) => p.meetings) ?? [];
  return (
    <>
      <ListToolbar search={q} onSearch={setQ} searchLabel="Buscar por título, tema o ponente">
        <div className={styles.filter}>
          <label htmlFor="meeting-publication">Publicación</label>
          <select
            id="meeting-publication"
            value={publication}
            onChange={(e) => setPublication(e.target.value as PublicationState | '')}
          >
            <option value="">Todas</option>
            {publicationStates.map((s) => (
              <option key={s} value={s}>
                {publicationStateLabels[s]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor="meeting-from">Desde</label>
          <input id="meeting-from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div className={styles.filter}>
          <label htmlFor="meeting-to">Hasta</label>
          <input id="meeting-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
      </ListToolbar>
      {list.isPending ? (
        <p aria-live="polite">Cargando encuentros…</p>
      ) : list.isError ? (
        <p role="alert" className={styles.alert}>
          {list.error.message}
        </p>
      ) : meetings.length === 0 ? (
        <p>No hay encuentros con estos criterios.</p>
      ) : (
        <DataTable
          caption="Encuentros"
          head={['Encuentro', 'Fecha y hora', 'Ponente', 'Estado', 'Publicación']}
        >
          {meetings.map((m) => (
            <tr key={m.id}>
              <td>
                <Link to={pathTo('adminMeeting', { id: m.id })}>{plainTitle(m.title)}</Link>
                {m.topic && <div className={styles.muted}>{m.topic}</div>}
              </td>
              <td>
                {m.date} {m.hour} <span className={styles.muted}>{m.zone}</span>
              </td>
              <td>{m.speaker}</td>
              <td>{meetingStateLabels[m.state]}</td>
              <td>
                <PublicationBadge state={m.publication} />
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <LoadMore
        hasMore={Boolean(list.hasNextPage)}
        loading={list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
        shown={meetings.length}
      />
    </>
  );
}
