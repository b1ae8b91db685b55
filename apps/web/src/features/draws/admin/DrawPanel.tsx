import { useState } from 'react';
import { Link } from 'react-router';
import {
  exclusionReasonLabels,
  pickStatusLabels,
  raffleTitles,
  type AdminDraw,
  type Pick,
} from '@foro/shared/draws/schemas';
import { DataTable } from '../../../components/admin/DataTable';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { pathTo } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDrawAction, type PickAction } from '../api/draws-admin-api';
import { editionDate } from '../components/edition-text';
import styles from './draws-admin.module.css';

const when = (iso: string | null) => (iso ? editionDate(iso) : '—');
const entries = (n: number) => (n === 1 ? '1 participación válida' : `${n} participaciones válidas`);

/**
 * One draw in the back office (docs/product/draws.md): before it is made, every candidate and each
 * exclusion's reason; after, the winner and alternates and the acceptance steps of the one whose turn it is.
 */
export function DrawPanel({ draw }: { draw: AdminDraw }) {
  const action = useDrawAction();
  const [error, setError] = useState<string>();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const title = raffleTitles[draw.raffle];
  const run = async (kind: PickAction, entryId?: string) => {
    setError(undefined);
    setNoteError(undefined);
    setConfirming(false);
    try {
      await action.mutateAsync({
        action: kind,
        drawId: draw.id,
        entryId,
        note: kind === 'pass' ? note : undefined,
        confirmed: kind === 'draw' ? { entryCount: draw.entryCount, seedHash: draw.seedHash } : undefined,
      });
      setNote('');
    } catch (e) {
      if (e instanceof ApiError && e.fieldErrors.note) setNoteError(e.fieldErrors.note);
      else setError(e instanceof ApiError ? e.message : 'Algo salió mal. Inténtalo de nuevo.');
    }
  };
  const turn: Pick | undefined = draw.picks.find((p) => p.status !== 'passed');
  const headingId = `draw-${draw.id}`;
  const reasonId = `draw-${draw.id}-blocked`;

  return (
    <section className={styles.draw} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>
        Compromiso publicado (SHA-256 de la semilla): <span className={styles.hash}>{draw.seedHash}</span>.{' '}
        <Link to={pathTo('drawCheck', { id: draw.id })}>Página pública del sorteo</Link>
      </p>
      {error && (
        <p className={styles.rootError} role="alert">
          {error}
        </p>
      )}
      {!draw.drawnAt ? (
        <>
          <p>
            {entries(draw.entryCount)} según las bases.
            {draw.canDraw && ' El periodo ha terminado: ya puede celebrarse el sorteo.'}
          </p>
          <div className={styles.buttons}>
            <Button
              variant="brand"
              disabled={!draw.canDraw || action.isPending}
              aria-describedby={draw.blockedReason ? reasonId : undefined}
              onClick={() => setConfirming(true)}
            >
              Celebrar el sorteo…
            </Button>
            {draw.blockedReason && (
              <p id={reasonId} className={styles.blocked}>
                {draw.blockedReason}
              </p>
            )}
          </div>
          {confirming && (
            <Modal title={`¿Celebrar el ${title.toLowerCase()}?`} onClose={() => setConfirming(false)}>
              <div className={styles.confirm}>
                <p>
                  Se sorteará entre <strong>{entries(draw.entryCount)}</strong> con la semilla cuyo compromiso
                  publicado es:
                </p>
                <p className={styles.hash} data-testid="confirm-commitment">
                  {draw.seedHash}
                </p>
                <p>
                  No se puede deshacer: la lista queda congelada y se publican la semilla, la lista y el
                  resultado.
                </p>
                <div className={styles.buttons}>
                  <Button variant="brand" disabled={action.isPending} onClick={() => void run('draw')}>
                    Sí, celebrar el sorteo entre {entries(draw.entryCount)}
                  </Button>
                  <Button variant="outline" onClick={() => setConfirming(false)}>
                    Cancelar
                  </Button>
                </div>
              </div>
            </Modal>
          )}
          <DataTable
            caption={`Participaciones del ${title.toLowerCase()}`}
            head={['Persona', 'País', 'Ruta', 'Dato', 'Estado']}
          >
            {draw.candidates.length === 0 && (
              <tr>
                <td colSpan={5}>Todavía no hay participaciones.</td>
              </tr>
            )}
            {draw.candidates.map((c, i) => (
              <tr key={`${c.userId}-${i}`} className={c.reason ? styles.excluded : undefined}>
                <td>
                  {c.name}
                  <br />
                  {c.email}
                </td>
                <td>{c.country}</td>
                <td>{c.axisTitle}</td>
                <td>{c.detail}</td>
                <td>{c.reason ? `Excluida: ${exclusionReasonLabels[c.reason]}` : 'Válida'}</td>
              </tr>
            ))}
          </DataTable>
        </>
      ) : (
        <>
          <p>
            Celebrado el {when(draw.drawnAt)} entre {entries(draw.entryCount)}. Hash de la lista:{' '}
            <span className={styles.hash}>{draw.entriesHash}</span>
          </p>
          <DataTable
            caption={`Ganador y suplentes del ${title.toLowerCase()}`}
            head={['Puesto', 'Código', 'Persona', 'Estado', 'Plazo', 'Nota']}
          >
            {draw.picks.map((p) => (
              <tr key={p.entryId}>
                <td>{p.place === 0 ? 'Ganador' : `Suplente ${p.place}`}</td>
                <td className={styles.hash}>{p.entryId}</td>
                <td>
                  {p.name}
                  <br />
                  {p.email}
                </td>
                <td>{pickStatusLabels[p.status]}</td>
                <td>{p.deadlineAt ? `Hasta el ${when(p.deadlineAt)}` : '—'}</td>
                <td>{p.note ?? ''}</td>
              </tr>
            ))}
          </DataTable>
          {turn && turn.status !== 'accepted' ? (
            <div className={styles.note}>
              <h3>
                Turno: {turn.place === 0 ? 'ganador' : `suplente ${turn.place}`} ({turn.entryId})
              </h3>
              <div className={styles.buttons}>
                {turn.status === 'waiting' && (
                  <Button
                    variant="brand"
                    disabled={action.isPending}
                    onClick={() => void run('notify', turn.entryId)}
                  >
                    Enviar el correo (48 horas para aceptar)
                  </Button>
                )}
                {turn.status === 'notified' && (
                  <Button
                    variant="brand"
                    disabled={action.isPending}
                    onClick={() => void run('accept', turn.entryId)}
                  >
                    Registrar la aceptación
                  </Button>
                )}
              </div>
              <TextField
                label="Motivo para pasar al siguiente suplente"
                hint="Por ejemplo: no respondió en 48 horas, renunció o no cumple las bases."
                value={note}
                error={noteError}
                onChange={(e) => setNote(e.target.value)}
              />
              <div className={styles.buttons}>
                <Button
                  variant="outline"
                  disabled={action.isPending}
                  onClick={() => void run('pass', turn.entryId)}
                >
                  Pasar al siguiente suplente
                </Button>
              </div>
            </div>
          ) : (
            <p role="status">
              {turn
                ? 'El premio está aceptado.'
                : 'Ningún ganador ni suplente aceptó: el premio queda desierto.'}
            </p>
          )}
        </>
      )}
    </section>
  );
}
