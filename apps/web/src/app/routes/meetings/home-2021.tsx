import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ContactBanner } from '../../../components/layout/ContactBanner';
import { useModal } from '../../../components/modals/modal-context';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './home-hero.module.css';

/** The 2021 forum home; `?contacto=1` opens the contact modal on load (spec §2 route table). */
export default function Home2021Page() {
  usePageTitle('Foro de Educadores 2021');
  const [params] = useSearchParams();
  const { open } = useModal();
  const wantsContact = params.get('contacto') === '1';
  useEffect(() => {
    if (wantsContact) open({ kind: 'contact' });
  }, [wantsContact, open]);

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-2021-title">
        <div className={styles.inner}>
          <h1 id="home-2021-title">Foro de Educadores 2021</h1>
          <p>
            Un encuentro al mes con expertos de Iberoamérica: conversaciones en directo, preguntas al ponente,
            debate con colegas y certificado de asistencia.
          </p>
        </div>
      </section>
      <ContactBanner title="¿No eres usuario de Compartir?" />
    </>
  );
}
