import { useDeferredValue, useId, useState } from 'react';
import { mediaKindLabels, mediaKinds, type MediaItem, type MediaKind } from '@foro/shared/media/schemas';
import { DataTable } from '../../../components/admin/DataTable';
import { ListToolbar, LoadMore } from '../../../components/admin/ListControls';
import { MediaUpload } from '../../../components/admin/MediaUpload';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { PageLoading } from '../../../components/ui/PageLoading';
import { ApiError } from '../../../lib/api-client';
import { useMedia, type MediaFilter } from '../api/get-media';
import { useRemoveMedia, useRestoreMedia } from '../api/remove-media';
import styles from './MediaLibrary.module.css';
import { StaffTime } from '../../../components/admin/StaffTime';

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString('es', { maximumFractionDigits: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es')} KB`;

const failure = (error: unknown) =>
  error instanceof ApiError ? error.message : 'No se pudo completar la acción. Inténtalo de nuevo.';

function Preview({ item }: { item: MediaItem }) {
  if (item.thumbnailUrl)
    return (
      <img className={styles.thumb} src={item.thumbnailUrl} alt="" loading="lazy" width={96} height={72} />
    );
  return (
    <span className={styles.kindIcon} aria-hidden="true">
      {item.kind === 'pdf' ? 'PDF' : '♪'}
    </span>
  );
}

/**
 * The media library of the back office (docs/product/media.md): upload, search, thumbnails, copy a
 * file's URL to paste in a field, remove (archived instead when content uses the file), restore.
 */
export function MediaLibrary({
  filter,
  onFilter,
}: {
  filter: MediaFilter;
  onFilter: (filter: MediaFilter) => void;
}) {
  const id = useId();
  const [search, setSearch] = useState(filter.q ?? '');
  const deferred = useDeferredValue(search);
  const media = useMedia({ ...filter, q: deferred.trim() || undefined });
  const remove = useRemoveMedia();
  const restore = useRestoreMedia();
  const [confirming, setConfirming] = useState<MediaItem | undefined>();
  const [notice, setNotice] = useState('');
  const [uploaded, setUploaded] = useState<MediaItem | undefined>();
  const items = media.data?.pages.flatMap((p) => p.items) ?? [];
  const archived = filter.archived === '1';

  const copy = async (item: MediaItem) => {
    try {
      await navigator.clipboard.writeText(item.url);
      setNotice(`URL copiada: ${item.url}`);
    } catch {
      setNotice(`Copia la URL a mano: ${item.url}`);
    }
  };

  const confirmRemove = async (item: MediaItem) => {
    setConfirming(undefined);
    try {
      const result = await remove.mutateAsync(item.id);
      setNotice(
        result.outcome === 'deleted'
          ? `Se eliminó «${item.name}».`
          : `«${item.name}» se usa en ${result.usedIn
              .map((use) => `${use.label} (${use.count})`)
              .join(', ')}: se archivó en lugar de eliminarse y sigue viéndose donde se usa.`,
      );
    } catch (error) {
      setNotice(`No se pudo eliminar «${item.name}»: ${failure(error)}`);
    }
  };

  const onRestore = async (item: MediaItem) => {
    try {
      await restore.mutateAsync(item.id);
      setNotice(`Se recuperó «${item.name}».`);
    } catch (error) {
      setNotice(`No se pudo recuperar «${item.name}»: ${failure(error)}`);
    }
  };

  return (
    <div>
      <section aria-labelledby={`${id}-upload`} className={styles.upload}>
        <h2 id={`${id}-upload`}>Subir archivos</h2>
        <MediaUpload label="Biblioteca de archivos" onUploaded={setUploaded} />
        {uploaded && (
          <figure className={styles.uploaded}>
            {uploaded.kind === 'image' ? (
              <img
                src={uploaded.url}
                alt={`Vista previa: ${uploaded.name}`}
                className={styles.uploadedImage}
              />
            ) : (
              <Preview item={uploaded} />
            )}
            <figcaption>
              <strong>{uploaded.name}</strong>
              <span className={styles.meta}>
                {mediaKindLabels[uploaded.kind]}
                {uploaded.width && uploaded.height
                  ? ` · ${uploaded.width} × ${uploaded.height} px`
                  : ''} · {size(uploaded.bytes)}
              </span>
              <code className={styles.url}>{uploaded.url}</code>
              <Button variant="outline" onClick={() => void copy(uploaded)}>
                Copiar URL<span className="visually-hidden"> de «{uploaded.name}»</span>
              </Button>
            </figcaption>
          </figure>
        )}
      </section>

      <ListToolbar
        search={search}
        searchLabel="Buscar por nombre"
        onSearch={(q) => {
          setSearch(q);
          onFilter({ ...filter, q: q || undefined });
        }}
      >
        <div className={styles.filter}>
          <label htmlFor={`${id}-kind`}>Tipo</label>
          <select
            id={`${id}-kind`}
            value={filter.kind ?? ''}
            onChange={(e) =>
              onFilter({ ...filter, kind: (e.target.value || undefined) as MediaKind | undefined })
            }
          >
            <option value="">Todos</option>
            {mediaKinds.map((kind) => (
              <option key={kind} value={kind}>
                {mediaKindLabels[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filter}>
          <label htmlFor={`${id}-state`}>Estado</label>
          <select
            id={`${id}-state`}
            value={archived ? '1' : ''}
            onChange={(e) => onFilter({ ...filter, archived: e.target.value === '1' ? '1' : undefined })}
          >
            <option value="">Disponibles</option>
            <option value="1">Archivados</option>
          </select>
        </div>
      </ListToolbar>

      <p role="status" className={styles.notice}>
        {notice}
      </p>

      {media.isPending && <PageLoading />}
      {media.isError && (
        <p role="alert">
          No pudimos cargar los archivos. Revisa tu conexión e inténtalo de nuevo.{' '}
          <Button variant="outline" onClick={() => void media.refetch()}>
            Reintentar
          </Button>
        </p>
      )}
      {media.isSuccess && items.length === 0 && (
        <p>{archived ? 'No hay archivos archivados.' : 'No hay archivos con estos filtros.'}</p>
      )}
      {items.length > 0 && (
        <DataTable caption="Archivos" head={['Vista previa', 'Archivo', 'Tamaño', 'Subido', 'Acciones']}>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                <Preview item={item} />
              </td>
              <td>
                <a href={item.url} target="_blank" rel="noreferrer" className={styles.name}>
                  {item.name}
                </a>
                <span className={styles.meta}>
                  {mediaKindLabels[item.kind]}
                  {item.width && item.height ? ` · ${item.width} × ${item.height} px` : ''}
                </span>
              </td>
              <td>{size(item.bytes)}</td>
              <td>
                <StaffTime at={item.createdAt} />
                <span className={styles.meta}>{item.createdBy}</span>
              </td>
              <td>
                <div className={styles.rowActions}>
                  <Button variant="outline" onClick={() => void copy(item)}>
                    Copiar URL<span className="visually-hidden"> de «{item.name}»</span>
                  </Button>
                  {archived ? (
                    <Button
                      variant="outline"
                      disabled={restore.isPending}
                      onClick={() => void onRestore(item)}
                    >
                      Recuperar<span className="visually-hidden"> «{item.name}»</span>
                    </Button>
                  ) : (
                    <Button variant="outline" disabled={remove.isPending} onClick={() => setConfirming(item)}>
                      Eliminar<span className="visually-hidden"> «{item.name}»</span>
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <LoadMore
        shown={items.length}
        hasMore={Boolean(media.hasNextPage)}
        loading={media.isFetchingNextPage}
        onMore={() => void media.fetchNextPage()}
      />

      {confirming && (
        <Modal title={`¿Eliminar «${confirming.name}»?`} onClose={() => setConfirming(undefined)}>
          <p>
            Se borrará con todos sus tamaños. Si algún contenido lo usa, se archivará en lugar de eliminarse y
            seguirá viéndose donde se usa.
          </p>
          <div className={styles.rowActions}>
            <Button onClick={() => void confirmRemove(confirming)}>Eliminar</Button>
            <Button variant="outline" onClick={() => setConfirming(undefined)}>
              Cancelar
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}
