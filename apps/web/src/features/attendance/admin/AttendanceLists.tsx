import { useState } from 'react';
import { Link } from 'react-router';
import {
  attendanceAdminPaths,
  attendanceListLabels,
  attendanceLists,
  attendanceMarkLabels,
  certificateStateLabels,
  type AttendanceList,
  type AttendanceRow,
} from '@foro/shared/attendance/schemas';
import { instantsOf, staffHeading } from '@foro/shared/admin/staff-time';
import { DataTable } from '../../../components/admin/DataTable';
import { StaffTime } from '../../../components/admin/StaffTime';
import { useStaffZone } from '../../../lib/use-staff-zone';
import { LoadMore } from '../../../components/admin/ListControls';
import { Button, buttonClass } from '../../../components/ui/Button';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useAttendance } from './api';
import { ImportDialog } from './ImportDialog';
import { IssueAllDialog } from './IssueAllDialog';
import { MarkDialog } from './MarkDialog';
import { RevokeDialog } from './RevokeDialog';
import styles from './attendance-admin.module.css';

/** The columns that hold a date: their heading names the staff member's zone (decision 0078). */
const dateHeads = new Set(['Inscripción', 'Primer minuto', 'Emitido']);

const heads: Record<AttendanceList, string[]> = {
  registered: ['Nombre', 'Correo electrónico', 'País', 'Inscripción', 'Asistencia', 'Acciones'],
  live: ['Nombre', 'Correo electrónico', 'País', 'Primer minuto', 'Minutos', 'Acciones'],
  replay: ['Nombre', 'Correo electrónico', 'País', 'Primer minuto', 'Minutos', 'Acciones'],
  certificates: [
    'Nombre en el certificado',
    'Correo electrónico',
    'Código',
    'Modalidad',
    'Estado',
    'Emitido',
    'Acciones',
  ],
};

/** Staff's mark, when there is one: it counts over the minutes the page recorded. */
function MarkNote({ row }: { row: AttendanceRow }) {
  if (!row.mark) return null;
  return (
    <span className={styles.marked}>
      {attendanceMarkLabels[row.mark.mode]} · marcado por el equipo: {row.mark.reason}
    </span>
  );
}

function Row({
  list,
  row,
  onRevoke,
  onMark,
}: {
  list: AttendanceList;
  row: AttendanceRow;
  onRevoke: (row: AttendanceRow) => void;
  onMark: (row: AttendanceRow) => void;
}) {
  const time = (
    <td>
      <StaffTime at={row.at} bare />
    </td>
  );
  if (list !== 'certificates' || !row.certificate)
    return (
      <tr>
        <td>{row.name}</td>
        <td>{row.email}</td>
        <td>{row.country}</td>
        {time}
        <td>
          {list !== 'registered' ? row.minutes : !row.mark && 'Según la página'}
          <MarkNote row={row} />
        </td>
        <td>
          <Button variant="outline" onClick={() => onMark(row)}>
            Cambiar asistencia<span className="visually-hidden"> de {row.name}</span>
          </Button>
        </td>
      </tr>
    );
  const c = row.certificate;
  return (
    <tr>
      <td>{row.name}</td>
      <td>{row.email}</td>
      <td>
        <a href={`/certificados/${c.code}`} target="_blank" rel="noopener noreferrer">
          {c.code}
          <span className="visually-hidden"> (verificación, se abre en una pestaña nueva)</span>
        </a>
      </td>
      <td>{c.attendance === 'live' ? 'En directo' : c.attendance === 'replay' ? 'Grabación' : '—'}</td>
      <td>
        <span className={styles.state}>{certificateStateLabels[c.state]}</span>
        {c.state === 'replaced' && c.replaced_by && <> por {c.replaced_by}</>}
        {c.state === 'revoked' && c.revoked_reason && <>: {c.revoked_reason}</>}
      </td>
      {time}
      <td>
        {c.state === 'valid' && (
          <Button variant="outline" onClick={() => onRevoke(row)}>
            Revocar<span className="visually-hidden"> el certificado {c.code}</span>
          </Button>
        )}
      </td>
    </tr>
  );
}

/**
 * docs/product/meetings.md#attendance: per meeting, who registered, who attended live, who watched the
 * replay and the certificates issued, each a list in keyset pages with its CSV export.
 */
export function AttendanceLists({
  meetingId,
  list,
  listHref,
}: {
  meetingId: string;
  list: AttendanceList;
  listHref: (list: AttendanceList) => string;
}) {
  const query = useAttendance(meetingId, list);
  const [revoking, setRevoking] = useState<AttendanceRow>();
  const [marking, setMarking] = useState<AttendanceRow>();
  const [dialog, setDialog] = useState<'import' | 'issue'>();
  const zone = useStaffZone();
  if (!query.data) return query.isError ? <p role="alert">{query.error.message}</p> : <PageLoading />;
  const first = query.data.pages[0]!;
  const rows = query.data.pages.flatMap((p) => p.rows);
  return (
    <>
      <p className={styles.note}>
        Cuenta como asistencia estar al menos {first.meeting.attendance_minutes}{' '}
        {first.meeting.attendance_minutes === 1 ? 'minuto' : 'minutos'} con la página del encuentro abierta y
        visible, en directo o viendo la grabación.
      </p>
      <nav aria-label="Listas del encuentro">
        <ul className={styles.summary}>
          {attendanceLists.map((l) => (
            <li key={l}>
              <Link to={listHref(l)} aria-current={l === list ? 'page' : undefined} replace>
                <span className={styles.count}>{first.counts[l]}</span>
                {attendanceListLabels[l]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => setDialog('import')}>
          Importar asistencia
        </Button>
        <Button onClick={() => setDialog('issue')}>Emitir los certificados</Button>
      </div>
      <div className={styles.bar}>
        <h2>{attendanceListLabels[list]}</h2>
        <a className={buttonClass('outline')} href={attendanceAdminPaths.csv(meetingId, list)} download>
          Exportar CSV<span className="visually-hidden">: {attendanceListLabels[list]}</span>
        </a>
      </div>
      {rows.length === 0 ? (
        <p>Nadie en esta lista todavía.</p>
      ) : (
        <DataTable
          caption={attendanceListLabels[list]}
          head={heads[list].map((head) =>
            dateHeads.has(head) ? staffHeading(head, zone, instantsOf(rows.map((r) => r.at))) : head,
          )}
        >
          {rows.map((row) => (
            <Row key={row.id} list={list} row={row} onRevoke={setRevoking} onMark={setMarking} />
          ))}
        </DataTable>
      )}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        shown={rows.length}
      />
      {marking && <MarkDialog meetingId={meetingId} row={marking} onClose={() => setMarking(undefined)} />}
      {dialog === 'import' && <ImportDialog meetingId={meetingId} onClose={() => setDialog(undefined)} />}
      {dialog === 'issue' && (
        <IssueAllDialog meetingId={meetingId} counts={first.counts} onClose={() => setDialog(undefined)} />
      )}
      {revoking?.certificate && (
        <RevokeDialog
          certificate={{ code: revoking.certificate.code, name: revoking.name }}
          onClose={() => setRevoking(undefined)}
        />
      )}
    </>
  );
}
