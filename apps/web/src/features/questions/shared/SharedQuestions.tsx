import { useState } from 'react';
import { voteCountText, type SharedQuestionSort } from '@foro/shared/questions/shared-list-constants';
import type { SharedQuestion } from '@foro/shared/questions/shared-list';
import { countries } from '@foro/shared/directory/countries';
import { useSharedQuestions, useVote } from './shared-questions-api';
import styles from './shared-questions.module.css';

const countryLabel = (key: string) => countries.find((c) => c.key === key)?.label ?? key;
const sorts: Array<{ value: SharedQuestionSort; label: string }> = [
  { value: 'votes', label: 'Más votadas' },
  { value: 'recent', label: 'Más recientes' },
];

function VoteButton({ slug, q }: { slug: string; q: SharedQuestion }) {
  const vote = useVote(slug);
  const pending = vote.isPending;
  // While the vote travels, the button already shows what the member chose.
  const voted = pending ? vote.variables.voted : q.voted;
  const votes = pending ? q.votes + (voted === q.voted ? 0 : voted ? 1 : -1) : q.votes;
  if (q.mine)
    return (
      <p className={styles.mine}>
        Tu pregunta · <span>{voteCountText(q.votes)}</span>
      </p>
    );
  return (
    <div>
      <button
        type="button"
        className={[styles.vote, voted ? styles.voted : ''].filter(Boolean).join(' ')}
        aria-pressed={voted}
        aria-label={`Votar esta pregunta (${voteCountText(votes)})`}
        onClick={() => vote.mutate({ questionId: q.id, voted: !voted })}
        disabled={pending}
      >
        <span aria-hidden="true">▲</span> <span aria-hidden="true">{votes}</span>
      </button>
      {vote.isError && (
        <p role="alert" className={styles.error}>
          {vote.error.message}
        </p>
      )}
    </div>
  );
}

function QuestionCard({ slug, q }: { slug: string; q: SharedQuestion }) {
  return (
    <li
      className={[styles.item, q.answering ? styles.answering : '', q.answered ? styles.answered : ''].join(
        ' ',
      )}
    >
      <VoteButton slug={slug} q={q} />
      <div className={styles.body}>
        {q.answering && <p className={styles.nowBadge}>Respondiendo ahora</p>}
        <p className={styles.text}>{q.question}</p>
        <p className={styles.who}>
          {q.member.name} · {countryLabel(q.member.country)}
          {q.answered && <strong className={styles.doneBadge}>Respondida</strong>}
        </p>
        {q.answer && (
          <div className={styles.answer}>
            <p className={styles.answerLabel}>Respuesta</p>
            <p className={styles.answerText}>{q.answer}</p>
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * The meeting's approved questions for every member (issue 18 §2): vote for the ones you want answered,
 * sorted by votes or by time; the one the speaker answers now is highlighted. Nothing shows while the
 * meeting keeps its questions with the team.
 */
export function SharedQuestions({ slug }: { slug: string }) {
  const [sort, setSort] = useState<SharedQuestionSort>('votes');
  const list = useSharedQuestions(slug, sort);
  if (list.isPending || (list.isSuccess && !list.data.shared)) return null;
  if (list.isError)
    return (
      <p role="alert" className={styles.error}>
        No pudimos cargar las preguntas. {list.error.message}
      </p>
    );
  const questions = list.data.questions;
  const now = questions.find((q) => q.answering);
  return (
    <section className={styles.shared} aria-labelledby="shared-questions-title">
      <h3 id="shared-questions-title">Preguntas de la comunidad</h3>
      <p className={styles.help}>
        Vota las preguntas que quieres que se respondan. Las nuevas aparecen aquí cuando el equipo las
        aprueba.
      </p>
      <div aria-live="polite">
        {now && (
          <div className={styles.now}>
            <p className={styles.nowBadge}>Respondiendo ahora</p>
            <p className={styles.text}>{now.question}</p>
          </div>
        )}
      </div>
      <div className={styles.sort} role="group" aria-label="Ordenar las preguntas">
        {sorts.map((s) => (
          <button
            key={s.value}
            type="button"
            aria-pressed={sort === s.value}
            className={sort === s.value ? styles.sortOn : styles.sortOff}
            onClick={() => setSort(s.value)}
          >
            {s.label}
          </button>
        ))}
      </div>
      {questions.length === 0 ? (
        <p>Todavía no hay preguntas aprobadas.</p>
      ) : (
        <ol className={styles.list} aria-label="Preguntas aprobadas">
          {questions.map((q) => (
            <QuestionCard key={q.id} slug={slug} q={q} />
          ))}
        </ol>
      )}
    </section>
  );
}
