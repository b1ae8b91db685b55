import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ContactBanner } from '../../../components/layout/ContactBanner';
import { useModal } from '../../../components/modals/modal-context';
import { Button } from '../../../components/ui/Button';
import { PlayIcon } from '../../../components/ui/PlayIcon';
import { PageLoading } from '../../../components/ui/PageLoading';
import { media } from '../../../config/media';
import { usePage } from '../../../features/content/api/get-page';
import { useMeetings } from '../../../features/meetings/api/get-meetings';
import { MeetingCard } from '../../../features/meetings/components/MeetingCard';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './home-hero.module.css';

/**
 * The 2021 forum home (docs/product/meetings.md#home-2021); `?contacto=1` opens the contact modal on load.
 */
export default function Home2021Page() {
  usePageTitle('Foro de Educadores 2021');
  const [params] = useSearchParams();
  const { open } = useModal();
  const meetings = useMeetings();
  // The headline and introduction staff keep in the back office (docs/product/content.md#homes-main-texts).
  const text = usePage('home-2021').data?.content;
  const wantsContact = params.get('contacto') === '1';
  // The first card with a picture ("Próximamente" has none): its image is the page's largest paint.
  const firstPictured = meetings.data?.find((m) => m.post_event || m.active)?.id;
  useEffect(() => {
    if (wantsContact) open({ kind: 'contact' });
  }, [wantsContact, open]);

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-2021-title">
        <div className={styles.inner}>
          <h1 id="home-2021-title">{text?.title ?? '\u00a0'}</h1>
          <p aria-busy={!text}>{text?.intro ?? '\u00a0'}</p>
          <div className={styles.actions}>
            <Button
              variant="light"
              onClick={() =>
                open({ kind: 'video', title: 'Conoce el Foro de Educadores', src: media.introVideo })
              }
            >
              <PlayIcon />
              Ver el vídeo
            </Button>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="meetings-title">
        <h2 id="meetings-title" className={styles.sectionTitle}>
          Próximos encuentros
        </h2>
        {meetings.isPending && <PageLoading />}
        {meetings.isError && (
          <p role="alert">
            No pudimos cargar los encuentros.{' '}
            <button type="button" onClick={() => meetings.refetch()}>
              Reintentar
            </button>
          </p>
        )}
        {meetings.data && (
          <ul className={styles.grid}>
            {meetings.data.map((m) => (
              <li key={m.id}>
                <MeetingCard meeting={m} first={m.id === firstPictured} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ContactBanner title="¿No eres usuario de Compartir?" />
    </>
  );
}
