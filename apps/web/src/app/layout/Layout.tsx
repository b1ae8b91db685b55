import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { NavigationEffects } from './NavigationEffects';
import { CookieBanner } from '../../features/consent/CookieBanner';
import { ModalProvider } from './ModalProvider';
import { PageLoading } from '../../components/ui/PageLoading';
import { Footer } from './Footer';
import { Header } from '../../components/layout/Header';
import styles from './Layout.module.css';

export function Layout() {
  return (
    <ModalProvider>
      <NavigationEffects />
      <a href="#main" className={styles.skip}>
        Saltar al contenido
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <CookieBanner />
    </ModalProvider>
  );
}
