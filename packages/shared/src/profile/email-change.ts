/**
 * Changing the sign-in e-mail (decision 0014): the confirmation form never changes it directly; a link
 * mailed to the new address confirms it.
 */

/** How long the link in the mail can be used. */
export const EMAIL_CHANGE_VALID_HOURS = 24;

/** Why a link cannot change the address. */
export type EmailChangeProblem = 'unknown' | 'expired' | 'used' | 'taken';

export const emailChangeProblems: Record<EmailChangeProblem, string> = {
  unknown:
    'Este enlace no es válido. Revisa que lo copiaste completo o solicita el cambio de nuevo desde tu perfil.',
  expired: 'Este enlace ha caducado. Solicita el cambio de correo de nuevo desde tu perfil.',
  used: 'Este enlace ya se usó. Si tu correo no cambió, solicita el cambio de nuevo desde tu perfil.',
  taken:
    'No pudimos cambiar tu correo: esa dirección ya no está disponible. Solicita el cambio con otra dirección desde tu perfil.',
};

/** What the confirmation screen says after a save that asked for a new address. */
export const emailChangeSentNotice = (email: string): string =>
  `Te enviamos un correo a ${email} para confirmar tu nuevo correo electrónico. ` +
  `Hasta que abras el enlace, seguirás iniciando sesión con tu correo actual.`;
