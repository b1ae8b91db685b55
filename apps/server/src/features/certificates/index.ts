// Public entry of the certificates feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export type { CertificateMails } from './certificate-mails.ts';
export { createCertificatesRepository } from './certificates.repository.ts';
export {
  CERTIFICATE_REVOKED,
  NOT_ELIGIBLE_MEETING,
  newVerificationCode,
  notAttended,
} from './certificates.service.ts';
export type { CredentialsService } from './credentials.service.ts';
export type { CertificatesService } from './certificates.service.ts';
