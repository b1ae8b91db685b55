import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { questionSources, type QuestionSource } from '@foro/shared/questions/admin-schemas';
import { AdminPage } from '../../../components/admin/AdminPage';
import { buttonClass } from '../../../components/ui/Button';
import { pathTo } from '../../../config/paths';
import { QuestionBoard, QuestionModeSwitch } from '../../../features/questions/admin/QuestionBoard';
import {
  exportUrl,
  useQuestionSources,
  useQuestions,
} from '../../../features/questions/admin/questions-admin-api';
import styles from '../../../features/questions/admin/questions-admin.module.css';

/** /admin/preguntas: the questions of one meeting or route (chosen in the address), with export and console. */
export default function AdminQuestionsScreen() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const sources = useQuestionSources();
  const source = questionSources.includes(params.get('source') as QuestionSource)
    ? (params.get('source') as QuestionSource)
    : undefined;
  const ownerId = params.get('id') ?? '';
  const hidden = params.get('hidden') === '1';
  const choose = (value: string) => {
    const [s, i] = value.split(':');
    setParams(s && i ? { source: s, id: i } : {}, { replace: true });
  };
  // The same query the board reads: it carries the meeting's mode.
  const page = useQuestions(source ?? 'meeting', source ? ownerId : '', { hidden });
  const meetings = sources.data?.filter((s) => s.source === 'meeting') ?? [];
  const axes = sources.data?.filter((s) => s.source === 'axis') ?? [];
  return (
    <AdminPage title="Preguntas a ponentes y expertos">
      <div className={styles.field}>
        <label htmlFor={`${id}-source`}>Encuentro o ruta</label>
        <select
          id={`${id}-source`}
          value={source ? `${source}:${ownerId}` : ''}
          onChange={(e) => choose(e.target.value)}
        >
          <option value="">Elige un encuentro o una ruta</option>
          <optgroup label="Encuentros (ponente)">
            {meetings.map((m) => (
              <option key={m.id} value={`meeting:${m.id}`}>
                {m.title} ({m.total})
              </option>
            ))}
          </optgroup>
          <optgroup label="Rutas (experto)">
            {axes.map((a) => (
              <option key={a.id} value={`axis:${a.id}`}>
                {a.title} ({a.total})
              </option>
            ))}
          </optgroup>
        </select>
      </div>
      {source && ownerId ? (
        <>
          <div className={styles.bar}>
            <Link
              className={buttonClass('brand')}
              to={pathTo('adminQuestionConsole', { source, id: ownerId })}
            >
              Abrir la consola
            </Link>
            <a className={buttonClass('outline')} href={exportUrl(source, ownerId)} download>
              Exportar CSV
            </a>
            <label>
              <input
                type="checkbox"
                checked={hidden}
                onChange={(e) =>
                  setParams(
                    { source, id: ownerId, ...(e.target.checked ? { hidden: '1' } : {}) },
                    { replace: true },
                  )
                }
              />{' '}
              Ver solo las ocultas
            </label>
          </div>
          {source === 'meeting' && page.data?.mode && (
            <QuestionModeSwitch meetingId={ownerId} mode={page.data.mode} />
          )}
          <QuestionBoard source={source} id={ownerId} hidden={hidden} />
        </>
      ) : (
        <p>Elige un encuentro o una ruta para ver sus preguntas.</p>
      )}
    </AdminPage>
  );
}
