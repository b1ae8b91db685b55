import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { trackNavigation } from '../../features/consent/tracking';
import { useSessionRules } from '../../lib/session/use-session-rules';
import { onPageTitled } from '../../lib/use-page-title';

/**
 * Runs on every route change: tracking (only with consent) and scroll to the top
 * (docs/product/shell.md#navigation-and-tracking).
 */
export function NavigationEffects() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  // The page view is recorded once the new page has named itself, so it carries its own title. A layout
  // effect: it subscribes before any page's (passive) effect names the first page.
  useLayoutEffect(() => {
    let tracked = '';
    return onPageTitled((path) => {
      if (path === tracked) return;
      tracked = path;
      trackNavigation(path);
    });
  }, []);
  useSessionRules();
  return null;
}
