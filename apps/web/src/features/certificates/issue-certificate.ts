import type { IssuedCertificateAnswer } from '@foro/shared/certificates/schemas';
import { api, ApiError } from '../../lib/api-client';

export const ISSUE_FAILED = 'No pudimos emitir tu certificado. Inténtalo de nuevo en unos minutos.';

/**
 * Issues a certificate (a write with the anti-forgery header: the download GET only reads,
 * docs/decisions/0020) and answers where its PDF is downloaded.
 */
export async function issueCertificate(issuePath: string): Promise<string> {
  const { url } = await api.post<IssuedCertificateAnswer>(issuePath);
  return url;
}

/** The Spanish message to show when issuing failed (the server's, such as a missing stop). */
export const issueErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.message ? error.message : ISSUE_FAILED;
