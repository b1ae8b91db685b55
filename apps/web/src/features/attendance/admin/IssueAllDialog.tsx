import type { BulkIssueAnswer } from '@foro/shared/attendance/schemas';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { ActionDialog } from './ActionDialog';
import { useIssueCertificates } from './api';
import styles from './attendance-admin.module.css';

const people = (n: number) => (n === 1 ? '1 docente' : `${n} docentes`);

function Summary({ result }: { result: BulkIssueAnswer }) {
  return (
    <ul role="status" className={styles.results}>
      <li>Certificados emitidos y enviados por correo: {result.issued}</li>
      <li>Ya tenían su certificado: {result.already}</li>
      {result.unconfirmed > 0 && (
        <li>
          Sin datos confirmados: {people(result.unconfirmed)} (les pedimos por correo que los confirmen para
          descargarlo)
        </li>
      )}
      {result.revoked > 0 && <li>Con el certificado revocado (no se vuelve a emitir): {result.revoked}</li>}
    </ul>
  );
}

/** Asks before issuing a meeting's certificates at once; each member is mailed their link. */
export function IssueAllDialog({
  meetingId,
  counts,
  onClose,
}: {
  meetingId: string;
  counts: { live: number; replay: number };
  onClose: () => void;
}) {
  const issue = useIssueCertificates(meetingId);
  if (issue.data)
    return (
      <Modal title="Certificados emitidos" onClose={onClose}>
        <div className={styles.dialog}>
          <Summary result={issue.data} />
          <div className={styles.dialogActions}>
            <Button onClick={onClose}>Listo</Button>
          </div>
        </div>
      </Modal>
    );
  return (
    <ActionDialog
      title="Emitir los certificados"
      onClose={onClose}
      onSubmit={() => issue.mutate()}
      pending={issue.isPending}
      action="Emitir y enviar"
      pendingAction="Emitiendo…"
    >
      <p>
        Emitiremos el certificado de quienes asistieron en directo ({counts.live}) o vieron la grabación (
        {counts.replay}) y que aún no lo tienen, y enviaremos a cada uno el enlace por correo. Quien ya tiene
        el suyo no recibe otro correo.
      </p>
      {issue.error && <p role="alert">{issue.error.message}</p>}
    </ActionDialog>
  );
}
