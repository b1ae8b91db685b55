import { useId, useState } from 'react';
import { publicationStateLabels, type PublicationState } from '@foro/shared/admin/schemas';
import { publicationState } from '@foro/shared/admin/publication';
import { Button } from '../ui/Button';
import styles from './admin.module.css';
import { StaffTime } from './StaffTime';

export function PublicationBadge({ state }: { state: PublicationState }) {
  return (
    <span className={`${styles.badge} ${styles[`badge-${state}`]}`}>{publicationStateLabels[state]}</span>
  );
}

/**
 * Publish now or at a chosen instant, withdraw to draft, archive (docs/product/admin.md#drafts-and-publication).
 * The instant is typed in the browser's own zone and sent as ISO-8601 UTC. Archiving asks first.
 */
export function PublicationControls({
  item,
  busy,
  onPublish,
  onUnpublish,
  onArchive,
  previewHref,
}: {
  item: { publishedAt: string | null; archivedAt: string | null };
  busy?: boolean;
  onPublish: (at?: string) => void;
  onUnpublish?: () => void;
  onArchive?: () => void;
  /** The member page of this item, where staff see the draft as members will. */
  previewHref?: string;
}) {
  const state = publicationState(item, new Date());
  const [scheduling, setScheduling] = useState(false);
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string>();
  const id = useId();
  const schedule = () => {
    const instant = at ? new Date(at) : undefined;
    if (!instant || Number.isNaN(instant.getTime())) {
      setAtError('Indica una fecha y hora válidas.');
      return;
    }
    setAtError(undefined);
    onPublish(instant.toISOString());
    setScheduling(false);
  };
  return (
    <section className={styles.publication} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sideTitle}>
        Publicación
      </h2>
      <p>
        <PublicationBadge state={state} />
        {state === 'scheduled' && item.publishedAt && (
          <>
            {' '}
            el <StaffTime at={item.publishedAt} />
          </>
        )}
        {state === 'published' && item.publishedAt && (
          <>
            {' '}
            desde el <StaffTime at={item.publishedAt} />
          </>
        )}
      </p>
      {previewHref && (
        <p>
          <a href={previewHref} target="_blank" rel="noreferrer">
            Vista previa en el portal
          </a>
        </p>
      )}
      <div className={styles.publicationActions}>
        {state !== 'published' && state !== 'archived' && (
          <Button variant="brand" disabled={busy} onClick={() => onPublish()}>
            Publicar ahora
          </Button>
        )}
        {state !== 'archived' && (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => setScheduling((s) => !s)}
            aria-expanded={scheduling}
          >
            Programar publicación
          </Button>
        )}
        {onUnpublish && (state === 'published' || state === 'scheduled') && (
          <Button variant="outline" disabled={busy} onClick={onUnpublish}>
            Pasar a borrador
          </Button>
        )}
        {onArchive && state !== 'archived' && (
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              if (window.confirm('¿Archivar este contenido? Dejará de verse en el portal.')) onArchive();
            }}
          >
            Archivar
          </Button>
        )}
      </div>
      {scheduling && (
        <div className={styles.schedule}>
          <label htmlFor={`${id}-at`}>Fecha y hora de publicación (tu hora local)</label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            value={at}
            onChange={(e) => setAt(e.target.value)}
            aria-invalid={atError ? true : undefined}
            aria-describedby={atError ? `${id}-at-error` : undefined}
          />
          {atError && (
            <p id={`${id}-at-error`} className={styles.fieldError} role="alert">
              {atError}
            </p>
          )}
          <Button variant="brand" disabled={busy} onClick={schedule}>
            Programar
          </Button>
        </div>
      )}
    </section>
  );
}
