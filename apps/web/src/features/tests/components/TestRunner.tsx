import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ANSWER_REQUIRED, type TestData } from '@foro/shared/tests/schemas';
import { Button } from '../../../components/ui/Button';
import { pathTo } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { readStored, removeStored, writeStored } from '../../../lib/device-storage';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSaveTest } from '../api/tests-api';
import styles from './tests-pages.module.css';

interface Draft {
  index: number;
  answers: Record<string, string>;
}

/** The answers kept in sessionStorage; anything unreadable starts afresh. */
function readDraft(key: string): Draft {
  try {
    const value: unknown = JSON.parse(readStored(key, 'session') ?? 'null');
    if (value && typeof value === 'object' && 'index' in value && 'answers' in value) {
      const { index, answers } = value as Draft;
      if (Number.isInteger(index) && index >= 0 && answers && typeof answers === 'object')
        return { index, answers };
    }
  } catch {
    // A broken value: start from the beginning.
  }
  return { index: 0, answers: {} };
}
/** Storage full or refused: the test still works, only a reload loses the answers. */
function writeDraft(key: string, draft: Draft) {
  writeStored(key, JSON.stringify(draft), 'session');
}
function clearDraft(key: string) {
  removeStored(key, 'session');
}

/**
 * A practical case: its introductions, then its questions one at a time, scored once on "Finalizar"
 * (docs/product/tests.md#taking-a-test).
 */
export function TestRunner({ slug, test }: { slug: string; test: TestData['test'] }) {
  usePageTitle(test.title);
  const navigate = useNavigate();
  const save = useSaveTest(slug);
  // Introductions first, then the questions, one at a time (docs/product/tests.md#taking-a-test).
  // Where the member is and what she answered survive a reload (this tab only) until "Finalizar".
  const draftKey = `foro:caso-practico:${slug}:${test.id}`;
  const [draft] = useState(() => readDraft(draftKey));
  const [index, setIndex] = useState(() =>
    Math.min(draft.index, test.intro.length + test.questions.length - 1),
  );
  const [answers, setAnswers] = useState<Record<string, string>>(draft.answers);
  const [error, setError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const introCount = test.intro.length;
  const total = introCount + test.questions.length;
  const question = index >= introCount ? test.questions[index - introCount] : undefined;
  const isLast = index === total - 1;
  const results = pathTo('axisTestResults', { slug });

  useEffect(() => heading.current?.focus(), [index]);
  useEffect(() => writeDraft(draftKey, { index, answers }), [draftKey, index, answers]);

  const next = () => {
    if (question && !answers[question.id]) {
      setError(true);
      return;
    }
    setError(false);
    if (!isLast) {
      setIndex(index + 1);
      return;
    }
    if (save.isPending) return;
    save.mutate(
      { questions: test.questions.map((q) => ({ id: q.id, answer: answers[q.id] ?? '' })) },
      {
        onSuccess: () => {
          clearDraft(draftKey);
          navigate(results, { replace: true });
        },
        onError: (e) => {
          if (!(e instanceof ApiError && e.status === 409)) return;
          clearDraft(draftKey);
          navigate(results, { replace: true });
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <Link to={pathTo('axis', { slug })} className={styles.back}>
        Volver a la ruta
      </Link>
      <h1 className={styles.title}>{test.title}</h1>
      <p className={styles.reminder}>
        Tus respuestas se guardan en este navegador mientras avanzas; se envían al pulsar «Finalizar».
      </p>
      <progress
        className={styles.progress}
        max={total}
        value={index + 1}
        aria-label="Avance del caso práctico"
      />
      <section className={styles.panel} aria-live="polite">
        {!question ? (
          <>
            <p className={styles.stepLabel}>
              Introducción {index + 1} de {introCount}
            </p>
            <h2 ref={heading} tabIndex={-1}>
              {test.intro[index]?.title}
            </h2>
            <p>{test.intro[index]?.text}</p>
          </>
        ) : (
          <fieldset className={styles.options} aria-describedby={error ? 'answer-error' : undefined}>
            <p className={styles.stepLabel}>
              Pregunta {index - introCount + 1} de {test.questions.length}
            </p>
            <legend>
              <h2 ref={heading} tabIndex={-1} className={styles.legendHeading}>
                {question.question}
              </h2>
            </legend>
            {question.answers.map((a) => (
              <label key={a.id} className={styles.option}>
                <input
                  type="radio"
                  name={question.id}
                  value={a.id}
                  checked={answers[question.id] === a.id}
                  onChange={() => {
                    setAnswers({ ...answers, [question.id]: a.id });
                    setError(false);
                  }}
                />
                <span>{a.text}</span>
              </label>
            ))}
          </fieldset>
        )}
        {error && (
          <p id="answer-error" role="alert" className={styles.error}>
            {ANSWER_REQUIRED}
          </p>
        )}
        {save.isError && !(save.error instanceof ApiError && save.error.status === 409) && (
          <p role="alert" className={styles.error}>
            {save.error.message}
          </p>
        )}
        <div className={styles.actions}>
          {index > 0 && (
            <Button variant="outline" onClick={() => setIndex(index - 1)} disabled={save.isPending}>
              Anterior
            </Button>
          )}
          <Button variant="brand" onClick={next} disabled={save.isPending}>
            {isLast ? 'Finalizar' : 'Siguiente'}
          </Button>
        </div>
      </section>
    </div>
  );
}
