import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ContactBanner } from '../../../components/layout/ContactBanner';
import { useModal } from '../../../components/modals/modal-context';
import { Button } from '../../../components/ui/Button';
import { isSignedIn, useCurrentUser } from '../../../features/session/api/get-current-user';
import { usePageTitle } from '../../../lib/use-page-title';
import styles from './home-hero.module.css';

/** The 2022 forum home; `#login` opens the login modal (spec §2 route table). */
export default function Home2022Page() {
  usePageTitle('Foro de Educadores 2022');
  const { hash } = useLocation();
  const { open } = useModal();
  const { data: user, isFetched } = useCurrentUser();
  const signedIn = isSignedIn(user);
  useEffect(() => {
    // A member who is already signed in has nothing to choose.
    if (hash === '#login' && isFetched && !signedIn) open({ kind: 'login' });
  }, [hash, open, isFetched, signedIn]);

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-2022-title">
        <div className={styles.inner}>
          <h1 id="home-2022-title">Foro de Educadores 2022</h1>
          <p>
            Rutas de aprendizaje con expertos, masterclass en directo, casos prácticos y foros con coaches
            para docentes de 14 países. Tu viaje empieza aquí.
          </p>
          {!signedIn && (
            <div className={styles.actions}>
              <Button onClick={() => open({ kind: 'login' })}>Iniciar sesión</Button>
            </div>
          )}
        </div>
      </section>
      <ContactBanner title="No soy docente Compartir" />
    </>
  );
}
