import { useId } from 'react';
import { pollPercent, pollTexts, pollTotal, pollVotesLabel } from '@foro/shared/polls/constants';
import type { Poll, PollOption } from '@foro/shared/polls/schemas';
import { usePolls } from '../api/get-polls';
import { useVotePoll } from '../api/vote-poll';
import styles from './polls.module.css';

/** "Sí: 12 votos (60 %)", as a screen reader says an option's result. */
const resultText = (option: PollOption, total: number) =>
  `${option.text}: ${pollVotesLabel(option.votes ?? 0)} (${pollPercent(option.votes ?? 0, total)} %)`;

function ResultBar({ option, total, mine }: { option: PollOption; total: number; mine: boolean }) {
  const percent = pollPercent(option.votes ?? 0, total);
  return (
    <span className={styles.result} aria-hidden="true">
      <span className={styles.resultLine}>
        <span className={styles.optionText}>
          {option.text}
          {mine && <span className={styles.mine}> · Tu voto</span>}
        </span>
        <span className={styles.count}>
          {pollVotesLabel(option.votes ?? 0)} · {percent} %
        </span>
      </span>
      <span className={styles.track}>
        <span className={styles.bar} style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}

function PollCard({ slug, poll }: { slug: string; poll: Poll }) {
  const titleId = useId();
  const vote = useVotePoll(slug);
  // While the vote travels, the tapped option is already marked.
  const chosen = vote.isPending ? vote.variables.option : poll.myVote;
  const shown = poll.options.every((o) => o.votes !== undefined);
  const total = pollTotal(poll.options);
  const open = poll.state === 'open';
  return (
    <li className={styles.poll}>
      <p id={titleId} className={styles.question}>
        {poll.question}
      </p>
      <p className={styles.status}>
        {open
          ? chosen
            ? 'Tu voto cuenta. Puedes cambiarlo mientras la encuesta esté abierta.'
            : 'Toca una opción para votar.'
          : 'Encuesta cerrada.'}
        {shown && ` ${pollVotesLabel(total)} en total.`}
      </p>
      {open ? (
        <div role="group" aria-labelledby={titleId} className={styles.options}>
          {poll.options.map((option) => (
            <button
              key={option.id}
              type="button"
              className={[styles.option, chosen === option.id ? styles.chosen : ''].filter(Boolean).join(' ')}
              aria-pressed={chosen === option.id}
              aria-label={shown ? resultText(option, total) : option.text}
              disabled={vote.isPending}
              onClick={() => chosen !== option.id && vote.mutate({ pollId: poll.id, option: option.id })}
            >
              {shown ? (
                <ResultBar option={option} total={total} mine={chosen === option.id} />
              ) : (
                <span className={styles.optionText}>{option.text}</span>
              )}
            </button>
          ))}
        </div>
      ) : (
        <ul className={styles.options} aria-labelledby={titleId}>
          {poll.options.map((option) => (
            <li key={option.id} className={styles.closedOption}>
              <span className="visually-hidden">
                {resultText(option, total)}
                {poll.myVote === option.id ? ', tu voto' : ''}
              </span>
              <ResultBar option={option} total={total} mine={poll.myVote === option.id} />
            </li>
          ))}
        </ul>
      )}
      {vote.isError && (
        <p role="alert" className={styles.error}>
          {vote.error.fieldErrors.option ?? vote.error.message}
        </p>
      )}
    </li>
  );
}

/**
 * A meeting's polls as a member sees them (issue 33 §3): each open poll's options as big buttons (one
 * tap votes, the chosen one is pressed, another tap changes it while the poll is open), the results as
 * bars with counts and percentages once the member voted, and the closed polls with their final results
 * (also on the replay). Self-contained: the screen that renders it hears the live `polls` event and
 * invalidates `pollKeys` (a feature does not subscribe for the page).
 */
export function PollsPanel({ slug }: { slug: string }) {
  const polls = usePolls(slug);
  if (polls.isPending) return <p className={styles.status}>Cargando las encuestas…</p>;
  if (polls.isError)
    return (
      <p role="alert" className={styles.error}>
        No pudimos cargar las encuestas. {polls.error.message}
      </p>
    );
  // Open polls first (the one to answer now), then the closed ones, newest first.
  const open = polls.data.filter((p) => p.state === 'open');
  const closed = polls.data.filter((p) => p.state === 'closed').reverse();
  if (open.length + closed.length === 0) return <p className={styles.empty}>{pollTexts.empty}</p>;
  return (
    <div aria-live="polite">
      <ul className={styles.polls} aria-label="Encuestas">
        {[...open, ...closed].map((poll) => (
          <PollCard key={poll.id} slug={slug} poll={poll} />
        ))}
      </ul>
    </div>
  );
}
