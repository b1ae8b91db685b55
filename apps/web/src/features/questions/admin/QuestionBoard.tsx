import { useId, useState, type FormEvent } from 'react';
import {
  MAX_ANSWER,
  questionAnswerSchema,
  type AdminQuestion,
  type QuestionMode,
  type QuestionSource,
} from '@foro/shared/questions/admin-schemas';
import { voteCountText } from '@foro/shared/questions/shared-list';
import { countries } from '@foro/shared/directory/countries';
import { StaffTime } from '../../../components/admin/StaffTime';
import { Button } from '../../../components/ui/Button';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { ApiError } from '../../../lib/api-client';
import { PageLoading } from '../../../components/ui/PageLoading';
import {
  useAnswerNow,
  useAnswerQuestion,
  useFlagQuestion,
  useQuestions,
  useSetQuestionMode,
} from './questions-admin-api';
import styles from './questions-admin.module.css';

const countryLabel = (key: string) => countries.find((c) => c.key === key)?.label ?? key;

/**
 * The written answer (docs/decisions/0075-written-answers-and-forgiving-moderation.md): plain text the
 * member reads under their question; the first one is mailed to them, a correction is not.
 */
function AnswerForm({ q, source, onDone }: { q: AdminQuestion; source: QuestionSource; onDone: () => void }) {
  const save = useAnswerQuestion(source);
  const [text, setText] = useState(q.answer ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = questionAnswerSchema.safeParse({ answer: text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    save.mutate(
      { id: q.id, answer: checked.data.answer },
      {
        onSuccess: onDone,
        onError: (e: Error) =>
          setError(e instanceof ApiError ? (e.fieldErrors.answer ?? e.message) : e.message),
      },
    );
  };
  return (
    <form className={styles.answerForm} onSubmit={submit} noValidate>
      <TextAreaField
        label="Respuesta escrita"
        value={text}
        maxLength={MAX_ANSWER}
        onChange={(e) => setText(e.target.value)}
        error={error}
      />
      <p className={styles.help}>
        {q.answer
          ? 'El miembro verá la corrección bajo su pregunta; no se le envía otro correo.'
          : 'El miembro la verá bajo su pregunta y la recibirá por correo.'}
      </p>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {q.answer ? 'Guardar la respuesta' : 'Publicar la respuesta'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

function QuestionItem({
  q,
  source,
  ownerId,
  mode,
  big,
}: {
  q: AdminQuestion;
  source: QuestionSource;
  ownerId: string;
  mode: QuestionMode | undefined;
  big: boolean;
}) {
  const flag = useFlagQuestion(source);
  const answerNow = useAnswerNow(ownerId);
  const [writing, setWriting] = useState(false);
  const set = (flags: Parameters<typeof flag.mutate>[0]['flags']) => flag.mutate({ id: q.id, flags });
  const shared = mode === 'shared';
  const busy = flag.isPending || answerNow.isPending;
  const error = flag.error ?? answerNow.error;
  return (
    <li
      className={[
        styles.item,
        big ? styles.big : '',
        q.starred ? styles.starred : '',
        q.answeredAt ? styles.done : '',
        q.answering ? styles.answering : '',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {q.answering && <p className={styles.now}>Respondiendo ahora</p>}
      <p className={styles.text}>{q.question}</p>
      <p className={styles.who}>
        {q.member.name} · {countryLabel(q.member.country)} · <StaffTime at={q.createdAt} bare />
        {shared && <strong> · {voteCountText(q.votes)}</strong>}
        {shared && (q.approvedAt ? <strong> · Aprobada</strong> : <strong> · Por aprobar</strong>)}
        {q.starred && <strong> · Destacada</strong>}
        {q.answeredAt && <strong> · Respondida</strong>}
      </p>
      {q.answer && !writing && (
        <div className={styles.answer}>
          <p className={styles.answerLabel}>Respuesta escrita</p>
          <p className={styles.answerText}>{q.answer}</p>
        </div>
      )}
      {writing && <AnswerForm q={q} source={source} onDone={() => setWriting(false)} />}
      <div className={styles.actions}>
        {shared && (
          <Button
            variant={q.approvedAt ? 'outline' : 'brand'}
            aria-pressed={Boolean(q.approvedAt)}
            onClick={() => set({ approved: !q.approvedAt })}
            disabled={busy || Boolean(q.hiddenAt)}
          >
            {q.approvedAt ? 'Retirar aprobación' : 'Aprobar'}
          </Button>
        )}
        {source === 'meeting' && (
          <Button
            variant={q.answering ? 'outline' : 'brand'}
            aria-pressed={q.answering}
            onClick={() => answerNow.mutate(q.answering ? null : q.id)}
            disabled={busy || Boolean(q.hiddenAt) || (shared && !q.approvedAt)}
          >
            {q.answering ? 'Dejar de responder' : 'Responder ahora'}
          </Button>
        )}
        {!writing && (
          <Button variant="outline" onClick={() => setWriting(true)} disabled={busy}>
            {q.answer ? 'Editar la respuesta' : 'Responder por escrito'}
          </Button>
        )}
        <Button
          variant="outline"
          aria-pressed={q.starred}
          onClick={() => set({ starred: !q.starred })}
          disabled={busy}
        >
          {q.starred ? 'Quitar destacado' : 'Destacar'}
        </Button>
        <Button
          variant="outline"
          aria-pressed={Boolean(q.answeredAt)}
          onClick={() => set({ answered: !q.answeredAt })}
          disabled={busy}
        >
          {q.answeredAt ? 'Marcar como pendiente' : 'Marcar como respondida'}
        </Button>
        <Button variant="outline" onClick={() => set({ hidden: !q.hiddenAt })} disabled={busy}>
          {q.hiddenAt ? 'Mostrar' : 'Ocultar'}
        </Button>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error.message}
        </p>
      )}
    </li>
  );
}

/**
 * Whether a meeting's questions stay with the team or are listed, once approved, for every member on
 * its interactua page, where they vote for them (docs/decisions/0045-question-votes.md).
 */
export function QuestionModeSwitch({ meetingId, mode }: { meetingId: string; mode: QuestionMode }) {
  const id = useId();
  const change = useSetQuestionMode(meetingId);
  // The choice shows at once and until the list read again carries it (or the change fails).
  const [chosen, setChosen] = useState<QuestionMode | null>(null);
  const options: Array<{ value: QuestionMode; label: string }> = [
    { value: 'private', label: 'Privadas: solo las lee el equipo' },
    { value: 'shared', label: 'Compartidas: los miembros ven las aprobadas y las votan' },
  ];
  return (
    <fieldset className={styles.mode} aria-describedby={`${id}-help`}>
      <legend>Preguntas del encuentro</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input
            type="radio"
            name={`${id}-mode`}
            value={o.value}
            checked={(chosen ?? mode) === o.value}
            disabled={change.isPending}
            onChange={() => {
              setChosen(o.value);
              change.mutate(o.value, { onSettled: () => setChosen(null) });
            }}
          />{' '}
          {o.label}
        </label>
      ))}
      <p id={`${id}-help`} className={styles.help}>
        Las compartidas solo aparecen en la página Interactúa después de que el equipo las aprueba.
      </p>
      {change.isError && (
        <p role="alert" className={styles.error}>
          {change.error.message}
        </p>
      )}
    </fieldset>
  );
}

/** The console's order: the one being answered, then the pending (starred, then most voted), then the answered. */
function consoleOrder(rows: AdminQuestion[]) {
  const pending = rows.filter((q) => !q.answeredAt && !q.answering);
  const byVotes = (list: AdminQuestion[]) => [...list].sort((a, b) => b.votes - a.votes);
  return [
    ...rows.filter((q) => q.answering),
    ...byVotes(pending.filter((q) => q.starred)),
    ...byVotes(pending.filter((q) => !q.starred)),
    ...rows.filter((q) => q.answeredAt && !q.answering),
  ];
}

/**
 * The questions of one meeting or route, newest first; in the console (`live`) they are read again
 * every few seconds and drawn large, the one being answered first, then starred and most voted.
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
  const { rows, mode } = questions.data;
  const ordered = live ? consoleOrder(rows) : rows;
  const pending = rows.filter((q) => !q.answeredAt).length;
  const toApprove = mode === 'shared' ? rows.filter((q) => !q.approvedAt && !q.hiddenAt).length : 0;
  return (
    <>
      <p className={styles.summary} aria-live="polite">
        {rows.length === 1 ? '1 pregunta' : `${rows.length} preguntas`}, {pending} sin responder
        {mode === 'shared' && `, ${toApprove} por aprobar`}
      </p>
      {rows.length === 0 ? (
        <p>{hidden ? 'No hay preguntas ocultas.' : 'Todavía no hay preguntas.'}</p>
      ) : (
        <ol className={styles.list}>
          {ordered.map((q) => (
            <QuestionItem key={q.id} q={q} source={source} ownerId={id} mode={mode} big={live} />
          ))}
        </ol>
      )}
    </>
  );
}
