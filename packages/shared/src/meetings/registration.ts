/**
 * An inactive ("Próximamente") meeting takes no inscriptions, questions or posts (decision 0014):
 * the server refuses them with these messages and the live page says when registration opens.
 */

export const QUESTIONS_NOT_OPEN =
  'Este encuentro todavía no está abierto: podrás enviar tus preguntas cuando se abran las inscripciones.';
export const POSTS_NOT_OPEN =
  'Este encuentro todavía no está abierto: podrás participar en su foro cuando se abran las inscripciones.';

/**
 * "Las inscripciones … se abrirán el 8 de febrero de 2026." With no date (staff keep the meeting
 * inactive by hand) it only says that they are not open yet. Without a zone, the reader's own.
 */
export function registrationNotOpenMessage(opensAt: Date | null, timeZone?: string): string {
  if (!opensAt || Number.isNaN(opensAt.getTime())) {
    return 'Las inscripciones para este encuentro todavía no están abiertas.';
  }
  const date = new Intl.DateTimeFormat('es', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(opensAt);
  return `Las inscripciones para este encuentro se abrirán el ${date}.`;
}
