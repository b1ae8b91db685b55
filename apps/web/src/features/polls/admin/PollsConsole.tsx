import { useId, useState, type FormEvent } from 'react';
import {
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  pollInputSchema,
  pollPercent,
  pollStateLabels,
  pollTotal,
  pollVotesLabel,
  type AdminPoll,
} from '@foro/shared/polls/schemas';
import { Button, buttonClass } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useSubmitOnce } from '../../../lib/submit-once';
import { pollsExportUrl, useAdminPolls, useCreatePoll, usePollAction } from '../api/admin-polls';
import styles from './polls-console.module.css';

/** Field errors by path ("question", "options", "options.1"), from the shared schema or the server. */
type Errors = Record<string, string>;

function PollForm({ meetingId }: { meetingId: string }) {
  const create = useCreatePoll(meetingId);
  const submitOnce = useSubmitOnce();
  const [question, setQuestion] = useState('');
  const [options, setOptions] = useState<string[]>(['', '']);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const shown: Errors = { ...errors, ...(create.error?.fieldErrors ?? {}) };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // The same schema as the server's: the form says what the server would.
    const parsed = pollInputSchema.safeParse({ question, options });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.') || '_'] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    submitOnce(parsed.data, (key) => create.mutateAsync({ input: parsed.data, key }))?.then(
      () => {
        setQuestion('');
        setOptions(['', '']);
        setSaved(true);
      },
      () => undefined, // shown from create.error
    );
  };

  return (
    <form noValidate onSubmit={submit} className={styles.form} aria-labelledby="poll-form-title">
      <h3 id="poll-form-title">Preparar una encuesta</h3>
      <TextField
        label="Pregunta"
        value={question}
        onChange={(e) => setQuestion(e.target.value)}
        error={shown.question}
        required
      />
      <fieldset className={styles.optionsField}>
        <legend>
          Opciones (de {POLL_MIN_OPTIONS} a {POLL_MAX_OPTIONS})
        </legend>
        {options.map((option, i) => (
          <div key={i} className={styles.optionRow}>
            <TextField
              label={`Opción ${i + 1}`}
              value={option}
              onChange={(e) => setOptions(options.map((o, j) => (j === i ? e.target.value : o)))}
              error={shown[`options.${i}`]}
              required
            />
            {options.length > POLL_MIN_OPTIONS && (
              <Button
                variant="outline"
                aria-label={`Quitar la opción ${i + 1}`}
                onClick={() => setOptions(options.filter((_, j) => j !== i))}
              >
                Quitar
              </Button>
            )}
          </div>
        ))}
        {shown.options && (
          <p role="alert" className={styles.error}>
            {shown.options}
          </p>
        )}
        {options.length < POLL_MAX_OPTIONS && (
          <Button variant="outline" onClick={() => setOptions([...options, ''])}>
            Añadir opción
          </Button>
        )}
      </fieldset>
      {create.isError && Object.keys(create.error.fieldErrors).length === 0 && (
        <p role="alert" className={styles.error}>
          {create.error.message}
        </p>
      )}
      {saved && (
        <p role="status" className={styles.saved}>
          Encuesta guardada como borrador.
        </p>
      )}
      <Button type="submit" variant="brand" disabled={create.isPending}>
        Guardar borrador
      </Button>
    </form>
  );
}

function PollRow({ poll, meetingId }: { poll: AdminPoll; meetingId: string }) {
  const titleId = useId();
  const action = usePollAction(meetingId);
  const total = pollTotal(poll.options);
  const busy = action.isPending;
  return (
    <li className={styles.poll}>
      <div className={styles.pollHead}>
        <p id={titleId} className={styles.question}>
          {poll.question}
        </p>
        <span className={[styles.state, styles[poll.state]].filter(Boolean).join(' ')}>
          {pollStateLabels[poll.state]}
        </span>
      </div>
      <ul className={styles.options} aria-label={`Resultados: ${poll.question}`}>
        {poll.options.map((o) => (
          <li key={o.id}>
            <span>{o.text}</span>{' '}
            <strong className={styles.count}>
              {pollVotesLabel(o.votes)} · {pollPercent(o.votes, total)} %
            </strong>
          </li>
        ))}
      </ul>
      <p className={styles.total}>{pollVotesLabel(total)} en total</p>
      <div className={styles.actions}>
        {poll.state === 'draft' && (
          <>
            <Button
              variant="brand"
              disabled={busy}
              aria-label={`Abrir la encuesta: ${poll.question}`}
              onClick={() => action.mutate({ pollId: poll.id, action: 'open' })}
            >
              Abrir
            </Button>
            <Button
              variant="outline"
              disabled={busy}
              aria-label={`Borrar el borrador: ${poll.question}`}
              onClick={() => action.mutate({ pollId: poll.id, action: 'delete' })}
            >
              Borrar
            </Button>
          </>
        )}
        {poll.state === 'open' && (
          <Button
            variant="brand"
            disabled={busy}
            aria-label={`Cerrar la encuesta: ${poll.question}`}
            onClick={() => action.mutate({ pollId: poll.id, action: 'close' })}
          >
            Cerrar
          </Button>
        )}
      </div>
      {action.isError && (
        <p role="alert" className={styles.error}>
          {action.error.message}
        </p>
      )}
    </li>
  );
}

/**
 * The polls part of the host's console (issue 33 §3): prepare a poll (a question and 2–6 options),
 * open and close it during the meeting, and watch the counts move. The screen hears the live `polls`
 * event and invalidates `pollKeys.adminAll`.
 */
export function PollsConsole({ meetingId }: { meetingId: string }) {
  const polls = useAdminPolls(meetingId);
  return (
    <section className={styles.console} aria-labelledby="polls-console-title">
      <div className={styles.head}>
        <h2 id="polls-console-title">Encuestas</h2>
        <a className={buttonClass('outline')} href={pollsExportUrl(meetingId)} download>
          Exportar encuestas (CSV)
        </a>
      </div>
      {polls.isError ? (
        <p role="alert" className={styles.error}>
          No pudimos cargar las encuestas. {polls.error.message}
        </p>
      ) : polls.isPending ? (
        <p>Cargando las encuestas…</p>
      ) : polls.data.length === 0 ? (
        <p>Todavía no hay encuestas.</p>
      ) : (
        <ul className={styles.polls} aria-label="Encuestas del encuentro">
          {polls.data.map((poll) => (
            <PollRow key={poll.id} poll={poll} meetingId={meetingId} />
          ))}
        </ul>
      )}
      <PollForm meetingId={meetingId} />
    </section>
  );
}
