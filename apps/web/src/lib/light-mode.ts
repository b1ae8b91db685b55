import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './device-storage';

/**
 * "Modo ligero" (docs/decisions/0047-light-mode.md): a choice remembered on the device, so a member on
 * a slow or metered connection sets it once. Kept in localStorage and shared by every component that
 * reads it (the switch, the live page's header and stage), so turning it on changes them all at once.
 */
const CHOICE_KEY = 'foro.lightMode';
/** The suggestion was answered ("Ahora no"): it is not shown again on this device. */
const DISMISSED_KEY = 'foro.lightModeSuggestion';

/** What the browser tells about its connection (Network Information API; Chromium-based browsers). */
interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
  addEventListener?: (type: 'change', listener: () => void) => void;
  removeEventListener?: (type: 'change', listener: () => void) => void;
}

const networkInformation = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

const listeners = new Set<() => void>();

/** Choices storage refused (a private window with storage blocked): they last this page only. */
const refused = new Map<string, string>();
function read(key: string): string | null {
  return refused.get(key) ?? readStored(key);
}
function write(key: string, value: string) {
  if (writeStored(key, value)) refused.delete(key);
  else refused.set(key, value);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the choice: this one follows.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CHOICE_KEY || event.key === DISMISSED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  // A meeting lasts an hour or more: a connection that slows down meanwhile brings the suggestion.
  const connection = networkInformation();
  connection?.addEventListener?.('change', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    connection?.removeEventListener?.('change', listener);
  };
}

export const isLightMode = () => read(CHOICE_KEY) === 'on';

export function setLightMode(on: boolean) {
  write(CHOICE_KEY, on ? 'on' : 'off');
}

/** Whether light mode is on, and the function that changes it (for every reader at once). */
export function useLightMode(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, isLightMode, () => false);
  return [on, setLightMode];
}

const SLOW_TYPES = new Set(['slow-2g', '2g', '3g']);

/**
 * Whether the device asks for less data: the browser's data saver (`saveData`), a connection it
 * measures as 3G or slower (`effectiveType`), or a `Save-Data: on` header that reached the server,
 * which marks the page (`<html data-save-data="on">`) for browsers that send the header without
 * exposing the API.
 */
export function connectionAsksForLess(): boolean {
  if (document.documentElement.dataset.saveData === 'on') return true;
  const connection = networkInformation();
  if (!connection) return false;
  return connection.saveData === true || SLOW_TYPES.has(connection.effectiveType ?? '');
}

const suggestionDismissed = () => read(DISMISSED_KEY) === 'dismissed';

/**
 * Whether to suggest light mode: the connection asks for less, light mode is off and this device has
 * not been asked before (a member who chose the full page, or turned light mode off, keeps that).
 */
export function useLightModeSuggestion(): { suggested: boolean; dismiss: () => void } {
  const snapshot = () => read(CHOICE_KEY) === null && !suggestionDismissed() && connectionAsksForLess();
  const suggested = useSyncExternalStore(subscribe, snapshot, () => false);
  return {
    suggested,
    dismiss: () => write(DISMISSED_KEY, 'dismissed'),
  };
}
