import { useEffect, useId, useRef, useState } from 'react';
import {
  emptyReactionTotals,
  reactionKinds,
  reactionLabels,
  type ReactionKind,
} from '@foro/shared/reactions/constants';
import type { ReactionTotals } from '@foro/shared/reactions/schemas';
import { useSendReaction } from '../api/send-reaction';
import { ReactionIcon } from './ReactionIcon';
import styles from './reactions.module.css';

interface Burst {
  key: number;
  kind: ReactionKind;
  /** Where across its button the emoji rises, in percent. */
  offset: number;
}

/** How long a burst's emoji stays on screen (its animation's length in the CSS). */
const BURST_MS = 1200;
/** At most this many floating emoji at once: a flood of reactions stays light. */
const MAX_BURSTS = 12;

/**
 * The five reactions of the live page (docs/decisions/0062-reactions.md): one tap sends one, its count
 * grows at once, and an emoji floats up from each kind that grew (not under reduced motion). The screen
 * hands in the meeting's running `totals` from its live stream (a feature does not open another
 * feature's stream); null until the first ones arrive.
 */
export function ReactionBar({ slug, totals }: { slug: string; totals: ReactionTotals | null }) {
  const send = useSendReaction(slug);
  const id = useId();
  // Taps of this page not yet in the totals the stream sent: shown at once, dropped when new totals come.
  const [mine, setMine] = useState<ReactionTotals>(emptyReactionTotals);
  const [bursts, setBursts] = useState<Burst[]>([]);
  const [error, setError] = useState<string | null>(null);
  const next = useRef(0);
  const previous = useRef<ReactionTotals | null>(null);

  const burst = (kinds: ReactionKind[]) => {
    if (kinds.length === 0) return;
    const added = kinds.map((kind) => ({ key: next.current++, kind, offset: 20 + Math.random() * 60 }));
    setBursts((now) => [...now, ...added].slice(-MAX_BURSTS));
    const keys = new Set(added.map((b) => b.key));
    setTimeout(() => setBursts((now) => now.filter((b) => !keys.has(b.key))), BURST_MS);
  };

  useEffect(() => {
    if (!totals) return;
    const before = previous.current;
    previous.current = totals;
    setMine(emptyReactionTotals());
    // The first totals are the meeting's so far: nothing burst from them. Own taps already burst.
    if (before) burst(reactionKinds.filter((kind) => totals[kind] > before[kind]));
  }, [totals]);

  const tap = (kind: ReactionKind) => {
    setError(null);
    setMine((m) => ({ ...m, [kind]: m[kind] + 1 }));
    burst([kind]);
    send.mutate(kind, {
      onSuccess: ({ counted }) => {
        if (!counted) setMine((m) => ({ ...m, [kind]: Math.max(0, m[kind] - 1) }));
      },
      onError: (e) => {
        setMine((m) => ({ ...m, [kind]: Math.max(0, m[kind] - 1) }));
        setError(e.message);
      },
    });
  };

  return (
    <section className={styles.reactions} aria-label="Reacciones">
      <ul className={styles.bar}>
        {reactionKinds.map((kind) => {
          const label = reactionLabels[kind];
          const count = (totals?.[kind] ?? 0) + mine[kind];
          return (
            <li key={kind} className={styles.item}>
              <button
                type="button"
                className={styles.button}
                aria-label={label.action}
                aria-describedby={`${id}-${kind}`}
                onClick={() => tap(kind)}
              >
                <ReactionIcon kind={kind} className={styles.emoji} />
                <span className={styles.count} id={`${id}-${kind}`}>
                  {count.toLocaleString('es')}
                </span>
              </button>
              <span className={styles.bursts} aria-hidden="true">
                {bursts
                  .filter((b) => b.kind === kind)
                  .map((b) => (
                    <span key={b.key} className={styles.burst} style={{ left: `${b.offset}%` }}>
                      <ReactionIcon kind={kind} />
                    </span>
                  ))}
              </span>
            </li>
          );
        })}
      </ul>
      {error && (
        <p className={styles.error} role="status">
          {error}
        </p>
      )}
    </section>
  );
}
