import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CookieBanner } from '../../features/consent/CookieBanner';
import { trackNavigation } from '../../features/consent/tracking';
import { useSessionRules } from '../../lib/session/use-session-rules';
import { ModalProvider } from './ModalProvider';
import { PageLoading } from '../../components/ui/PageLoading';
import { Footer } from './Footer';
import { Header } from '../../components/layout/Header';
import styles from './Layout.module.css';

/**
 * Runs on every route change: tracking (only with consent) and scroll to the top
 * (docs/product/shell.md#navigation-and-tracking).
 */
function NavigationEffects() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    trackNavigation(pathname);
    window.scrollTo(0, 0);
  }, [pathname]);
  useSessionRules();
  return null;
}

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
