import type { AdminQuestion, QuestionSource } from '@foro/shared/questions/admin-schemas';
import { countries } from '@foro/shared/directory/countries';
import { Button } from '../../../components/ui/Button';
import { PageLoading } from '../../../components/ui/PageLoading';
import { useFlagQuestion, useQuestions } from './questions-admin-api';
import styles from './questions-admin.module.css';

const time = (iso: string) =>
  new Intl.DateTimeFormat('es', { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
const countryLabel = (key: string) => countries.find((c) => c.key === key)?.label ?? key;

function QuestionItem({ q, source, big }: { q: AdminQuestion; source: QuestionSource; big: boolean }) {
  const flag = useFlagQuestion(source);
  const set = (flags: Parameters<typeof flag.mutate>[0]['flags']) => flag.mutate({ id: q.id, flags });
  return (
    <li
      className={[
        styles.item,
        big ? styles.big : '',
        q.starred ? styles.starred : '',
        q.answeredAt ? styles.done : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <p className={styles.text}>{q.question}</p>
      <p className={styles.who}>
        {q.member.name} · {countryLabel(q.member.country)} ·{' '}
        <time dateTime={q.createdAt}>{time(q.createdAt)}</time>
        {q.starred && <strong> · Destacada</strong>}
        {q.answeredAt && <strong> · Respondida</strong>}
      </p>
      <div className={styles.actions}>
        <Button
          variant="outline"
          aria-pressed={q.starred}
          onClick={() => set({ starred: !q.starred })}
          disabled={flag.isPending}
        >
          {q.starred ? 'Quitar destacado' : 'Destacar'}
        </Button>
        <Button
          variant={q.answeredAt ? 'outline' : 'brand'}
          aria-pressed={Boolean(q.answeredAt)}
          onClick={() => set({ answered: !q.answeredAt })}
          disabled={flag.isPending}
        >
          {q.answeredAt ? 'Marcar como pendiente' : 'Marcar como respondida'}
        </Button>
        <Button variant="outline" onClick={() => set({ hidden: !q.hiddenAt })} disabled={flag.isPending}>
          {q.hiddenAt ? 'Mostrar' : 'Ocultar'}
        </Button>
      </div>
      {flag.isError && (
        <p role="alert" className={styles.error}>
          {flag.error.message}
        </p>
      )}
    </li>
  );
}

/**
 * The questions of one meeting or route, newest first; in the console (`live`) they are read again
 * every few seconds and drawn large, starred ones first among the pending.
 */
export function QuestionBoard({
  source,
  id,
  live = false,
  hidden = false,
}: {
  source: QuestionSource;
  id: string;
  live?: boolean;
  hidden?: boolean;
}) {
  const questions = useQuestions(source, id, { hidden, live });
  if (questions.isPending) return <PageLoading />;
  if (questions.isError)
    return <p role="alert">No pudimos cargar las preguntas. {questions.error.message}</p>;
  const rows = questions.data.rows;
  const ordered = live
    ? [
        ...rows.filter((q) => !q.answeredAt && q.starred),
        ...rows.filter((q) => !q.answeredAt && !q.starred),
        ...rows.filter((q) => q.answeredAt),
      ]
    : rows;
  const pending = rows.filter((q) => !q.answeredAt).length;
  return (
    <>
      <p className={styles.summary} aria-live="polite">
        {rows.length === 1 ? '1 pregunta' : `${rows.length} preguntas`}, {pending} sin responder
      </p>
      {rows.length === 0 ? (
        <p>{hidden ? 'No hay preguntas ocultas.' : 'Todavía no hay preguntas.'}</p>
      ) : (
        <ol className={styles.list}>
          {ordered.map((q) => (
            <QuestionItem key={q.id} q={q} source={source} big={live} />
          ))}
        </ol>
      )}
    </>
  );
}
