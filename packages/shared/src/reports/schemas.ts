import { z } from '../validation/zod-config.ts';
import { countries } from '../directory/countries.ts';

/**
 * The back office's reports (docs/product/reports.md, docs/decisions/0043-reports.md): counts from SQL
 * aggregates, filtered by the member's country and a period of whole days (UTC).
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_INVALID = 'Escribe una fecha válida (AAAA-MM-DD)';

/** A real calendar day: 2026-02-30 is refused, not rolled over to March. */
const day = z
  .string({ error: DATE_INVALID })
  .trim()
  .regex(DATE, DATE_INVALID)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, DATE_INVALID);

/** An empty field is no filter (the form sends `?desde=` when the field is cleared). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const reportFilterSchema = z
  .object({
    country: optional(
      z.enum(countries.map((c) => c.key) as [string, ...string[]], { error: 'Elige un país de la lista' }),
    ),
    from: optional(day),
    to: optional(day),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ['to'],
    message: 'La fecha final no puede ser anterior a la inicial',
  });
export type ReportFilter = z.output<typeof reportFilterSchema>;
export type ReportFilterInput = z.input<typeof reportFilterSchema>;

/** The reports, each one a chart, a table and a CSV file. */
export const reportNames = ['meetings', 'routes', 'funnel', 'scores', 'countries', 'invitations'] as const;
export type ReportName = (typeof reportNames)[number];
export const reportTitles: Record<ReportName, string> = {
  meetings: 'Encuentros: inscripción, asistencia y participación',
  routes: 'Ejes: preguntas y publicaciones del foro',
  funnel: 'Avance por las etapas de cada eje',
  scores: 'Notas de los casos prácticos',
  countries: 'Accesos abiertos y solicitudes de invitación por país',
  invitations: 'Invitaciones: solicitadas, enviadas y cuentas creadas',
};

export const reportParams = z.object({
  report: z.enum(reportNames, { error: 'Este informe no existe' }),
});

export const meetingReportRow = z.object({
  meetingId: z.string(),
  title: z.string(),
  startsAt: z.string(),
  registered: z.number(),
  live: z.number(),
  replay: z.number(),
  questions: z.number(),
  posts: z.number(),
});
export const routeReportRow = z.object({
  axisId: z.string(),
  title: z.string(),
  questions: z.number(),
  posts: z.number(),
});
/** Stops 1 to 8 of a route: `members[n - 1]` reached stop n. */
export const STOPS = 8;
export const funnelReportRow = z.object({
  axisId: z.string(),
  title: z.string(),
  members: z.array(z.number()).length(STOPS),
});
/** Practical cases answered, by score 0 to 10: `counts[score]` got that score. */
export const scoreReport = z.object({
  attempts: z.number(),
  average: z.number().nullable(),
  counts: z.array(z.number()).length(11),
});
export const countryReportRow = z.object({
  country: z.string(),
  label: z.string(),
  leads: z.number(),
  requests: z.number(),
});
export const invitationReport = z.object({
  requested: z.number(),
  sent: z.number(),
  accounts: z.number(),
});

export const reportsSchema = z.object({
  filter: z.object({
    country: z.string().optional(),
    from: z.string().optional(),
    to: z.string().optional(),
  }),
  meetings: z.array(meetingReportRow),
  routes: z.array(routeReportRow),
  funnel: z.array(funnelReportRow),
  scores: scoreReport,
  countries: z.array(countryReportRow),
  invitations: invitationReport,
});
export type Reports = z.infer<typeof reportsSchema>;
export type MeetingReportRow = z.infer<typeof meetingReportRow>;
export type RouteReportRow = z.infer<typeof routeReportRow>;
export type FunnelReportRow = z.infer<typeof funnelReportRow>;
export type ScoreReport = z.infer<typeof scoreReport>;
export type CountryReportRow = z.infer<typeof countryReportRow>;
export type InvitationReport = z.infer<typeof invitationReport>;
