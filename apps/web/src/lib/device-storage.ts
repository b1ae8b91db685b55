/**
 * What the portal keeps on the device (a draft, the cookie choice, light mode, the polls already seen),
 * in the browser's web storage: `local` lasts, `session` lives as long as the tab. Storage may refuse
 * (a private window that allows none, blocked site data, a full quota): every reader and writer of it
 * goes through these, so a refusal means nothing is kept, never an error on the page.
 */
export type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Site data blocked: even reaching the storage throws.
    return undefined;
  }
}

/** The value kept under `key`; null when there is none or storage refuses. */
export function readStored(key: string, kind: StorageKind = 'local'): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; false when storage refused it. */
export function writeStored(key: string, value: string, kind: StorageKind = 'local'): boolean {
  const storage = storageOf(kind);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Forgets `key` (nothing kept or no storage: nothing to do). */
export function removeStored(key: string, kind: StorageKind = 'local'): void {
  try {
    storageOf(kind)?.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}

/** The keys kept under `prefix`. */
export function storedKeys(prefix: string, kind: StorageKind = 'local'): string[] {
  const storage = storageOf(kind);
  if (!storage) return [];
  try {
    return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
      (key): key is string => key?.startsWith(prefix) ?? false,
    );
  } catch {
    return [];
  }
}
