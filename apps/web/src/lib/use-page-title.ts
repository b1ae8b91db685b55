import { useEffect } from 'react';

/** Each page names itself in the tab and for screen readers announcing navigation. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Foro de Educadores` : 'Foro de Educadores';
  }, [title]);
}
