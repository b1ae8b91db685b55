import { useState, type FormEvent } from 'react';
import { REVOKE_REASON_REQUIRED, revokeCertificateSchema } from '@foro/shared/attendance/schemas';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useRevokeCertificate } from './api';
import styles from './attendance-admin.module.css';

/** Asks for the reason before revoking a certificate; the reason goes to the audit log. */
export function RevokeDialog({
  certificate,
  onClose,
}: {
  certificate: { code: string; name: string };
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const revoke = useRevokeCertificate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = revokeCertificateSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(REVOKE_REASON_REQUIRED);
      return;
    }
    revoke.mutate(
      { code: certificate.code, ...parsed.data },
      {
        onSuccess: onClose,
        onError: (e) => setError(e.fieldErrors.reason ?? e.message),
      },
    );
  };
  return (
    <Modal title="Revocar el certificado" onClose={onClose}>
      <form onSubmit={submit} noValidate className={styles.dialog}>
        <p>
          El certificado <strong>{certificate.code}</strong> de {certificate.name} dejará de ser válido: su
          página de verificación dirá que fue revocado. Esta acción queda en el registro de cambios.
        </p>
        <TextAreaField
          label="Motivo de la revocación"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
          maxLength={500}
          required
        />
        <div className={styles.dialogActions}>
          <Button variant="outline" type="button" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" disabled={revoke.isPending}>
            {revoke.isPending ? 'Revocando…' : 'Revocar'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
