import { Link } from 'react-router';
import type { TestResults as TestResultsData } from '@foro/shared/tests/schemas';
import { buttonClass } from '../../../components/ui/Button';
import { pages, pathTo } from '../../../config/paths';
import styles from './tests-pages.module.css';

/** The score and, per question, the member's answer and, where it was wrong, the right one. */
export function TestResults({ slug, results: { evaluation } }: { slug: string; results: TestResultsData }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Resultados: {evaluation.testName}</h1>
      <section className={styles.panel} aria-labelledby="score-title">
        <h2 id="score-title">Tu puntuación</h2>
        <p className={styles.score}>
          {evaluation.score}/{evaluation.total}
        </p>
        <div className={styles.actions}>
          <Link to={pathTo('axis', { slug })} className={buttonClass('brand')}>
            Volver a la ruta
          </Link>
          <Link to={pages.profile.pattern} className={buttonClass('outline')}>
            Ver mi perfil
          </Link>
        </div>
      </section>
      <ol className={styles.results} aria-label="Tus respuestas">
        {evaluation.questions.map((q, i) => (
          <li key={i} className={styles.result} data-correct={q.correct}>
            <h3>
              {i + 1}. {q.question}
            </h3>
            <p>
              <strong>Tu respuesta:</strong> {q.answer}
            </p>
            <p className={styles.verdict}>{q.correct ? 'Correcta' : 'Incorrecta'}</p>
            {!q.correct && (
              <p>
                <strong>Respuesta correcta:</strong> {q.correctAnswer}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
