import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PublicDraw } from '@foro/shared/draws/schemas';
import { raffleTitles } from '@foro/shared/draws/schemas';
import { editionDate } from './edition-text';
import styles from './draws.module.css';

/**
 * A draw's public check (docs/product/draws.md#how-to-check-a-draw): before the draw, the seed's
 * commitment; after it, the seed, the pseudonymous entry list, its hash, the result and the steps to
 * recompute it.
 */
export function DrawCheck({ draw, apiUrl }: { draw: PublicDraw; apiUrl: string }) {
  // /perfil links a member's own code as #codigo-XXXX: marked and brought into view (decision 0079).
  const { hash } = useLocation();
  const sought = hash.startsWith('#codigo-') ? decodeURIComponent(hash.slice('#codigo-'.length)) : null;
  useEffect(() => {
    if (sought) document.getElementById(`codigo-${sought}`)?.scrollIntoView({ block: 'center' });
  }, [sought, draw.entries.length]);
  return (
    <>
      <h1>Comprueba el {raffleTitles[draw.raffle].toLowerCase()}</h1>
      <p>
        El resultado se calcula con una función publicada a partir de una semilla secreta y de la lista de
        participaciones. La huella de la semilla se publica antes del cierre, así nadie puede elegir la
        semilla después de conocer la lista.
      </p>
      <dl className={styles.facts}>
        <dt>Periodo de participación</dt>
        <dd>
          Del {editionDate(draw.startsAt)} al {editionDate(draw.endsAt)}
          {draw.periodNotes.length > 0 &&
            ` (cambiado ${draw.periodNotes.length === 1 ? 'una vez' : `${draw.periodNotes.length} veces`}: ver abajo)`}
        </dd>
        <dt>Compromiso (SHA-256 de la semilla)</dt>
        <dd className={styles.hash}>{draw.seedHash}</dd>
        {draw.drawnAt && draw.seed ? (
          <>
            <dt>Celebrado el</dt>
            <dd>{editionDate(draw.drawnAt)}</dd>
            <dt>Semilla</dt>
            <dd className={styles.hash}>{draw.seed}</dd>
            <dt>Hash de la lista</dt>
            <dd className={styles.hash}>{draw.entriesHash}</dd>
            <dt>Ganador</dt>
            <dd className={styles.hash}>{draw.picks[0]}</dd>
            <dt>Suplentes, en orden</dt>
            <dd className={styles.hash}>{draw.picks.slice(1).join(', ') || 'Ninguno'}</dd>
          </>
        ) : (
          <>
            <dt>Estado</dt>
            <dd>
              El sorteo todavía no se ha celebrado. Cuando se celebre, aquí se publicarán la semilla, la lista
              de participaciones y el resultado.
            </dd>
          </>
        )}
      </dl>
      {draw.periodNotes.length > 0 && (
        <section aria-labelledby="period-notes">
          <h2 id="period-notes">Cambios del periodo de participación</h2>
          <p>Cada cambio del periodo ya publicado queda aquí con su fecha y su motivo.</p>
          <ol className={styles.notes}>
            {draw.periodNotes.map((n) => (
              <li key={n.at}>
                <p>
                  <strong>
                    <time dateTime={n.at}>{editionDate(n.at)}</time>
                  </strong>
                  : {n.note}
                </p>
                <p>
                  Antes: del {editionDate(n.startsBefore)} al {editionDate(n.endsBefore)}. Después: del{' '}
                  {editionDate(n.startsAfter)} al {editionDate(n.endsAfter)}.
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {draw.seed && (
        <>
          <h2>Participaciones ({draw.entries.length})</h2>
          <p>
            Cada participación tiene un código que no revela ningún dato personal. Si participaste, encuentras
            tu código en tu perfil.
          </p>
          <ul className={styles.entries} aria-label="Códigos de las participaciones">
            {draw.entries.map((id) => (
              <li
                key={id}
                id={`codigo-${id}`}
                className={id === sought ? `${styles.hash} ${styles.sought}` : styles.hash}
              >
                {id === sought ? <mark>{id}</mark> : id}
                {id === sought && <span className="visually-hidden"> (el código que buscas)</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>Cómo comprobarlo</h2>
      <ol className={styles.steps}>
        <li>
          Calcula el SHA-256 de los 32 bytes de la semilla (escrita en hexadecimal): debe coincidir con el
          compromiso publicado antes del cierre.
        </li>
        <li>
          Ordena los códigos de las participaciones (orden de caracteres) y calcula el SHA-256 de todos ellos,
          cada uno seguido de un salto de línea: debe coincidir con el hash de la lista.
        </li>
        <li>
          Genera números con HMAC-SHA256, usando la semilla como clave y como mensaje{' '}
          <code>{'{hash de la lista}:{k}'}</code> para k = 0, 1, 2…; cada bloque da ocho números de 32 bits
          (big-endian).
        </li>
        <li>
          Baraja la lista ordenada con Fisher–Yates: en el paso i intercambia la posición i con i + u, donde u
          = w mod (n − i) y se descarta todo número w ≥ 2³² − (2³² mod (n − i)). El primer código es el
          ganador; los siguientes, los suplentes.
        </li>
        <li>
          O ejecuta el script del portal, que no usa ningún código del portal (solo Node.js):
          <code className={styles.command}>node scripts/verify-draw.mjs {apiUrl}</code>
        </li>
      </ol>
    </>
  );
}
