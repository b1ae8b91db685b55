import { z } from '../validation/zod-config.ts';
import { raffles } from './constants.ts';

export * from './constants.ts';

/**
 * The prize draws (docs/product/draws.md): dated editions staff edit, and per edition a tablet and a
 * smartwatch draw anyone can check — a seed committed before the period closes, winners that follow
 * from the seed and the entry list by a published function.
 */

/** The rules' deadline to accept a prize (docs/product/draws.md#winners). */
export const ACCEPTANCE_HOURS = 48;

/**
 * A published close moves to no sooner than this many hours from the change (decision 0079): members
 * hear of it before the period closes, and staff cannot close at once and draw.
 */
export const PERIOD_NOTICE_HOURS = 24;

// ---- Public ------------------------------------------------------------------------------------

/**
 * A public, dated note on a change of the edition's entry period (decision 0079): the reason staff gave,
 * and the period before and after. Shown on each draw's verification page.
 */
export const periodNoteSchema = z.object({
  at: z.string(),
  note: z.string(),
  startsBefore: z.string(),
  endsBefore: z.string(),
  startsAfter: z.string(),
  endsAfter: z.string(),
});
export type PeriodNote = z.infer<typeof periodNoteSchema>;

export const publicDrawSchema = z.object({
  id: z.string(),
  raffle: z.enum(raffles),
  /** SHA-256 (hex) of the secret seed, public from the edition's creation. */
  seedHash: z.string(),
  drawnAt: z.string().nullable(),
  /** Published once the draw is made. */
  seed: z.string().nullable(),
  /** Pseudonymous entry ids, sorted; no personal data. */
  entries: z.array(z.string()),
  entriesHash: z.string().nullable(),
  /** The winner first, then the alternates in order. */
  picks: z.array(z.string()),
  /** The edition's entry period and when it closes: the published deadline. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** Every change of the period once published, oldest first. */
  periodNotes: z.array(periodNoteSchema),
});
export type PublicDraw = z.infer<typeof publicDrawSchema>;

export const publicEditionSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  drawAt: z.string(),
  tabletPrize: z.string(),
  smartwatchPrize: z.string(),
  /** The period has begun and not closed: entries are recorded now. */
  open: z.boolean(),
  draws: z.array(publicDrawSchema),
  /** When staff last changed the edition: the rules' dates and prizes come from it. */
  updatedAt: z.string(),
});
export type PublicEdition = z.infer<typeof publicEditionSchema>;

/** The current edition, or null when no edition has been announced. */
export const currentEditionSchema = z.object({ edition: publicEditionSchema.nullable() });
export type CurrentEdition = z.infer<typeof currentEditionSchema>;

export const drawIdParams = z.object({ drawId: z.string().min(1).max(64) });

// ---- Back office -------------------------------------------------------------------------------

const instant = (what: string) => z.iso.datetime({ offset: true, error: `Indica ${what} válida.` });
const text = (max: number, empty: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, `Escribe como máximo ${max} caracteres.`);

const DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

export const editionInputSchema = z
  .object({
    name: text(120, 'Escribe el nombre de la edición.'),
    startsAt: instant('la fecha de inicio'),
    endsAt: instant('la fecha de cierre'),
    drawAt: instant('la fecha del sorteo'),
    tabletPrize: text(300, 'Describe el premio del sorteo de la tablet.'),
    smartwatchPrize: text(300, 'Describe el premio del sorteo del smartwatch.'),
    smartwatchTop: z.coerce
      .number({ error: 'Indica un número.' })
      .int('Indica un número entero.')
      .min(1, 'Indica al menos 1.')
      .max(100, 'Indica como máximo 100.'),
    alternates: z.coerce
      .number({ error: 'Indica un número.' })
      .int('Indica un número entero.')
      .min(1, 'Indica al menos 1 suplente.')
      .max(10, 'Indica como máximo 10 suplentes.'),
    excludedDomains: z
      .string()
      .max(2000, 'Escribe como máximo 2000 caracteres.')
      .transform((value) =>
        value
          .split(/[\s,;]+/)
          .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
          .filter(Boolean),
      )
      .refine(
        (list) => list.every((d) => DOMAIN.test(d)),
        'Escribe dominios como editorial.example, uno por línea.',
      ),
    /**
     * Required when the entry period changes (decision 0079): published, dated, on the draws'
     * verification pages and in the mail to the members who entered.
     */
    periodNote: z
      .string()
      .trim()
      .max(500, 'Escribe como máximo 500 caracteres.')
      .optional()
      .transform((v) => v ?? ''),
  })
  .superRefine((value, ctx) => {
    if (Date.parse(value.endsAt) <= Date.parse(value.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'El cierre debe ser posterior al inicio.' });
    if (Date.parse(value.drawAt) < Date.parse(value.endsAt))
      ctx.addIssue({
        code: 'custom',
        path: ['drawAt'],
        message: 'El sorteo debe celebrarse después del cierre del periodo.',
      });
  });
export type EditionInput = z.input<typeof editionInputSchema>;
export type EditionValues = z.output<typeof editionInputSchema>;

