import { useMutation } from '@tanstack/react-query';
import type { ReactionAccepted, ReactionKind } from '@foro/shared/reactions/schemas';
import { api } from '../../../lib/api-client';

/**
 * One tap, one request (docs/decisions/0062-reactions.md): taps are not merged or retried, so a tap
 * never counts twice; taps over the member's allowance answer `counted: false` and are not errors.
 */
export const sendReaction = (slug: string, kind: ReactionKind) =>
  api.post<ReactionAccepted>(`/api/meeting/${encodeURIComponent(slug)}/reactions`, { kind });

export const useSendReaction = (slug: string) =>
  useMutation({ mutationFn: (kind: ReactionKind) => sendReaction(slug, kind) });
