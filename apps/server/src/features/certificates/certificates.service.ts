import { randomBytes } from 'node:crypto';
import { meetingClockState } from '@foro/shared/meetings/time';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { renderCertificatePdf, spanishLongDate, type CertificateKind } from './certificate-pdf.ts';
import type { CertificateRow, CertificatesRepository } from './certificates.repository.ts';

/** Crockford's base32: digits and capitals without I, L, O and U, so a code read aloud or typed is unambiguous. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 10;
const CODE_SHAPE = /^[0-9A-HJKMNP-TV-Z]{10}$/;

export const NOT_ELIGIBLE_MEETING =
  'Solo puedes descargar el certificado de un encuentro al que te inscribiste, una vez celebrado.';
export const CONFIRM_DATA_FIRST = 'Confirma tus datos para descargar el certificado.';

/** 10 random characters of the alphabet (50 bits); 256 is a multiple of 32, so there is no bias. */
export function newVerificationCode(): string {
  return Array.from(randomBytes(CODE_LENGTH), (b) => CODE_ALPHABET[b & 31]).join('');
}

/**
 * The canonical form of a code typed or scanned by a person, or null when it cannot be one: case and
 * hyphens or spaces do not matter, and O, I, L read as 0, 1, 1 (Crockford's decoding rules).
 */
export function normalizeVerificationCode(raw: string): string | null {
  if (raw.length > 40) return null;
  const code = raw.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE_SHAPE.test(code) ? code : null;
}

/** "1 hora y 30 minutos", "2 horas", "45 minutos". */
export function spanishDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours) parts.push(`${hours} ${hours === 1 ? 'hora' : 'horas'}`);
  if (rest || !hours) parts.push(`${rest} ${rest === 1 ? 'minuto' : 'minutos'}`);
  return parts.join(' y ');
}

