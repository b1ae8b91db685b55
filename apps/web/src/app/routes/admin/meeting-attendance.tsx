import { useParams, useSearchParams } from 'react-router';
import { attendanceLists, type AttendanceList } from '@foro/shared/attendance/schemas';
import { plainTitle } from '@foro/shared/meetings/title';
import { AdminPage } from '../../../components/admin/AdminPage';
import { pathTo } from '../../../config/paths';
import { AttendanceLists } from '../../../features/attendance/admin/AttendanceLists';
import { useAdminMeeting } from '../../../features/meetings/admin/api';

/** /admin/encuentros/:id/asistencia: the meeting's registered members, attendance and certificates. */
export default function MeetingAttendanceScreen() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const meeting = useAdminMeeting(id);
  const asked = params.get('lista');
  const list: AttendanceList = attendanceLists.includes(asked as AttendanceList)
    ? (asked as AttendanceList)
    : 'registered';
  const title = meeting.data ? plainTitle(meeting.data.values.title) : 'Encuentro';
  return (
    <AdminPage
      title={`Asistencia y certificados · ${title}`}
      back={{ to: pathTo('adminMeeting', { id }), label: title }}
    >
      <AttendanceLists
        meetingId={id}
        list={list}
        listHref={(l) => `${pathTo('adminMeetingAttendance', { id })}?lista=${l}`}
      />
    </AdminPage>
  );
}
