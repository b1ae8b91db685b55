import { randomBytes } from 'node:crypto';
import { meetingClockState, PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import { plainTitle } from '@foro/shared/meetings/title';
import { AppError } from '../../lib/app-error.ts';
import type { AttendanceMarkMode, AttendanceMode, BulkIssueAnswer } from '@foro/shared/attendance/schemas';
import type { Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { attendedMode, fullNameOf } from '../attendance/index.ts';
import type { CertificateMails } from './certificate-mails.ts';
import type { CredentialsService } from './credentials.service.ts';
import type { CertificatePdfInput } from './certificate-pdf.ts';
import { certificateKindLabel, spanishLongDate, type CertificateKind } from './certificate-text.ts';
import { linkedInAddUrl } from '@foro/shared/certificates/linkedin';
import type { MyCertificates } from '@foro/shared/certificates/schemas';

/** The organisation LinkedIn shows for every certificate. */
export const CERTIFICATE_ORGANIZATION = 'Foro de Educadores';
import type {
  CertificateQueries,
  CertificateRow,
  CertificatesRepository,
  MeetingForCertificate,
} from './certificates.repository.ts';

type MyCertificate = MyCertificates['certificates'][number];

/**
 * The PDF libraries (pdf-lib, fontkit, qrcode) load on the first certificate drawn, not when the server
 * starts (docs/performance.md#start-up): most processes never draw one.
 */
const drawPdf = async (input: CertificatePdfInput): Promise<Uint8Array> =>
  (await import('./certificate-pdf.ts')).renderCertificatePdf(input);

/** Crockford's base32: digits and capitals without I, L, O and U, so a code read aloud or typed is unambiguous. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 10;
const CODE_SHAPE = /^[0-9A-HJKMNP-TV-Z]{10}$/;

export const NOT_ELIGIBLE_MEETING = 'Podrás descargar el certificado de este encuentro una vez celebrado.';
/** docs/product/meetings.md#attendance: registering is not attending. */
export const notAttended = (minutes: number) =>
  `Solo pueden descargar el certificado quienes asistieron al encuentro en directo o vieron su grabación durante al menos ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
export const CERTIFICATE_REVOKED =
  'Este certificado fue revocado por el equipo del Foro de Educadores. Escríbenos si crees que es un error.';
export const ALREADY_REVOKED = 'Este certificado ya está revocado.';
export const REPLACED_NOT_REVOCABLE = 'Este certificado fue reemplazado por otro: revoca el vigente.';
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

const fileSlug = (slug: string) => slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-');

const overrideFlag = (value: number | null): boolean | null => (value === null ? null : value !== 0);

export interface IssuedCertificate {
  code: string;
  /** The member it was issued to: only they get its LinkedIn form and its signed credential. */
  userId: string;
  kind: CertificateKind;
  /** Meeting certificates issued on recorded attendance; null on older ones and route certificates. */
  attendance: AttendanceMode | null;
  fullName: string;
  title: string;
  detail: string;
  issuedAt: Date;
  replacedAt: Date | null;
  /** The code that replaced it, when its member's name was corrected. */
  replacedBy: string | null;
  revokedAt: Date | null;
}

const toIssued = (row: CertificateRow): IssuedCertificate => ({
  code: row.code,
  userId: row.user_id,
  kind: row.kind,
  attendance: row.attendance === 'live' || row.attendance === 'replay' ? row.attendance : null,
  fullName: row.full_name,
  title: row.title,
  detail: row.detail,
  issuedAt: new Date(row.issued_at),
  replacedAt: row.replaced_at ? new Date(row.replaced_at) : null,
  replacedBy: row.replaced_by ?? null,
  revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
});

export interface CertificateFile {
  filename: string;
  pdf: Uint8Array;
  code: string;
}

/** What the download finds: the PDF of the issued certificate, or nothing issued yet to an eligible member. */
export type CertificateDownload = { issued: true; file: CertificateFile } | { issued: false; title: string };

/**
 * What the route certificate needs from the routes feature (docs/product/certificates.md#route-certificate,
 * docs/product/axes.md#prize-draws).
 */
export interface AxisProgress {
  certificateEligibility(
    axisId: string,
    userId: string,
  ): Promise<{
    axis: { id: string; slug: string; title: string };
    eligible: boolean;
    missing: string[];
    /** Stop 8, which getting the certificate completes (issue 17, item 21). */
    certificateStepId?: string;
  }>;
  mayEnterTabletDraw(userId: string): Promise<boolean>;
}

export const NOT_ELIGIBLE_AXIS = 'Completa todas las paradas de la ruta para descargar tu certificado.';

interface IssueInput {
  kind: CertificateKind;
  attendance: AttendanceMode | null;
  subjectId: string;
  userId: string;
  fullName: string;
  title: string;
  detail: string;
}

export function createCertificatesService(deps: {
  repo: CertificatesRepository;
  clock: Clock;
  publicUrl: string;
  axes: AxisProgress;
  attendance: {
    attendanceOf(
      meetingId: string,
      userId: string,
    ): Promise<{ minutes: Record<AttendanceMode, number>; mark: AttendanceMarkMode | null }>;
    attendedMembers(meetingId: string, required: number): Promise<string[]>;
  };
  /** Mails of the bulk issue, queued in the issuing transaction (certificate-mails.ts). */
  mails?: Pick<CertificateMails, 'queue'>;
  /** Open Badges credentials: signing queued at issue, the status list marked on revoke or replace. */
  credentials?: Pick<CredentialsService, 'queueSigning' | 'statusChanged'>;
}) {
  const { repo, clock } = deps;
  const verifyUrl = (code: string) => `${deps.publicUrl.replace(/\/$/, '')}/certificados/${code}`;

  /** A certificate with LinkedIn's prefilled form and the values to copy (issue 38 item 5). */
  const linkedInOf = (certificate: IssuedCertificate): MyCertificate => {
    const { code, kind, title, issuedAt } = certificate;
    const name = `${certificateKindLabel(kind)}: ${title}`;
    const pageUrl = verifyUrl(code);
    return {
      code,
      kind,
      title,
      issuedAt: issuedAt.toISOString(),
      pageUrl,
      credentialUrl: `${pageUrl}/credential.json`,
      linkedIn: {
        url: linkedInAddUrl({ name, organization: CERTIFICATE_ORGANIZATION, issuedAt, code, url: pageUrl }),
        name,
        organization: CERTIFICATE_ORGANIZATION,
        issueMonth: issuedAt.getUTCMonth() + 1,
        issueYear: issuedAt.getUTCFullYear(),
      },
    };
  };

  /** A current certificate that still says what the member's data says now. */
  const upToDate = (row: CertificateRow, input: IssueInput) =>
    row.full_name === input.fullName && (row.attendance ?? null) === input.attendance;

  /**
   * The member's certificate for a subject: the first call issues it (with the name the member has
   * now), later calls return the same one. When the member's name was corrected since (or how they
   * attended changed), it is reissued with a new code and the old code reads "reemplazado". A revoked
   * certificate is never reissued. Two requests at once both end with the row that stands.
   */
  async function issueOnce(
    input: IssueInput,
    q: Pick<
      CertificateQueries,
      'findCertificate' | 'insertCertificateIfAbsent' | 'markReplaced' | 'executor'
    > = repo,
  ): Promise<IssuedCertificate> {
    const existing = await q.findCertificate(input.kind, input.subjectId, input.userId);
    if (existing?.revoked_at) throw new AppError('FORBIDDEN', CERTIFICATE_REVOKED);
    if (existing && upToDate(existing, input)) return toIssued(existing);
    for (let attempt = 0; attempt < 3; attempt++) {
      const code = newVerificationCode();
      const now = clock.now().toISOString();
      if (existing && !(await q.markReplaced(existing.code, code, now))) {
        // Another request reissued it a moment earlier: theirs stands.
        const current = await q.findCertificate(input.kind, input.subjectId, input.userId);
        if (current) return toIssued(current);
      }
      await q.insertCertificateIfAbsent({
        code,
        kind: input.kind,
        subject_id: input.subjectId,
        user_id: input.userId,
        full_name: input.fullName,
        title: input.title,
        detail: input.detail,
        issued_at: now,
        attendance: input.attendance,
      });
      const row = await q.findCertificate(input.kind, input.subjectId, input.userId);
      // Nothing stands only when the random code collided with another certificate's: draw again.
      if (row) {
        if (row.code === code) {
          await deps.credentials?.queueSigning(code, q.executor);
          // The replaced code's bit in the status list is set.
          if (existing) await deps.credentials?.statusChanged(q.executor);
        }
        return toIssued(row);
      }
      if (existing) throw new Error('Could not reissue a certificate with a unique code');
    }
    throw new Error('Could not issue a certificate with a unique code');
  }

  async function memberName(userId: string) {
    const user = await repo.findUser(userId);
    if (!user) throw new AppError('UNAUTHENTICATED');
    return {
      confirmed: user.updated_fields === 1,
      // Name, first and second surname, as confirmed now.
      fullName: fullNameOf(user),
    };
  }

  /**
   * What the attendance certificate of a meeting would hold, for a member who registered and once it
   * has taken place; otherwise 403 with the reason (404 for an unknown meeting).
   */
  async function meetingIssue(userId: string, slug: string) {
    const meeting = await repo.findMeetingBySlug(slug);
    if (!meeting) throw new AppError('NOT_FOUND');
    return meetingIssueOf(meeting, userId);
  }

  /** A meeting's certificates exist once it has been held (its after-meeting state). */
  function mustBeHeld(meeting: MeetingForCertificate) {
    const { post_event } = meetingClockState(
      {
        startsAt: new Date(meeting.starts_at),
        durationMinutes: meeting.duration_minutes,
        timeZone: meeting.time_zone,
        activeOverride: overrideFlag(meeting.active_override),
        postEventOverride: overrideFlag(meeting.post_event_override),
      },
      clock.now(),
    );
    if (!post_event) throw new AppError('FORBIDDEN', NOT_ELIGIBLE_MEETING);
  }

  async function meetingIssueOf(meeting: MeetingForCertificate, userId: string) {
    mustBeHeld(meeting);
    return attendeeIssueOf(meeting, userId);
  }

  /** One attendee's certificate of a meeting already held. */
  async function attendeeIssueOf(meeting: MeetingForCertificate, userId: string) {
    const startsAt = new Date(meeting.starts_at);
    const { minutes, mark } = await deps.attendance.attendanceOf(meeting.id, userId);
    const attended = attendedMode(minutes, meeting.attendance_minutes, mark);
    if (!attended) throw new AppError('FORBIDDEN', notAttended(meeting.attendance_minutes));
    const member = await memberName(userId);
    if (!member.confirmed) throw new AppError('FORBIDDEN', CONFIRM_DATA_FIRST);
    const input: IssueInput = {
      kind: 'meeting',
      attendance: attended,
      subjectId: meeting.id,
      userId,
      fullName: member.fullName,
      title: plainTitle(meeting.title),
      detail: `Encuentro celebrado el ${spanishLongDate(startsAt, meeting.time_zone)} · ${spanishDuration(
        meeting.duration_minutes,
      )}`,
    };
    return { input, filename: `certificado-${fileSlug(meeting.slug)}.pdf` };
  }

  /** The route certificate: only when stop 8 is open and every other stop is done, whatever the browser claims. */
  async function axisIssue(userId: string, axisId: string) {
    const { axis, eligible, certificateStepId } = await deps.axes.certificateEligibility(axisId, userId);
    if (!eligible) throw new AppError('FORBIDDEN', NOT_ELIGIBLE_AXIS);
    const member = await memberName(userId);
    if (!member.confirmed) throw new AppError('FORBIDDEN', CONFIRM_DATA_FIRST);
    const input: IssueInput = {
      kind: 'axis',
      attendance: null,
      subjectId: axis.id,
      userId,
      fullName: member.fullName,
      title: axis.title,
      detail: `Ruta completada · 8 paradas · ${spanishLongDate(clock.now(), PUBLISHER_TIME_ZONE)}`,
    };
    return { input, filename: `certificado-${fileSlug(axis.slug)}.pdf`, certificateStepId };
  }

  /** Reads only: the PDF when the certificate was issued, otherwise that it was not (docs/decisions/0020). */
  async function download(prepared: { input: IssueInput; filename: string }): Promise<CertificateDownload> {
    const { kind, subjectId, userId } = prepared.input;
    const row = await repo.findCertificate(kind, subjectId, userId);
    if (row?.revoked_at) throw new AppError('FORBIDDEN', CERTIFICATE_REVOKED);
    // Nothing issued yet, or issued to a name since corrected: the page's button (re)issues it.
    if (!row || !upToDate(row, prepared.input)) return { issued: false, title: prepared.input.title };
    const certificate = toIssued(row);
    return {
      issued: true,
      file: {
        filename: prepared.filename,
        pdf: await drawPdf({ ...certificate, verifyUrl: verifyUrl(certificate.code) }),
        code: certificate.code,
      },
    };
  }

  return {
    issueOnce,

    renderPdf: (certificate: IssuedCertificate): Promise<Uint8Array> =>
      drawPdf({ ...certificate, verifyUrl: verifyUrl(certificate.code) }),

    meetingCertificate: async (userId: string, slug: string) => download(await meetingIssue(userId, slug)),
    axisCertificate: async (userId: string, axisId: string) => download(await axisIssue(userId, axisId)),

    /** Issues the attendance certificate once: asking again answers the first code and date. */
    async issueMeetingCertificate(userId: string, slug: string): Promise<IssuedCertificate> {
      const { input } = await meetingIssue(userId, slug);
      return repo.transaction((tx) => issueOnce(input, tx));
    },

    /**
     * Staff issue the certificates of a meeting at once (issue 34 item 2): every member who attended
     * (by the timer or staff's mark) gets theirs, issued as they would issue it themselves, and a mail
     * with the link, queued in the same transaction. Members who have not confirmed their data are
     * mailed to confirm it; revoked certificates are not reissued. Audited as one action.
     */
    async issueMeetingCertificates(actor: Actor, meetingId: string): Promise<BulkIssueAnswer> {
      const meeting = await repo.findMeetingById(meetingId);
      if (!meeting) throw new AppError('NOT_FOUND', 'No encontramos este encuentro.');
      mustBeHeld(meeting);
      const members = await deps.attendance.attendedMembers(meeting.id, meeting.attendance_minutes);
      const counts: BulkIssueAnswer = { issued: 0, already: 0, unconfirmed: 0, revoked: 0 };
      for (const userId of members) {
        let prepared: Awaited<ReturnType<typeof attendeeIssueOf>>;
        try {
          prepared = await attendeeIssueOf(meeting, userId);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          if (error.message === CONFIRM_DATA_FIRST) {
            counts.unconfirmed += 1;
            await deps.mails?.queue({ meetingId: meeting.id, userId, code: null });
            continue;
          }
          throw error;
        }
        const current = await repo.findCertificate('meeting', meeting.id, userId);
        if (current?.revoked_at) {
          counts.revoked += 1;
          continue;
        }
        if (current && upToDate(current, prepared.input)) {
          counts.already += 1;
          continue;
        }
        await repo.transaction(async (tx) => {
          const certificate = await issueOnce(prepared.input, tx);
          await deps.mails?.queue({ meetingId: meeting.id, userId, code: certificate.code }, tx.executor);
        });
        counts.issued += 1;
      }
      const at = clock.now().toISOString();
      await repo.audit({
        actor,
        action: 'issue',
        item: { type: 'meeting', id: meeting.id, label: `Certificados · ${plainTitle(meeting.title)}` },
        after: counts,
        at,
      });
      return counts;
    },

    /** Staff revoke a current certificate with a reason, recorded in the audit log (docs/product/certificates.md#revocation). */
    async revoke(rawCode: string, reason: string, actor: Actor) {
      const code = normalizeVerificationCode(rawCode);
      const row = code ? await repo.findCertificateByCode(code) : undefined;
      if (!row) throw new AppError('NOT_FOUND', 'No encontramos ningún certificado con ese código.');
      if (row.replaced_by) throw new AppError('CONFLICT', REPLACED_NOT_REVOCABLE);
      const at = clock.now().toISOString();
      return repo.transaction(async (tx) => {
        if (!(await tx.revoke(row.code, reason, actor.id, at)))
          throw new AppError('CONFLICT', ALREADY_REVOKED);
        await deps.credentials?.statusChanged(tx.executor);
        await tx.audit({
          actor,
          action: 'revoke',
          item: { type: 'certificate', id: row.code, label: `${row.full_name} · ${row.title}` },
          before: { revoked_at: null, revoked_reason: null },
          after: { revoked_at: at, revoked_reason: reason },
          at,
        });
        return { code: row.code, revoked_at: at, revoked_reason: reason };
      });
    },

    /**
     * Issues the route certificate once and, in the same transaction, enters the member in the tablet
     * draw (docs/product/axes.md#prize-draws; staff never enter) and marks stop 8 done: getting the
     * certificate is what that stop asks, wherever it was asked from (the route map, the stop, the
     * profile; issue 17, item 21).
     */
    async issueAxisCertificate(userId: string, axisId: string): Promise<IssuedCertificate> {
      const { input, certificateStepId } = await axisIssue(userId, axisId);
      const entersDraw = await deps.axes.mayEnterTabletDraw(userId);
      return repo.transaction(async (tx) => {
        const certificate = await issueOnce(input, tx);
        const now = clock.now().toISOString();
        if (certificateStepId) await tx.insertStepVisit(certificateStepId, userId, now);
        if (entersDraw) await tx.insertTabletDrawEntry(input.subjectId, userId, now);
        return certificate;
      });
    },

    /**
     * The member's current certificates with LinkedIn's prefilled form (issue 38 item 5): the name
     * as the PDF's heading reads it, the publisher, the issue month and year, the code and the page.
     */
    async mine(userId: string): Promise<MyCertificates> {
      const rows = await repo.currentCertificatesOf(userId);
      return { certificates: rows.map((row) => linkedInOf(toIssued(row))) };
    },

    /**
     * The same for the certificate's own page, when its member looks at it signed in: null for
     * anyone else, and once it is revoked or replaced (it is no longer one to show off).
     */
    forOwner(certificate: IssuedCertificate, userId: string | undefined): MyCertificate | null {
      if (!userId || certificate.userId !== userId) return null;
      if (certificate.revokedAt || certificate.replacedAt) return null;
      return linkedInOf(certificate);
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