/** A meeting title as one line: the `[br]` line-break marker of the titles becomes a space. */
export const plainTitle = (title: string): string =>
  title
    .replace(/\[br\]/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const overrideFlag = (value: number | null): boolean | null => (value === null ? null : value !== 0);

export interface IssuedCertificate {
  code: string;
  kind: CertificateKind;
  fullName: string;
  title: string;
  detail: string;
  issuedAt: Date;
}

const toIssued = (row: CertificateRow): IssuedCertificate => ({
  code: row.code,
  kind: row.kind,
  fullName: row.full_name,
  title: row.title,
  detail: row.detail,
  issuedAt: new Date(row.issued_at),
});

export interface CertificateFile {
  filename: string;
  pdf: Uint8Array;
  code: string;
}

/**
 * What the route certificate needs from the routes feature (docs/product/certificates.md#route-certificate,
 * docs/product/axes.md#prize-draws).
 */
export interface AxisProgress {
  certificateEligibility(
    axisId: string,
    userId: string,
  ): Promise<{ axis: { id: string; slug: string; title: string }; eligible: boolean; missing: string[] }>;
  enterTabletDraw(axisId: string, userId: string): Promise<boolean>;
}

export const NOT_ELIGIBLE_AXIS = 'Completa todas las paradas de la ruta para descargar tu certificado.';

export function createCertificatesService(deps: {
  repo: CertificatesRepository;
  clock: Clock;
  publicUrl: string;
  axes: AxisProgress;
}) {
  const { repo, clock } = deps;
  const verifyUrl = (code: string) => `${deps.publicUrl.replace(/\/$/, '')}/certificados/${code}`;

  /**
   * The member's certificate for a subject: the first call issues it (with the name the member has
   * now), later calls return the same one. Two downloads at once both end with the row that stands.
   */
  async function issueOnce(input: {
    kind: CertificateKind;
    subjectId: string;
    userId: string;
    fullName: string;
    title: string;
    detail: string;
  }): Promise<IssuedCertificate> {
    const existing = await repo.findCertificate(input.kind, input.subjectId, input.userId);
    if (existing) return toIssued(existing);
    for (let attempt = 0; attempt < 3; attempt++) {
      await repo.insertCertificateIfAbsent({
        code: newVerificationCode(),
        kind: input.kind,
        subject_id: input.subjectId,
        user_id: input.userId,
        full_name: input.fullName,
        title: input.title,
        detail: input.detail,
        issued_at: clock.now().toISOString(),
      });
      const row = await repo.findCertificate(input.kind, input.subjectId, input.userId);
      // Nothing stands only when the random code collided with another certificate's: draw again.
      if (row) return toIssued(row);
    }
    throw new Error('Could not issue a certificate with a unique code');
  }

  async function memberName(userId: string) {
    const user = await repo.findUser(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return {
      confirmed: user.updated_fields === 1,
      fullName: `${user.name} ${user.lastname}`.replace(/\s+/g, ' ').trim(),
    };
  }

  return {
    issueOnce,

    renderPdf: (certificate: IssuedCertificate): Promise<Uint8Array> =>
      renderCertificatePdf({ ...certificate, verifyUrl: verifyUrl(certificate.code) }),

    /** The attendance certificate of a meeting the member registered for, once it has taken place. */
    async meetingCertificate(userId: string, slug: string): Promise<CertificateFile> {
      const meeting = await repo.findMeetingBySlug(slug);
      if (!meeting) throw new AppError('NOT_FOUND');
      const startsAt = new Date(meeting.starts_at);
      const { post_event } = meetingClockState(
        {
          startsAt,
          durationMinutes: meeting.duration_minutes,
          timeZone: meeting.time_zone,
          activeOverride: overrideFlag(meeting.active_override),
          postEventOverride: overrideFlag(meeting.post_event_override),
        },
        clock.now(),
      );
      if (!post_event || !(await repo.isRegistered(meeting.id, userId))) {
        throw new AppError('FORBIDDEN', NOT_ELIGIBLE_MEETING);
      }
      const member = await memberName(userId);
      if (!member.confirmed) throw new AppError('FORBIDDEN', CONFIRM_DATA_FIRST);

      const certificate = await issueOnce({
        kind: 'meeting',
        subjectId: meeting.id,
        userId,
        fullName: member.fullName,
        title: plainTitle(meeting.title),
        detail: `Encuentro celebrado el ${spanishLongDate(startsAt, meeting.time_zone)} · ${spanishDuration(
          meeting.duration_minutes,
        )}`,
      });
      const safeSlug = meeting.slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-');
      return {
        filename: `certificado-${safeSlug}.pdf`,
        pdf: await renderCertificatePdf({ ...certificate, verifyUrl: verifyUrl(certificate.code) }),
        code: certificate.code,
      };
    },

    /**
     * The route certificate: only when stop 8 is open and every other stop is done, whatever the
     * browser claims; the download enters the member in the tablet draw.
     */
    async axisCertificate(userId: string, axisId: string): Promise<CertificateFile> {
      const { axis, eligible } = await deps.axes.certificateEligibility(axisId, userId);
      if (!eligible) throw new AppError('FORBIDDEN', NOT_ELIGIBLE_AXIS);
      const member = await memberName(userId);
      if (!member.confirmed) throw new AppError('FORBIDDEN', CONFIRM_DATA_FIRST);
      const certificate = await issueOnce({
        kind: 'axis',
        subjectId: axis.id,
        userId,
        fullName: member.fullName,
        title: axis.title,
        detail: `Ruta completada · 8 paradas · ${spanishLongDate(clock.now(), 'America/Bogota')}`,
      });
      await deps.axes.enterTabletDraw(axis.id, userId);
      return {
        filename: `certificado-${axis.slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}.pdf`,
        pdf: await renderCertificatePdf({ ...certificate, verifyUrl: verifyUrl(certificate.code) }),
        code: certificate.code,
      };
    },

    /** The certificate a public verification code stands for, or null (unknown or not a code at all). */
    async verify(rawCode: string): Promise<IssuedCertificate | null> {
      const code = normalizeVerificationCode(rawCode);
      if (!code) return null;
      const row = await repo.findCertificateByCode(code);
      return row ? toIssued(row) : null;
    },
  };
}
export type CertificatesService = ReturnType<typeof createCertificatesService>;
