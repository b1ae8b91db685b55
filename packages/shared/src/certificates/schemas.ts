import { z } from '../validation/zod-config.ts';

/**
 * Issuing a certificate (docs/product/certificates.md#issuing): a write of its own, so that the GET
 * that downloads the PDF only reads.
 */
export const axisCertificateParams = z.object({ axisId: z.string().max(64) });
export const meetingCertificateParams = z.object({ slug: z.string().max(200) });

/** The issued certificate: its public verification code and where its PDF is downloaded. */
export const issuedCertificateSchema = z.object({ code: z.string(), url: z.string() });
export type IssuedCertificateAnswer = z.infer<typeof issuedCertificateSchema>;

/** The API that issues each kind of certificate (POST, member access, anti-forgery header). */
export const certificateIssuePaths = {
  axis: (axisId: string) => `/api/certificates/axis/${encodeURIComponent(axisId)}`,
  meeting: (slug: string) => `/api/certificates/meeting/${encodeURIComponent(slug)}`,
} as const;

/** The issuing API of a download URL (`/certificado/eje/{axisId}`, `/certificado/encuentro/{slug}`), or null. */
export function certificateIssuePathOf(downloadPath: string): string | null {
  const match = /^\/certificado\/(eje|encuentro)\/([^/?#]+)$/.exec(downloadPath);
  if (!match) return null;
  const id = decodeURIComponent(match[2]!);
  return match[1] === 'eje' ? certificateIssuePaths.axis(id) : certificateIssuePaths.meeting(id);
}