export const editionSchema = z.object({
  id: z.string(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  drawAt: z.string(),
  tabletPrize: z.string(),
  smartwatchPrize: z.string(),
  smartwatchTop: z.number(),
  alternates: z.number(),
  excludedDomains: z.array(z.string()),
  current: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Edition = z.infer<typeof editionSchema>;
export const editionListSchema = z.array(editionSchema);

/** Why a candidate does not enter (docs/product/draws.md#who-enters). */
export const exclusionReasons = ['staff', 'employee', 'unconfirmed', 'duplicate', 'outside-period'] as const;
export type ExclusionReason = (typeof exclusionReasons)[number];
export const exclusionReasonLabels: Record<ExclusionReason, string> = {
  staff: 'Equipo del organizador (cuenta de staff o rol EQUIPO COMPARTIR)',
  employee: 'Empleado de la editorial (correo de un dominio excluido)',
  unconfirmed:
    'Datos sin confirmar (las bases piden datos confirmados de una persona adulta docente o directiva)',
  duplicate: 'Ya participa con otra entrada (una por persona)',
  'outside-period': 'Fuera del periodo de participación',
};

export const candidateSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  country: z.string(),
  /** The route that earned the entry. */
  axisTitle: z.string(),
  /** Tablet: when the certificate was issued; smartwatch: different messages in the route's forum. */
  detail: z.string(),
  reason: z.enum(exclusionReasons).nullable(),
});
export type Candidate = z.infer<typeof candidateSchema>;

export const pickStatuses = ['waiting', 'notified', 'accepted', 'passed'] as const;
export type PickStatus = (typeof pickStatuses)[number];
export const pickStatusLabels: Record<PickStatus, string> = {
  waiting: 'Pendiente de aviso',
  notified: 'Avisado, esperando respuesta',
  accepted: 'Premio aceptado',
  passed: 'Pasó al siguiente suplente',
};

export const pickSchema = z.object({
  entryId: z.string(),
  place: z.number(),
  name: z.string(),
  email: z.string(),
  status: z.enum(pickStatuses),
  notifiedAt: z.string().nullable(),
  deadlineAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type Pick = z.infer<typeof pickSchema>;

export const adminDrawSchema = z.object({
  id: z.string(),
  raffle: z.enum(raffles),
  seedHash: z.string(),
  drawnAt: z.string().nullable(),
  entriesHash: z.string().nullable(),
  entryCount: z.number(),
  /** Before the draw: computed now from the rules; after: the frozen list. */
  candidates: z.array(candidateSchema),
  picks: z.array(pickSchema),
  /** The period has closed and the draw is not made yet. */
  canDraw: z.boolean(),
  /** Why the draw cannot be made now (in Spanish), null when it can or was made. */
  blockedReason: z.string().nullable(),
});
export type AdminDraw = z.infer<typeof adminDrawSchema>;

export const editionDetailSchema = z.object({ edition: editionSchema, draws: z.array(adminDrawSchema) });
export type EditionDetail = z.infer<typeof editionDetailSchema>;

export const editionIdParams = z.object({ editionId: z.string().min(1).max(64) });
export const pickParams = drawIdParams.extend({ entryId: z.string().min(1).max(32) });

/**
 * What the confirmation dialog showed: the draw runs only if the server still counts these entries
 * for this commitment (decision 0079), so a list that changed meanwhile is not drawn unseen.
 */
export const drawInputSchema = z.object({
  entryCount: z.number({ error: 'Confirma el número de participaciones.' }).int().min(0),
  seedHash: z.string({ error: 'Confirma el compromiso de la semilla.' }).regex(/^[0-9a-f]{64}$/, {
    error: 'Confirma el compromiso de la semilla.',
  }),
});
export type DrawInput = z.infer<typeof drawInputSchema>;

/** A draw made that the signed-in member entered: their own code(s), to find in the published list. */
export const myDrawEntrySchema = z.object({
  drawId: z.string(),
  raffle: z.enum(raffles),
  editionName: z.string(),
  drawnAt: z.string(),
  entryIds: z.array(z.string()),
});
export type MyDrawEntry = z.infer<typeof myDrawEntrySchema>;
export const myDrawEntriesSchema = z.array(myDrawEntrySchema);

export const passInputSchema = z.object({
  note: text(500, 'Indica por qué pasa al siguiente suplente.'),
});
export type PassInput = z.infer<typeof passInputSchema>;

export const adminDrawPaths = {
  editions: '/api/admin/draws/editions',
  edition: (id: string) => `/api/admin/draws/editions/${encodeURIComponent(id)}`,
  draw: (id: string) => `/api/admin/draws/${encodeURIComponent(id)}/draw`,
  notify: (id: string, entry: string) =>
    `/api/admin/draws/${encodeURIComponent(id)}/picks/${encodeURIComponent(entry)}/notify`,
  accept: (id: string, entry: string) =>
    `/api/admin/draws/${encodeURIComponent(id)}/picks/${encodeURIComponent(entry)}/accept`,
  pass: (id: string, entry: string) =>
    `/api/admin/draws/${encodeURIComponent(id)}/picks/${encodeURIComponent(entry)}/pass`,
} as const;
