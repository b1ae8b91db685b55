import { useState } from 'react';
import { liveEventKinds } from '@foro/shared/live/constants';
import type { ReactionTotals } from '@foro/shared/reactions/schemas';
import { useMeetingPageEvents } from '../../../features/live/use-live-events';
import { ReactionBar } from '../../../features/reactions/components/ReactionBar';

/**
 * The live page's reactions composed with the meeting's live stream (docs/decisions/0062-reactions.md):
 * the stream is the one the page already holds (one EventSource per address).
 */
export function LiveReactions({ slug }: { slug: string }) {
  const [totals, setTotals] = useState<ReactionTotals | null>(null);
  useMeetingPageEvents(slug, {
    [liveEventKinds.reactions]: ({ reactions }) => {
      if (reactions) setTotals(reactions);
    },
  });
  return <ReactionBar slug={slug} totals={totals} />;
}
