import { useCallback, useRef } from 'react';

/**
 * A key for one submission: 32 hex characters from the browser's random source
 * (`crypto.getRandomValues` also works outside a secure context, unlike `randomUUID`).
 */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One submit, one post (issue 17, item 18). The returned `submit(payload, send)` ignores calls
 * while one is in flight — held in a ref, not in React state, so the second click of a double click,
 * which arrives before the next render, is stopped too — and gives `send` the submission's key. The
 * key is kept while the same payload is tried again after a failure (the answer may have been lost
 * after the server saved it: the server then answers with the first result), and dropped on success.
 * Answers `undefined` for an ignored call.
 */
export function useSubmitOnce() {
  const busy = useRef(false);
  const last = useRef<{ payload: string; key: string } | undefined>(undefined);
  return useCallback(<T>(payload: unknown, send: (key: string) => Promise<T>): Promise<T> | undefined => {
    if (busy.current) return undefined;
    busy.current = true;
    const text = JSON.stringify(payload);
    if (last.current?.payload !== text) last.current = { payload: text, key: newSubmissionKey() };
    const { key } = last.current;
    return send(key).then(
      (result) => {
        busy.current = false;
        last.current = undefined;
        return result;
      },
      (error: unknown) => {
        busy.current = false;
        throw error;
      },
    );
  }, []);
}
