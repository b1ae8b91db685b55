import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Lazy screens render after the browser looked for the anchor; scroll to it once they exist. */
export function useScrollToHash(ready = true) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const el = document.getElementById(decodeURIComponent(hash.slice(1)));
    el?.scrollIntoView({ block: 'start' });
  }, [hash, ready]);
}
