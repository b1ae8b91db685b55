import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { axisQuestionSchema, type AxisQuestionInput } from '@foro/shared/axes/schemas';
import { Button } from '../../../components/ui/Button';
import { ExpertSocialLinks } from '../../../components/ui/ExpertSocialLinks';
import { PreviewNotice } from '../../../components/ui/PreviewNotice';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { pathTo } from '../../../config/paths';
import { useExperts } from '../../../features/axes/api/get-experts';
import { useSendAxisQuestion } from '../../../features/axes/api/send-axis-question';
import { ROUTE_PREVIEW } from '../../../features/axes/preview-text';
import { useScrollToHash } from '../../../lib/use-scroll-to-hash';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from '../../../features/axes/components/axis-pages.module.css';
import { MediaPicture } from '../../../components/ui/MediaPicture';

const THANKS_MS = 5000;

function ExpertQuestion({ slug }: { slug: string }) {
  const mutation = useSendAxisQuestion(slug);
  const [thanks, setThanks] = useState(false);
  const form = useForm<AxisQuestionInput>({ resolver: zodResolver(axisQuestionSchema) });
  useEffect(() => {
    if (!thanks) return;
    // docs/product/axes.md#expert-question: the thanks hides after 5 seconds.
    const timer = window.setTimeout(() => setThanks(false), THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [thanks]);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        // One send at a time (docs/product/axes.md#expert-question: the guard works).
        if (mutation.isPending) return;
        mutation.mutate(values, {
          onSuccess: () => {
            form.reset({ question: '' });
            setThanks(true);
          },
        });
      })}
    >
      <TextAreaField
        label="Intentaremos que te responda en la masterclass."
        error={form.formState.errors.question?.message ?? mutation.error?.fieldErrors.question}
        {...form.register('question')}
      />
      {mutation.isError && !mutation.error.fieldErrors.question && (
        <p role="alert" className={styles.error}>
          {mutation.error.message}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" variant="brand" disabled={mutation.isPending}>
          Enviar
        </Button>
        <p role="status" className={styles.thanks}>
          {thanks ? '¡Muchas gracias por participar!' : ''}
        </p>
      </div>
    </form>
  );
}

/** /eje/{slug}/expertos (docs/product/axes.md#experts-screen). */
export default function ExpertsPage() {
  const { slug = '' } = useParams();
  const query = useExperts(slug);
  usePageTitle('Expertos y coaches');
  useScrollToHash(query.isSuccess);

  return (
    <QueryStatus query={query}>
      {({ expert, coachesForum, preview }) => {
        return (
          <div className={styles.page}>
            {preview && <PreviewNotice>{ROUTE_PREVIEW}</PreviewNotice>}
            <Link to={pathTo('axis', { slug })} className={styles.back}>
              Volver a la ruta
            </Link>
            <section className={styles.card} aria-labelledby="expert-title">
              <h1 id="expert-title" className={styles.pageTitle}>
                Conoce al experto
              </h1>
              <div className={styles.expert}>
                <MediaPicture
                  art={[{ media: '(min-width: 768px)', src: expert.speaker_image, size: 'mobile' }]}
                  src={expert.speaker_image_rwd || expert.speaker_image}
                  width={160}
                  height={160}
                />
                <div>
                  <h2>{expert.speaker_name_axis_page}</h2>
                  <p className={styles.job}>{expert.speaker_job}</p>
                  <ExpertSocialLinks
                    name={expert.speaker}
                    linkedin={expert.speaker_ln}
                    facebook={expert.speaker_fb}
                    twitter={expert.speaker_tw}
                    youtube={expert.speaker_yt}
                  />
                  <p>{expert.speaker_excerpt}</p>
                </div>
              </div>
            </section>
            <section id="pregunta" className={styles.card} aria-labelledby="question-title">
              <h2 id="question-title">Hazle una pregunta</h2>
              <ExpertQuestion slug={slug} />
            </section>
            <section id="coaches" className={styles.card} aria-labelledby="coaches-title">
              <h2 id="coaches-title">Nuestros coaches</h2>
              <ul className={styles.coaches}>
                {coachesForum.map((c) => (
                  <li key={c.name}>
                    <MediaPicture src={c.image} sizes="96px" width={96} height={96} loading="lazy" />
                    <div>
                      <h3>{c.name}</h3>
                      <p className={styles.job}>{c.job}</p>
                      <p>{c.bio}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        );
      }}
    </QueryStatus>
  );
}
