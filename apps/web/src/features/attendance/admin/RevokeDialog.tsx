import { useState } from 'react';
import { REVOKE_REASON_REQUIRED, revokeCertificateSchema } from '@foro/shared/attendance/schemas';
import { ActionDialog, ReasonField } from './ActionDialog';
import { useRevokeCertificate } from './api';

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
  const submit = () => {
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
    <ActionDialog
      title="Revocar el certificado"
      onClose={onClose}
      onSubmit={submit}
      pending={revoke.isPending}
      action="Revocar"
      pendingAction="Revocando…"
    >
      <p>
        El certificado <strong>{certificate.code}</strong> de {certificate.name} dejará de ser válido: su
        página de verificación dirá que fue revocado. Esta acción queda en el registro de cambios.
      </p>
      <ReasonField label="Motivo de la revocación" value={reason} onChange={setReason} error={error} />
    </ActionDialog>
  );
}
