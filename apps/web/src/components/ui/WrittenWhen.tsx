import { writtenWhen } from '../../lib/relative-time';

/**
 * "Mensaje escrito hace 5 minutos" (with `lead`) or "Hace 5 minutos", by the server's clock; a date
 * that is not one shows nothing rather than a wrong time.
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
  const label = writtenWhen(iso);
  if (!label) return null;
  return (
    <Tag className={className}>
      {lead ? `${lead} ` : ''}
      <time dateTime={iso}>{lead ? label : label.charAt(0).toUpperCase() + label.slice(1)}</time>
    </Tag>
  );
}
