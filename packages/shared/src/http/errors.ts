import { z } from '../validation/zod-config.ts';

/** The closed set of error codes every failed API answer carries (docs/product/session.md#status-codes). */
export const errorCodes = [
  'VALIDATION',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CSRF_MISMATCH',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'CONFLICT',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CSRF_MISMATCH: 419,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  CONFLICT: 409,
  INTERNAL: 500,
};

/** Messages shown to people; field messages come from the schemas. */
export const errorMessages: Record<ErrorCode, string> = {
  VALIDATION: 'Revisa los campos marcados.',
  UNAUTHENTICATED: 'Necesitas iniciar sesión para continuar.',
  FORBIDDEN: 'No tienes permiso para hacer esto.',
  NOT_FOUND: 'No encontramos lo que buscas.',
  CSRF_MISMATCH: 'Tu sesión ha caducado. Recarga la página e inténtalo de nuevo.',
  UNSUPPORTED_MEDIA_TYPE: 'Formato de envío no admitido.',
  RATE_LIMITED: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
  CONFLICT: 'Esta acción ya se realizó.',
  INTERNAL: 'Algo salió mal. Inténtalo de nuevo en unos minutos.',
};

/** Field messages (under `_`, the whole request) for a body or value the server cannot read as sent. */
export const bodyErrors = {
  JSON: 'El contenido enviado no es un JSON válido.',
  UTF8: 'El contenido enviado no está codificado en UTF-8 válido.',
  CHARSET: 'Envía el contenido con la codificación UTF-8.',
  ENCODING: 'No se admite contenido comprimido ni codificado de otra forma.',
  TOO_LARGE: 'El contenido enviado es demasiado grande.',
  CHARACTERS: 'Contiene caracteres no permitidos.',
  REQUEST: 'La solicitud no tiene un formato válido.',
} as const;

/**
 * What a 409 of the back office carries when a save comes from a stale copy: the revision now saved,
 * who saved it and when, and the saved value of each field that differs from the one sent
 * (docs/product/admin.md#two-editors).
 */
export const conflictSchema = z.object({
  revision: z.number().int(),
  by: z.string().optional(),
  at: z.string().optional(),
  changes: z.record(z.string(), z.unknown()),
});
export type Conflict = z.infer<typeof conflictSchema>;

export const errorEnvelopeSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  conflict: conflictSchema.optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
