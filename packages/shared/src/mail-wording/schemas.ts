import { z } from '../validation/zod-config.ts';
import {
  mailWordingCatalog,
  mailWordingKeys,
  variablesIn,
  type MailWordingFields,
  type MailWordingKey,
} from './catalog.ts';

/**
 * The mail wording form (docs/decisions/0082-mail-wording-by-staff.md): one definition checks it in
 * the browser and on the server. Texts are plain text; every `{name}` must be a variable of that mail.
 */

const text = (max: number) => z.string().max(max, `No puede tener más de ${max} caracteres.`);

export const mailWordingFieldsSchema = z.object({
  subject: text(200)
    .trim()
    .min(1, 'Escribe el asunto.')
    .refine((v) => !/[\r\n]/.test(v), 'El asunto debe caber en una línea.'),
  preheader: text(200)
    .trim()
    .refine((v) => !/[\r\n]/.test(v), 'La línea de vista previa debe caber en una línea.'),
  body: text(5000).trim().min(1, 'Escribe el texto del correo.'),
  action: text(60).trim(),
  notes: text(2000).trim(),
});

const fieldNames = ['subject', 'preheader', 'body', 'action', 'notes'] as const;

/** Field errors of a wording for one mail: unknown variables, a missing required one, the button. */
export function wordingErrors(key: MailWordingKey, fields: MailWordingFields): Record<string, string> {
  const entry = mailWordingCatalog[key];
  const known = Object.keys(entry.variables);
  const list = known.length ? known.map((n) => `{${n}}`).join(', ') : 'ninguna';
  const errors: Record<string, string> = {};
  for (const field of fieldNames) {
    const unknown = variablesIn(fields[field]).find((name) => !known.includes(name));
    if (unknown) errors[field] = `{${unknown}} no es una variable de este correo. Puedes usar: ${list}.`;
  }
  for (const [name, variable] of Object.entries(entry.variables)) {
    if ('required' in variable && variable.required && !variablesIn(fields.body).includes(name))
      errors.body ??= `El texto debe incluir {${name}}: ${variable.label.toLowerCase()}.`;
  }
  if (entry.hasAction && !fields.action) errors.action ??= 'Escribe el texto del botón.';
  if (!entry.hasAction && fields.action) errors.action ??= 'Este correo no tiene botón: deja el campo vacío.';
  return errors;
}

/** The form of one mail: the fields, checked against that mail's variables. */
export const mailWordingFormSchema = (key: MailWordingKey) =>
  mailWordingFieldsSchema.superRefine((fields, ctx) => {
    for (const [path, message] of Object.entries(wordingErrors(key, fields)))
      ctx.addIssue({ code: 'custom', path: [path], message });
  });

/**
 * PUT /api/admin/mail-wordings/:key: the fields and the revision the editor loaded (0: the original).
 * The server checks the variables against the mail too (`wordingErrors`).
 */
export const mailWordingSaveSchema = z.object({
  revision: z.coerce.number().int().min(0),
  wording: mailWordingFieldsSchema,
});
export type MailWordingUpdate = { revision: number; wording: MailWordingFields };

export const mailWordingKeySchema = z.enum(mailWordingKeys as [MailWordingKey, ...MailWordingKey[]], {
  error: 'Este correo no existe.',
});

const fieldsOut = z.object({
  subject: z.string(),
  preheader: z.string(),
  body: z.string(),
  action: z.string(),
  notes: z.string(),
});

/** One saved version: who wrote it and when. Revision 0 is the portal's original wording. */
export const mailWordingVersionSchema = z.object({
  revision: z.number().int(),
  wording: fieldsOut,
  at: z.string(),
  by: z.string(),
});
export type MailWordingVersion = z.infer<typeof mailWordingVersionSchema>;

/** GET /api/admin/mail-wordings: every mail, and whether staff changed its wording. */
export const mailWordingSummarySchema = z.object({
  key: mailWordingKeySchema,
  label: z.string(),
  when: z.string(),
  subject: z.string(),
  changed: z.boolean(),
  changedAt: z.string().nullable(),
  changedBy: z.string().nullable(),
});
export type MailWordingSummary = z.infer<typeof mailWordingSummarySchema>;

/** GET /api/admin/mail-wordings/:key: the current wording, its revision and the earlier versions. */
export const adminMailWordingSchema = z.object({
  key: mailWordingKeySchema,
  revision: z.number().int(),
  wording: fieldsOut,
  versions: z.array(mailWordingVersionSchema),
});
export type AdminMailWording = z.infer<typeof adminMailWordingSchema>;
