import { useState, type ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../components/ui/Button';
import { issueCertificate, issueErrorMessage } from './issue-certificate';

/**
 * "Descargar certificado": issues the certificate, then downloads its PDF in this same window (an
 * attachment does not leave the page, and no popup blocker stops a same-window navigation).
 */
export function CertificateButton({
  issuePath,
  variant = 'brand',
  children,
}: {
  issuePath: string;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const download = async () => {
    setPending(true);
    setError('');
    try {
      window.location.assign(await issueCertificate(issuePath));
    } catch (e) {
      setError(issueErrorMessage(e));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant={variant} onClick={download} disabled={pending} aria-busy={pending}>
        {children}
      </Button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}
