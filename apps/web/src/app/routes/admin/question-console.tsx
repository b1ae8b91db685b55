import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { liveEventKinds, livePaths } from '@foro/shared/live/constants';
import { useLiveEvents } from '../../../features/live/use-live-events';
import { questionSources, type QuestionSource } from '@foro/shared/questions/admin-schemas';
import { NoAccess } from '../../../components/errors/NoAccess';
import { buttonClass } from '../../../components/ui/Button';
import { pathTo } from '../../../config/paths';
import { PollsConsole } from '../../../features/polls/admin/PollsConsole';
import { pollKeys } from '../../../features/polls/api/poll-keys';
import { QuestionBoard, QuestionModeSwitch } from '../../../features/questions/admin/QuestionBoard';
import { exportUrl, questionKeys, useQuestions } from '../../../features/questions/admin/questions-admin-api';
import styles from '../../../features/questions/admin/questions-admin.module.css';
import { ReactionMinutes } from '../../../features/reactions/admin/ReactionMinutes';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session/get-current-user';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * /admin/preguntas/consola/{source}/{id}: the question console beside the stream. It fills the whole
 * window and shows new and changed questions as they happen (live stream), without reloading. Staff
 * open it from the back office; a meeting's host from /perfil (docs/decisions/0050-meeting-hosts.md),
 * which is why it stands outside the back office's staff-only shell: the server decides who reads it.
 */
export default function QuestionConsoleScreen() {
  const params = useParams();
  const source = questionSources.includes(params.source as QuestionSource)
    ? (params.source as QuestionSource)
    : 'meeting';
  const id = params.id ?? '';
  const { data: user } = useCurrentUser(true);
  const staff = user?.role === 'staff';
  const { data, error } = useQuestions(source, id, { live: true });
  const refused = error instanceof ApiError && error.status === 403;
  const client = useQueryClient();
  const reread = () => void client.invalidateQueries({ queryKey: questionKeys.all });
  // The meeting's polls (docs/decisions/0061-polls.md): their events come on the console's stream too.
  const rereadPolls = () => void client.invalidateQueries({ queryKey: pollKeys.adminAll });
  useLiveEvents(id && !refused ? livePaths.questions(source, id) : null, {
    [liveEventKinds.questions]: reread,
    [liveEventKinds.polls]: rereadPolls,
    [liveEventKinds.reset]: () => {
      reread();
      rereadPolls();
    },
  });
  usePageTitle(`Consola de preguntas · ${data?.title ?? ''}`);
  if (refused) return <NoAccess />;
  return (
    <div className={styles.console}>
      <div className={styles.consoleHead}>
        <h1>Preguntas · {data?.title ?? '…'}</h1>
        <div className={styles.bar}>
          <a className={buttonClass('outline')} href={exportUrl(source, id)} download>
            Exportar CSV
          </a>
          {staff ? (
            <Link to={`${pathTo('adminQuestions')}?${new URLSearchParams({ source, id })}`}>
              Salir de la consola
            </Link>
          ) : (
            <Link to={pathTo('profile')}>Volver a mi perfil</Link>
          )}
        </div>
      </div>
      {/* Whether the questions are shared is the team's choice: the host runs them as they are. */}
      {staff && source === 'meeting' && data?.mode && <QuestionModeSwitch meetingId={id} mode={data.mode} />}
      <QuestionBoard source={source} id={id} live />
      {source === 'meeting' && <ReactionMinutes meetingId={id} />}
      {source === 'meeting' && id && <PollsConsole meetingId={id} />}
    </div>
  );
}
