import { useMyQuestions } from '../api/get-my-questions';
import styles from './forms.module.css';

/** docs/product/inbox.md#questions: the member's questions, each saying whether it was answered. */
export function MyQuestions({ slug }: { slug: string }) {
  const { data } = useMyQuestions(slug);
  if (!data?.length) return null;
  return (
    <div className={styles.myQuestions} id="tus-preguntas">
      <h3>Tus preguntas</h3>
      <ul>
        {data.map((q) => (
          <li key={q.id}>
            <span>{q.question}</span>{' '}
            <strong className={q.answered ? styles.answered : styles.pending}>
              {q.held ? 'Pendiente de revisión' : q.answered ? 'Respondida' : 'Pendiente'}
            </strong>
            {q.answer && (
              <div className={styles.answer}>
                <p className={styles.answerLabel}>Respuesta</p>
                <p className={styles.answerText}>{q.answer}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
