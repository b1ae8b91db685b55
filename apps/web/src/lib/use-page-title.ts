import { useEffect } from 'react';
import { useLocation } from 'react-router';

type Listener = (pathname: string) => void;
const listeners = new Set<Listener>();

/**
 * Calls `listener` each time a page has named itself (after `document.title` changed), with the page's
 * path: what records a page view waits for this, so the view carries the new page's title and not the
 * previous one's (a page that loads its data names itself once the data is there).
 */
export function onPageTitled(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Each page names itself in the tab and for screen readers announcing navigation. An empty title means
 * the page cannot name itself yet (its data is loading): nothing changes until it can.
 */
export function usePageTitle(title: string) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · Foro de Educadores`;
    for (const listener of listeners) listener(pathname);
  }, [title, pathname]);
}
