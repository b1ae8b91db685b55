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

/**
 * The member's current certificates (issue 38): the public page, the signed credential to download,
 * and LinkedIn's prefilled add-certification address with the same values to copy.
 */
export const myCertificatesSchema = z.object({
  certificates: z.array(
    z.object({
      code: z.string(),
      kind: z.enum(['axis', 'meeting']),
      title: z.string(),
      issuedAt: z.string(),
      pageUrl: z.string(),
      credentialUrl: z.string(),
      linkedIn: z.object({
        url: z.string(),
        name: z.string(),
        organization: z.string(),
        issueMonth: z.number().int(),
        issueYear: z.number().int(),
      }),
    }),
  ),
});
export type MyCertificates = z.infer<typeof myCertificatesSchema>;
