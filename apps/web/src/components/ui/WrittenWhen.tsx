import { useDrawnPage } from '../../lib/drawn-page';
import { serverNow } from '../../lib/server-clock';
import { writtenWhen } from '../../lib/relative-time';
import { useTakenOver } from '../../lib/use-taken-over';

/**
 * "Mensaje escrito hace 5 minutos" (with `lead`) or "Hace 5 minutos", by the server's clock; a date
 * that is not one shows nothing rather than a wrong time. A page the server drew counts from the moment
 * it was drawn until the browser has taken it over (lib/drawn-page.ts), then from now.
 */
export function WrittenWhen({
  iso,
  lead,
  as: Tag = 'span',
  className,
}: {
  iso: string;
  lead?: string;
  as?: 'span' | 'p';
  className?: string;
}) {
  const takenOver = useTakenOver();
  const drawn = useDrawnPage();
  const label = writtenWhen(iso, !takenOver && drawn ? drawn.at : serverNow());
  if (!label) return null;
  return (
    <Tag className={className}>
      {lead ? `${lead} ` : ''}
      <time dateTime={iso}>{lead ? label : label.charAt(0).toUpperCase() + label.slice(1)}</time>
    </Tag>
  );
}
