import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { botCheckTexts } from '@foro/shared/botcheck/constants';
import type { AltchaWidgetElement } from '../../lib/bot-check';
import styles from './BotCheck.module.css';

/** What a form may ask of the bot check (through a ref). */
export interface BotCheckHandle {
  /**
   * A token for the form's submit: the one the person earned by ticking the box, or a fresh one
   * solved now. Each call hands out a token once (the server accepts each token once), so a form
   * sent again after an error gets a new one. Rejects when no token could be had.
   */
  verify(): Promise<string>;
  /** Back to the unticked box, dropping any token. */
  reset(): void;
}

export interface BotCheckProps {
  /** Told of each token the widget earns, and of `null` when it is lost (expired, error, reset). */
  onToken?: (token: string | null) => void;
  /** The server's message for the token field, if it refused it. */
  error?: string | undefined;
}

type Status = 'loading' | 'ready' | 'failed';
type WidgetState = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

const LOAD_FAILED = botCheckTexts.loadFailed;
const VERIFY_FAILED = botCheckTexts.error;

/** The widget changes its label but announces nothing; this is said politely to screen readers. */
const announcements: Record<WidgetState, string> = {
  unverified: '',
  verifying: botCheckTexts.verifying,
  verified: botCheckTexts.verified,
  expired: botCheckTexts.expired,
  error: botCheckTexts.error,
  code: '',
};

/** Resolves with the widget's next settled state (anything but "verifying"). */
function nextSettledState(widget: AltchaWidgetElement): Promise<WidgetState> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      const state = (event as CustomEvent<{ state: WidgetState }>).detail.state;
      if (state === 'verifying') return;
      widget.removeEventListener('statechange', listener);
      resolve(state);
    };
    widget.addEventListener('statechange', listener);
  });
}

/**
 * "No soy un robot": the self-hosted proof-of-work check of docs/product/session.md#bot-check (ALTCHA). The
 * widget's code is loaded on first render, apart from the main bundle. A person may tick the box; a form
 * calls `ref.current.verify()` in its submit handler and sends the token as `captchaToken`.
 */
export const BotCheck = forwardRef<BotCheckHandle, BotCheckProps>(function BotCheck({ onToken, error }, ref) {
  const hostRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<Promise<AltchaWidgetElement> | null>(null);
  const tokenRef = useRef<string | null>(null);
  const handedOutRef = useRef<string | null>(null);
  const queueRef = useRef<Promise<unknown>>(Promise.resolve());
  const onTokenRef = useRef(onToken);
  const [status, setStatus] = useState<Status>('loading');
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    onTokenRef.current = onToken;
  }, [onToken]);

  useEffect(() => {
    const host = hostRef.current!;
    let widget: AltchaWidgetElement | undefined;
    let cancelled = false;
    const setToken = (token: string | null) => {
      if (tokenRef.current === token) return;
      tokenRef.current = token;
      onTokenRef.current?.(token);
    };
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: WidgetState; payload: string | null }>)
        .detail;
      setToken(state === 'verified' && payload ? payload : null);
      setAnnouncement(announcements[state] ?? '');
    };
    const loading = import('../../lib/bot-check').then(({ createBotCheckWidget }) => {
      if (cancelled) throw new Error('unmounted');
      const created = createBotCheckWidget();
      widget = created;
      const loaded = new Promise<void>((resolve) =>
        created.addEventListener('load', () => resolve(), { once: true }),
      );
      created.addEventListener('statechange', onStateChange);
      host.appendChild(created);
      return loaded.then(() => created);
    });
    widgetRef.current = loading;
    loading.then(
      () => !cancelled && setStatus('ready'),
      () => !cancelled && setStatus('failed'),
    );
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
      widgetRef.current = null;
      setToken(null);
    };
  }, []);

  useImperativeHandle(ref, () => {
    /** One verification at a time: a double submit waits for the first and gets its own token. */
    const solve = async (): Promise<string> => {
      const widget = await (widgetRef.current ?? Promise.reject(new Error(LOAD_FAILED)));
      // The token the widget holds, if it was earned (a ticked box) and not handed out yet.
      const unspent = () =>
        widget.getState() === 'verified' && tokenRef.current !== handedOutRef.current
          ? tokenRef.current
          : null;
      if (widget.getState() === 'verifying') {
        // The person ticked the box a moment ago: wait for that result instead of starting over.
        await nextSettledState(widget);
      }
      let token = unspent();
      if (!token) {
        const result = await widget.verify({ minDuration: 0 });
        token = widget.getState() === 'verified' ? (result?.payload ?? null) : null;
      }
      if (!token) throw new Error(VERIFY_FAILED);
      handedOutRef.current = token;
      return token;
    };
    return {
      verify: () => {
        const next = queueRef.current.then(solve, solve);
        queueRef.current = next.catch(() => undefined);
        return next;
      },
      reset: () => {
        void widgetRef.current?.then(
          (widget) => widget.reset(),
          () => undefined,
        );
      },
    };
  }, []);

  return (
    <div className={styles.root}>
      <div ref={hostRef} className={styles.widget} aria-busy={status === 'loading' || undefined} />
      {status === 'loading' && (
        <p className={styles.placeholder} aria-hidden="true">
          {botCheckTexts.label}
        </p>
      )}
      {status === 'failed' && (
        <p className={styles.error} role="alert">
          {LOAD_FAILED}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
