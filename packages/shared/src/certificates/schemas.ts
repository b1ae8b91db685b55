import { z } from '../validation/zod-config.ts';

export * from './constants.ts';

/**
 * Issuing a certificate (docs/product/certificates.md#issuing): a write of its own, so that the GET
 * that downloads the PDF only reads.
 */
export const axisCertificateParams = z.object({ axisId: z.string().max(64) });
export const meetingCertificateParams = z.object({ slug: z.string().max(200) });

/** The issued certificate: its public verification code and where its PDF is downloaded. */
export const issuedCertificateSchema = z.object({ code: z.string(), url: z.string() });
export type IssuedCertificateAnswer = z.infer<typeof issuedCertificateSchema>;
