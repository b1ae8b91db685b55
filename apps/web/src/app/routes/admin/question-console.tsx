import { Link, useParams } from 'react-router';
import { questionSources, type QuestionSource } from '@foro/shared/questions/admin-schemas';
import { pathTo } from '../../../config/paths';
import { QuestionBoard } from '../../../features/questions/admin/QuestionBoard';
import { useQuestions } from '../../../features/questions/admin/questions-admin-api';
import styles from '../../../features/questions/admin/questions-admin.module.css';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * /admin/preguntas/consola/{source}/{id}: the question console beside the stream. It fills the whole
 * window and reads new questions every few seconds, without reloading.
 */
export default function QuestionConsoleScreen() {
  const params = useParams();
  const source = questionSources.includes(params.source as QuestionSource)
    ? (params.source as QuestionSource)
    : 'meeting';
  const id = params.id ?? '';
  const { data } = useQuestions(source, id, { live: true });
  usePageTitle(`Consola de preguntas · ${data?.title ?? ''}`);
  return (
    <div className={styles.console}>
      <div className={styles.consoleHead}>
        <h1>Preguntas · {data?.title ?? '…'}</h1>
        <Link to={`${pathTo('adminQuestions')}?${new URLSearchParams({ source, id })}`}>
          Salir de la consola
        </Link>
      </div>
      <QuestionBoard source={source} id={id} live />
    </div>
  );
}
