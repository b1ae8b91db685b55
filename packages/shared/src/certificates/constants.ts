/**
 * The certificates' addresses, without zod: a member page's first screen imports them from here and loads no
 * validation library (docs/decisions/0072-a-member-pages-first-screen.md). The schemas re-export them.
 */
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

/** The member's current certificates with LinkedIn's prefilled form (GET, member access; issue 38). */
export const MY_CERTIFICATES_PATH = '/api/certificates/mine';
