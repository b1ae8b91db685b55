import { Link, useParams } from 'react-router';
import { EXPERT_QUESTIONS_CLOSED, expertWords } from '@foro/shared/axes/schemas';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pathTo } from '../../../config/paths';
import { useExperts } from '../../../features/axes/api/get-experts';
import { CoachList, ExpertCard } from '../../../features/axes/components/ExpertCard';
import { ExpertQuestionForm } from '../../../features/axes/components/ExpertQuestionForm';
import { ROUTE_PREVIEW } from '../../../features/axes/preview-text';
import styles from '../../../features/axes/components/axis-pages.module.css';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { usePageTitle } from '../../../lib/use-page-title';

/** /eje/{slug}/expertos (docs/product/axes.md#experts-screen). */
export default function ExpertsPage() {
  const { slug = '' } = useParams();
  const query = useExperts(slug);
  usePageTitle('Expertos y coaches');
  useScrollToHash(query.isSuccess);

  return (
    <QueryStatus query={query}>
      {({ expert, coachesForum, questionsOpen, preview }) => (
        <div className={styles.page}>
          {preview && <PreviewNotice>{ROUTE_PREVIEW}</PreviewNotice>}
          <Link to={pathTo('axis', { slug })} className={styles.back}>
            Volver a la ruta
          </Link>
          <ExpertCard expert={expert} />
          <section id="pregunta" className={styles.card} aria-labelledby="question-title">
            <h2 id="question-title">{expertWords(expert.speaker_gender).ask}</h2>
            {questionsOpen ? (
              <ExpertQuestionForm slug={slug} />
            ) : (
              // docs/product/axes.md#expert-question: questions are for the masterclass.
              <p role="note">{EXPERT_QUESTIONS_CLOSED}</p>
            )}
          </section>
          <CoachList coaches={coachesForum} />
        </div>
      )}
    </QueryStatus>
  );
}
