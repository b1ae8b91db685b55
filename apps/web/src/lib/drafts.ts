import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readStored, removeStored, storedKeys, writeStored } from './device-storage';
import { isSignedIn, useCurrentUser } from './session/get-current-user';

/**
 * Drafts that survive a reload and Back on the same device until they are sent
 * (docs/decisions/0064-live-streams-that-never-go-stale.md): kept in localStorage under a key made of the form, the
 * page and the member, with the time of the last change; dropped when sent, on sign-out, and after
 * DRAFT_MAX_AGE_MS without a change. Storage that refuses (private mode, a full quota) only means no
 * draft is kept.
 */

const PREFIX = 'foro:draft:';
/** A draft not changed for this long is dropped. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

interface Stored<T> {
  at: number;
  value: T;
}

/** The storage key of one form on one page for one member. */
export const draftKey = (form: string, page: string, memberId: string) =>
  `${PREFIX}${memberId}:${form}:${page}`;

/** A value with nothing typed in it: an empty string, or an object whose every field is empty. */
const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (typeof value === 'object' && Object.values(value).every(isEmpty));

/** The draft kept under `key`, if it is younger than DRAFT_MAX_AGE_MS. */
export function readDraft<T>(key: string, now = Date.now()): T | undefined {
  const raw = readStored(key);
  if (!raw) return undefined;
  try {
    const stored = JSON.parse(raw) as Stored<T>;
    if (typeof stored.at === 'number' && now - stored.at <= DRAFT_MAX_AGE_MS) return stored.value;
  } catch {
    // Not a draft of ours: dropped below.
  }
  removeStored(key);
  return undefined;
}

/**
 * Keeps `value` under `key`; an empty value removes the draft. No room or no storage: the draft lives
 * in the form only.
 */
export function writeDraft(key: string, value: unknown, now = Date.now()) {
  if (isEmpty(value)) removeStored(key);
  else writeStored(key, JSON.stringify({ at: now, value } satisfies Stored<unknown>));
}

export function clearDraft(key: string) {
  removeStored(key);
}

/** Drops every draft of this device (sign-out: the next person must not read them). */
export function clearAllDrafts() {
  for (const key of storedKeys(PREFIX)) clearDraft(key);
}

/** Drops the drafts older than DRAFT_MAX_AGE_MS (reading one drops it if it is). */
export function pruneDrafts(now = Date.now()) {
  for (const key of storedKeys(PREFIX)) readDraft(key, now);
}

let pruned = false;

/**
 * The draft key of `form` on this page for the signed-in member; null until the member is known
 * (visitors keep no drafts). The page is the path without its query, so a thread's reply draft
 * stays when the reader turns its pages.
 */
export function useDraftKey(form: string): string | null {
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  if (!pruned) {
    pruned = true;
    pruneDrafts();
  }
  return isSignedIn(user) ? draftKey(form, pathname, user.userId) : null;
}

/**
 * Keeps a react-hook-form form's values as a draft under `key`: restores them once the key is known
 * (unless the member already typed), saves every change, and removes the draft when the form is
 * emptied (after a send, `form.reset()`). `clear()` removes it at once.
 */
export function useDraft<T extends FieldValues>(key: string | null, form: UseFormReturn<T>) {
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (!key) return;
    if (restored.current !== key) {
      restored.current = key;
      const saved = readDraft<T>(key);
      if (saved && !form.formState.isDirty) form.reset({ ...form.getValues(), ...saved });
    }
    const subscription = form.watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
  }, [key, form]);
  const clear = useCallback(() => {
    if (key) clearDraft(key);
  }, [key]);
  return { clear };
}

/**
 * A text kept as a draft under `key`, for a box held in React state: like `useState('')`, restored once
 * the key is known, saved on every change; setting it to '' removes the draft.
 */
export function useDraftText(key: string | null): [string, (text: string) => void] {
  const [text, setText] = useState('');
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (!key || restored.current === key) return;
    restored.current = key;
    const saved = readDraft<string>(key);
    if (typeof saved === 'string') setText((now) => (now === '' ? saved : now));
  }, [key]);
  const set = useCallback(
    (value: string) => {
      setText(value);
      if (key) writeDraft(key, value);
    },
    [key],
  );
  return [text, set];
}
