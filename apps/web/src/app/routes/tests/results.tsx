import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pages, pathTo } from '../../../config/paths';
import { useTestResults } from '../../../features/tests/api/tests-api';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './tests-pages.module.css';

/** /eje/{slug}/test/resultados: the score and, per question, the member's answer. */
export default function TestResultsPage() {
  const { slug = '' } = useParams();
  const query = useTestResults(slug);
  usePageTitle('Resultados del caso práctico');
  return (
    <QueryStatus query={query}>
      {({ evaluation }) => (
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
      )}
    </QueryStatus>
  );
}
