/**
 * "Añadir a LinkedIn" (issue 38 item 5): LinkedIn's add-certification form, prefilled. LinkedIn does
 * not always prefill, so the same values are shown beside the button to copy.
 */
export interface LinkedInCertification {
  /** The certificate's name as it reads on the PDF. */
  name: string;
  organization: string;
  issuedAt: Date;
  /** The verification code: LinkedIn's "credential ID". */
  code: string;
  /** The public verification page: LinkedIn's "credential URL". */
  url: string;
}

export const LINKEDIN_ADD_URL = 'https://www.linkedin.com/profile/add';

/** The form's address with every field; month and year in the publisher's calendar (UTC is close enough). */
export function linkedInAddUrl(input: LinkedInCertification): string {
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: input.name,
    organizationName: input.organization,
    issueYear: String(input.issuedAt.getUTCFullYear()),
    issueMonth: String(input.issuedAt.getUTCMonth() + 1),
    certUrl: input.url,
    certId: input.code,
  });
  return `${LINKEDIN_ADD_URL}?${params.toString()}`;
}
