import { readConsent } from './consent';

export interface PageView {
  event: 'page_view';
  page_path: string;
  page_title: string;
}

declare global {
  interface Window {
    dataLayer?: PageView[];
  }
}

/**
 * docs/product/shell.md#navigation-and-tracking: tracking runs before each navigation. With consent it
 * records the page view in `window.dataLayer`, where the publisher's own measurement tag (if one is
 * installed) reads it; without consent it does nothing at all.
 */
export function trackNavigation(pathname: string): boolean {
  if (readConsent() !== 'accepted') return false;
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'page_view', page_path: pathname, page_title: document.title });
  return true;
}
