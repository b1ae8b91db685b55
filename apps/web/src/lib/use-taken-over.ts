import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while a page is rendered on the server or taken over from its prerendered markup, true once the
 * page is the browser's (and always in a page the browser drew itself). What depends on the device or
 * the person (their time zone, their session) reads it, so that the take-over renders exactly what the
 * server sent and the rest follows at once (docs/decisions/0055-prerendered-visitor-pages.md).
 */
export const useTakenOver = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
