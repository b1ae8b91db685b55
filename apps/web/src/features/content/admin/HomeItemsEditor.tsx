import { useState } from 'react';
import { DataTable } from '../../../components/admin/DataTable';
import { PublicationBadge, PublicationControls } from '../../../components/admin/PublicationControls';
import { Button } from '../../../components/ui/Button';
import { QueryStatus } from '../../../components/ui/QueryStatus';
import { pages } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAdminHomeItems, useHomeItemAction } from './api';
import { HomeItemForm } from './HomeItemForm';
import styles from './content-admin.module.css';

/**
 * The 2022 home's items (docs/product/content.md#home-items): order, state, edit, publish and delete.
 * New items are drafts; staff preview them on the home itself before publishing.
 */
export function HomeItemsEditor() {
  const query = useAdminHomeItems();
  const action = useHomeItemAction();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [error, setError] = useState<string>();
  const run = async (input: Parameters<typeof action.mutateAsync>[0]) => {
    setError(undefined);
    try {
      await action.mutateAsync(input);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Algo salió mal. Inténtalo de nuevo en unos minutos.');
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="home-items-title">
      <h2 id="home-items-title">Elementos de la portada 2022</h2>
      <p className={styles.intro}>
        La lista «Descubre más» de la portada 2022. Un elemento nuevo es un borrador: revísalo en la portada
        (lo ves marcado como vista previa) y publícalo.
      </p>
      {error && (
        <p className={styles.rootError} role="alert">
          {error}
        </p>
      )}
      <QueryStatus query={query}>
        {(items) => {
          const current = items.find((i) => i.id === editing);
          return (
            <>
              <DataTable
                caption="Elementos de la portada"
                head={['Orden', 'Imagen', 'Título', 'Estado', 'Acciones']}
              >
                {items.map((item, i) => (
                  <tr key={item.id}>
                    <td>
                      <div className={styles.buttons}>
                        <Button
                          variant="outline"
                          disabled={i === 0 || action.isPending}
                          aria-label={`Subir «${item.title}»`}
                          onClick={() =>
                            run({
                              kind: 'move',
                              id: item.id,
                              input: { revision: item.revision, direction: 'up' },
                            })
                          }
                        >
                          ↑
                        </Button>
                        <Button
                          variant="outline"
                          disabled={i === items.length - 1 || action.isPending}
                          aria-label={`Bajar «${item.title}»`}
                          onClick={() =>
                            run({
                              kind: 'move',
                              id: item.id,
                              input: { revision: item.revision, direction: 'down' },
                            })
                          }
                        >
                          ↓
                        </Button>
                      </div>
                    </td>
                    <td>
                      <img className={styles.thumb} src={item.img} alt="" />
                    </td>
                    <td>
                      <strong>{item.title}</strong>
                      <br />
                      <span className={styles.code}>{item.url || '(sin enlace)'}</span>
                    </td>
                    <td>
                      <PublicationBadge state={item.state} />
                    </td>
                    <td>
                      <div className={styles.buttons}>
                        <Button
                          variant="outline"
                          onClick={() => setEditing(item.id)}
                          aria-label={`Editar «${item.title}»`}
                          aria-pressed={editing === item.id}
                        >
                          Editar
                        </Button>
                        <Button
                          variant="outline"
                          disabled={action.isPending}
                          aria-label={`Eliminar «${item.title}»`}
                          onClick={() => {
                            if (
                              window.confirm(`¿Eliminar «${item.title}» de la portada? No se puede deshacer.`)
                            )
                              void run({ kind: 'delete', id: item.id, revision: item.revision });
                          }}
                        >
                          Eliminar
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </DataTable>
              {current && (
                <div className={styles.panel}>
                  <h3>Editar «{current.title}»</h3>
                  <div className={styles.editGrid}>
                    <HomeItemForm
                      key={`${current.id}-${current.revision}`}
                      item={current}
                      onDone={() => setEditing(null)}
                    />
                    <PublicationControls
                      item={{ publishedAt: current.publishedAt, archivedAt: null }}
                      busy={action.isPending}
                      previewHref={pages.home2022.pattern}
                      onPublish={(at) =>
                        run({
                          kind: 'publish',
                          id: current.id,
                          input: { revision: current.revision, ...(at ? { at } : {}) },
                        })
                      }
                      onUnpublish={() =>
                        run({ kind: 'unpublish', id: current.id, revision: current.revision })
                      }
                    />
                  </div>
                </div>
              )}
              {editing === 'new' ? (
                <div className={styles.panel}>
                  <h3>Nuevo elemento</h3>
                  <HomeItemForm onDone={() => setEditing(null)} />
                </div>
              ) : (
                <p>
                  <Button variant="brand" onClick={() => setEditing('new')}>
                    Añadir elemento
                  </Button>
                </p>
              )}
            </>
          );
        }}
      </QueryStatus>
    </section>
  );
}
