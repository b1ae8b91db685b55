import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackNavigation } from '../../features/consent/tracking';
import { useSessionRules } from '../../lib/session/use-session-rules';
import { onPageTitled } from '../../lib/use-page-title';

/**
 * Runs on every route change: tracking (only with consent) and scroll to the top, or to the section the
 * address names when it is on screen already (docs/product/shell.md#navigation-and-tracking). A screen
 * whose content comes later scrolls to its section itself (useScrollToHash).
 */
export function NavigationEffects() {
  const { pathname, hash } = useLocation();
  // The page first shown stays where the reader is: a prerendered page read and scrolled before the app
  // took it over (decision 0059) must not jump to its top under their pointer, nor a reloaded page lose
  // the place the browser gave it back.
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const section = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const changed = shown.current !== null && shown.current !== pathname;
    shown.current = pathname;
    if (section) section.scrollIntoView({ block: 'start' });
    else if (changed) window.scrollTo(0, 0);
    // Only a change of page: a link to another section of the same page is the browser's to follow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
