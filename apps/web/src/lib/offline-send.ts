import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from './api-client';
import { useSubmitOnce } from './submit-once';

/** The notice of a send that waits for the connection. */
export const OFFLINE_SEND_NOTICE = 'Sin conexión: lo enviaremos cuando vuelvas';
/** The button that gives up a waiting send (the text stays in the box). */
export const CANCEL_SEND = 'Cancelar envío';

/** The longest wait between tries while the browser says it is online but the server is not reached. */
const RETRY_MAX_MS = 30_000;

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it is online (true where it cannot tell). */
export function useOnline() {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** The request never reached the server or its answer never came back (api-client's status 0). */
export const isConnectionError = (error: unknown) =>
  (error instanceof ApiError && error.status === 0) || error instanceof TypeError;

export interface OfflineSend<P> {
  /**
   * Sends `payload` now, or, without a connection, keeps it and sends it when the connection returns.
   * Ignored while a send is in flight or waiting.
   */
  submit: (payload: P) => void;
  /** A send waits for the connection: show OFFLINE_SEND_NOTICE and a CANCEL_SEND button. */
  waiting: boolean;
  /** Gives up the waiting send; the member may edit and send again. */
  cancel: () => void;
}

export interface OfflineSendOptions<P, R> {
  /** Sends with the submission key (decision 0042): every retry of one payload reuses the same key. */
  send: (payload: P, key: string) => Promise<R>;
  /** The send went through (clear the draft, thank the member). */
  onSent?: (result: R, payload: P) => void;
  /** The server refused or failed (not a lost connection): show the error. */
  onError?: (error: unknown) => void;
}

/**
 * One submit, one post, also offline (docs/decisions/0064). A payload submitted without a connection, or
 * whose request is lost on the way, waits and is sent when the browser is back online (and, while the
 * browser claims to be online, again after 2 s, 4 s … 30 s); exactly once, because every try goes
 * through `useSubmitOnce` with the same payload and so the same submission key, and the server answers
 * a repeated key with the first result. The member may cancel a waiting send.
 */
export function useOfflineSend<P, R>(options: OfflineSendOptions<P, R>): OfflineSend<P> {
  const submitOnce = useSubmitOnce();
  const latest = useRef(options);
  latest.current = options;
  const [waiting, setWaiting] = useState(false);
  /** The send the member asked for, until it is done or cancelled (an object: one per submit). */
  const current = useRef<{ payload: P } | null>(null);
  const inFlight = useRef(false);
  const tries = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const attempt = useCallback(
    function attempt(item: { payload: P }) {
      clearTimeout(timer.current);
      const sent = submitOnce(item.payload, (key) => latest.current.send(item.payload, key));
      if (!sent) return;
      inFlight.current = true;
      sent.then(
        (result) => {
          inFlight.current = false;
          tries.current = 0;
          if (current.current === item) current.current = null;
          setWaiting(current.current !== null);
          // Sent, even if cancelled on the way: the member's text was posted.
          latest.current.onSent?.(result, item.payload);
        },
        (error: unknown) => {
          inFlight.current = false;
          if (current.current !== item) return; // cancelled meanwhile
          if (isConnectionError(error)) {
            setWaiting(true);
            if (navigator.onLine) {
              const delay = Math.min(RETRY_MAX_MS, 2_000 * 2 ** tries.current++);
              timer.current = setTimeout(() => {
                if (current.current === item && !inFlight.current) attempt(item);
              }, delay);
            }
            return;
          }
          current.current = null;
          setWaiting(false);
          latest.current.onError?.(error);
        },
      );
    },
    [submitOnce],
  );

  const submit = useCallback(
    (payload: P) => {
      if (current.current || inFlight.current) return;
      const item = { payload };
      current.current = item;
      tries.current = 0;
      if (!navigator.onLine) setWaiting(true);
      else attempt(item);
    },
    [attempt],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    current.current = null;
    setWaiting(false);
  }, []);

  // Back online: the waiting send goes at once.
  useEffect(() => {
    const online = () => {
      if (current.current && !inFlight.current) attempt(current.current);
    };
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [attempt]);

  return { submit, waiting, cancel };
}
