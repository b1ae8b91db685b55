import { PAST_EVENT_TEXT, type LivePhase } from '@foro/shared/meetings/time';

/**
 * Where a route's masterclass stands, as the meetings say it (issue 33): before, when it will be in
 * the member's own zone; live, "En directo ahora"; after, that it has taken place, never "en vivo".
 */
export function MasterclassPhaseText({
  masterclass,
}: {
  masterclass: { phase: LivePhase; member_time: { text: string } | null };
}) {
  if (masterclass.phase === 'live')
    return (
      <p>
        <strong>En directo ahora</strong>
      </p>
    );
  if (masterclass.phase === 'after') return <p>{PAST_EVENT_TEXT}</p>;
  if (!masterclass.member_time) return null;
  return (
    <p>
      En vivo: <strong>{masterclass.member_time.text}</strong>
    </p>
  );
}
