import {
  EXPERT_QUESTIONS_CLOSED,
  relatedGroups,
  TOTAL_STOPS,
  type AxisInfo,
  type Experts,
  type HourGroup,
  type MasterclassInfo,
  type Related,
  type StopInfo,
} from '@foro/shared/axes/schemas';
import { meetingDisplayTime, meetingSchedule, PUBLISHER_TIME_ZONE } from '@foro/shared/meetings/time';
import type { Selectable } from 'kysely';
import type { AxesTable, AxisStepsTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MemberPlace } from '../../lib/member-place.ts';
import { openAxisOr404, type AxisViewer } from '../../lib/open-axis.ts';
import { isPublished } from '../../lib/publication.ts';
import type { Clock } from '../../lib/clock.ts';
import { jsonList } from '../../lib/json-list.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { spanishDateTime } from '@foro/shared/notifications/member-zone';
import { livePhase, MASTERCLASS_MINUTES } from '@foro/shared/meetings/time';
import { pathTo } from '@foro/shared/routes/paths';
import { buildMeetingIcs, googleCalendarUrl, outlookCalendarUrl } from '../meetings/index.ts';
import type { AxesRepository } from './axes.repository.ts';

/**
 * How long a calendar holds the masterclass, and how long it is live: routes store its start only
 * (docs/decisions/0049-route-journey-extras.md).
 */
export const MASTERCLASS_CALENDAR_MINUTES = MASTERCLASS_MINUTES;

function parseIframes(json: string): StopInfo['iframes'] {
  return jsonList<{ url?: unknown; iframe_type?: string } | null>(json)
    .filter((f): f is { url: string; iframe_type?: string } => typeof f?.url === 'string' && f.url !== '')
    .map((f, i) => ({ id: String(i + 1), url: f.url, iframe_type: f.iframe_type ?? 'video' }));
}

/**
 * docs/product/axes.md#masterclass-hours: the masterclass hours, grouped by the countries that share a local
 * time.
 */
export function masterclassHours(startsAt: Date): HourGroup[] {
  const groups = new Map<string, HourGroup>();
  for (const row of meetingSchedule(startsAt)) {
    const key = `${row.date} ${row.hour}`;
    const group = groups.get(key) ?? { hour: row.hour, date: row.date, countries: [] };
    group.countries.push(row.country);
    groups.set(key, group);
  }
  const order = (g: HourGroup) => g.date.split('/').reverse().join('') + g.hour;
  return [...groups.values()].sort((a, b) => order(a).localeCompare(order(b)));
}

type AxisRow = Selectable<AxesTable>;
type StepRow = Selectable<AxisStepsTable>;

/** The signed-in person reading a route's pages. */
type Viewer = AxisViewer & { id: string; place: MemberPlace };

export function createAxesService(deps: {
  repo: AxesRepository;
  clock: Clock;
  publicUrl: string;
  /** The member's own time zone (features/directory/member-zones.ts, decision 0046). */
  zoneOf: (place: MemberPlace) => Promise<string | null>;
  /** After a question to the expert is saved: the host's console (features/live). */
  onAsked?: (axisId: string) => Promise<void>;
}) {
  const { repo, clock, publicUrl } = deps;

  /** The masterclass as a calendar event: when, what, and its page to come back to. */
  const masterclassEvent = (axis: AxisRow, step: StepRow) => {
    const startsAt = new Date(step.starts_at || step.open_date);
    const title = `Masterclass: ${step.title_inner || step.title} · Foro de Educadores`;
    return {
      uid: `${step.id}@foro-de-educadores`,
      slug: step.slug,
      title,
      description: [axis.title, axis.speaker && `Con ${axis.speaker}`].filter(Boolean).join('. '),
      startsAt,
      durationMinutes: MASTERCLASS_CALENDAR_MINUTES,
      timeZone: PUBLISHER_TIME_ZONE,
      url: `${publicUrl}${pathTo('axisMasterclass', { slug: axis.slug, slugStep: step.slug })}`,
      sequence: step.revision,
      lastModified: new Date(axis.updated_at),
    };
  };

  /**
   * "Añadir al calendario" while the masterclass is still to come (or on): the portal's .ics file and
   * Google's and Outlook's forms. Null once it has ended.
   */
  const masterclassCalendarLinks = (axis: AxisRow, step: StepRow) => {
    const event = masterclassEvent(axis, step);
    const ends = event.startsAt.getTime() + event.durationMinutes * 60_000;
    if (clock.now().getTime() >= ends) return null;
    return {
      ics: `/api/axis/${encodeURIComponent(axis.slug)}/masterclass/${encodeURIComponent(step.slug)}/calendar`,
      google: googleCalendarUrl(event),
      outlook: outlookCalendarUrl(event),
    };
  };

  /** Before, live or after, as meetings are (never "en vivo" once its time has passed). */
  const masterclassPhase = (axis: AxisRow, step: StepRow) => {
    const event = masterclassEvent(axis, step);
    return livePhase(event.startsAt, event.durationMinutes, clock.now());
  };

  /** The masterclass in the member's own zone, from the confirmed country and region (DECISIONS, "member's own zone"). */
  async function memberTime(viewer: Viewer, startsAt: Date) {
    // Where she lives came with her session: no read of its own (for most countries, none at all).
    const zone = await deps.zoneOf(viewer.place);
    if (!zone) return null;
    const shown = meetingDisplayTime(startsAt, zone);
    return {
      time_zone: zone,
      date: shown.date.split('/').reverse().join('/'),
      hour: shown.hour_formated,
      zone: shown.time_zone,
      text: spanishDateTime(startsAt, zone),
    };
  }

  /**
   * The masterclass stop of a route. Its page waits for its open date; its calendar file does not
   * (members add it to their calendar before the day).
   */
  async function masterclassStep(slug: string, slugStep: string, viewer: Viewer, { page = true } = {}) {
    const axis = await axisOr404(slug, viewer);
    const step = await stepOr404(axis, slugStep);
    if (step.kind !== 'masterclass') throw new AppError('NOT_FOUND', 'No encontramos esta masterclass.');
    return { axis, step, opened: page ? openOrPreview(step, viewer) : isOpen(step) };
  }
  const isOpen = (step: StepRow) => clock.now().getTime() >= Date.parse(step.open_date);
  const openDate = (iso: string) => meetingDisplayTime(new Date(iso), PUBLISHER_TIME_ZONE).date;
  const notYet = (step: StepRow) =>
    new AppError(
      'FORBIDDEN',
      `Esta parada todavía no está abierta. Se abrirá el ${openDate(step.open_date).split('/').reverse().join('/')}.`,
    );

  /**
   * A stop whose day has not come answers members 403 with its open date; staff see it, marked as
   * a preview (docs/product/admin.md#drafts-and-publication).
   */
  const openOrPreview = (step: StepRow, viewer: AxisViewer) => {
    if (isOpen(step)) return true;
    if (viewer.role === 'staff') return false;
    throw notYet(step);
  };

  const axisOr404 = async (slug: string, viewer: AxisViewer) =>
    openAxisOr404(await repo.findAxisBySlug(slug), viewer, clock.now());

  async function stepOr404(axis: AxisRow, slugStep: string): Promise<StepRow> {
    const step = await repo.findStep(axis.id, slugStep);
    if (!step) throw new AppError('NOT_FOUND', 'No encontramos esta parada.');
    return step;
  }

  /**
   * Names of the stops before the certificate that the member has not completed
   * (docs/product/axes.md#certificate-stop).
   */
  async function missingStops(axisId: string, userId: string) {
    const [steps, visited] = await Promise.all([repo.listSteps(axisId), repo.visitedStepIds(axisId, userId)]);
    const certificate = steps.find((s) => s.kind === 'certificate');
    const missing = steps.filter((s) => s.kind !== 'certificate' && !visited.has(s.id)).map((s) => s.title);
    return { steps, visited, certificate, missing };
  }

  /** Until the masterclass begins (a route without one keeps taking questions). */
  async function questionsOpen(axisId: string) {
    const masterclass = (await repo.listSteps(axisId)).find((s) => s.kind === 'masterclass');
    if (!masterclass) return true;
    return clock.now() < new Date(masterclass.starts_at || masterclass.open_date);
  }

  return {
    async info(slug: string, viewer: Viewer): Promise<AxisInfo> {
      const axis = await axisOr404(slug, viewer);
      const [steps, visited] = await Promise.all([
        repo.listSteps(axis.id),
        repo.visitedStepIds(axis.id, viewer.id),
      ]);
      const masterclass = steps.find((s) => s.kind === 'masterclass');
      return {
        axis: {
          id: axis.id,
          slug: axis.slug,
          claim: axis.claim,
          title: axis.title,
          excerpt: axis.excerpt,
          date: openDate(axis.starts_at),
          active: axis.active === 1,
          video_inner: axis.video_inner,
          speakers: [
            { speaker: axis.speaker, speaker_job: axis.speaker_job, speaker_country: axis.speaker_country },
          ],
        },
        steps: steps.map((s) => ({
          id: s.id,
          step_count: s.step_count,
          kind: s.kind,
          title: s.title,
          intro: s.intro,
          image: s.image,
          slug: s.slug,
          open_date: s.open_date,
          opened: isOpen(s),
          visited: visited.has(s.id),
          type_text: s.type_text,
          type_btn: s.type_btn,
          text_btn: s.text_btn,
        })),
        masterclass: masterclass
          ? {
              title: masterclass.title,
              intro: masterclass.intro,
              image: masterclass.image,
              ...(() => {
                const t = meetingDisplayTime(
                  new Date(masterclass.starts_at || masterclass.open_date),
                  PUBLISHER_TIME_ZONE,
                );
                return { date: t.date, hour: t.hour_formated };
              })(),
              slug: masterclass.slug,
              opened: isOpen(masterclass),
              visited: visited.has(masterclass.id),
              open_date: masterclass.open_date,
              member_time: await memberTime(viewer, new Date(masterclass.starts_at || masterclass.open_date)),
              calendar: masterclassCalendarLinks(axis, masterclass),
              phase: masterclassPhase(axis, masterclass),
            }
          : null,
        progress: {
          visited: steps.filter((s) => visited.has(s.id)).length,
          total: steps.length || TOTAL_STOPS,
        },
        ...(axis.preview ? { preview: true } : {}),
      };
    },

    async stop(slug: string, slugStep: string, viewer: Viewer): Promise<StopInfo> {
      const axis = await axisOr404(slug, viewer);
      const step = await stepOr404(axis, slugStep);
      const opened = openOrPreview(step, viewer);
      const buttons = await repo.listButtons(step.id);
      const notVisited = step.kind === 'certificate' ? (await missingStops(axis.id, viewer.id)).missing : [];
      return {
        id: step.id,
        step_count: step.step_count,
        kind: step.kind,
        type_text: step.type_text,
        step_inner_text_type: step.step_inner_text_type,
        title: step.title,
        text_inner: sanitizeRichText(step.text_inner),
        iframes: parseIframes(step.iframes_json),
        btns: buttons,
        infoCert: { notVisited, axisId: axis.id },
        opened,
        open_date: step.open_date,
        bg_desk: step.bg_desk,
        bg_tablet: step.bg_tablet,
        bg_mobile: step.bg_mobile,
        ...(axis.preview || !opened ? { preview: true } : {}),
      };
    },

    /** Records that the member opened a stop (the practical case counts only once it is submitted). */
    async registerStep(slug: string, slugStep: string, viewer: Viewer, kind: 'stop' | 'masterclass') {
      const axis = await axisOr404(slug, viewer);
      const step = await stepOr404(axis, slugStep);
      if (!isOpen(step)) throw notYet(step);
      const allowed =
        kind === 'masterclass'
          ? step.kind === 'masterclass'
          : step.kind === 'stop' || step.kind === 'certificate';
      if (!allowed) throw new AppError('CONFLICT', 'Esta parada se completa de otra forma.');
      await repo.insertVisit(step.id, viewer.id, clock.now().toISOString());
      return { status: true as const, visited: true as const };
    },

    /** Used by the practical-case feature when a test is submitted. */
    async registerStepById(stepId: string, userId: string) {
      await repo.insertVisit(stepId, userId, clock.now().toISOString());
    },

    async masterclass(slug: string, slugStep: string, viewer: Viewer): Promise<MasterclassInfo> {
      const { axis, step, opened } = await masterclassStep(slug, slugStep, viewer);
      const startsAt = masterclassEvent(axis, step).startsAt;
      return {
        title_inner: step.title_inner || step.title,
        intro_inner: step.intro_inner || step.intro,
        step_inner_text_type: step.step_inner_text_type,
        text_inner: sanitizeRichText(step.text_inner),
        iframes: parseIframes(step.iframes_json),
        bg_desk: step.bg_desk,
        bg_tablet: step.bg_tablet,
        bg_mobile: step.bg_mobile,
        starts_at: startsAt.toISOString(),
        hours: masterclassHours(startsAt),
        schedule: meetingSchedule(startsAt),
        member_time: await memberTime(viewer, startsAt),
        calendar: masterclassCalendarLinks(axis, step),
        phase: masterclassPhase(axis, step),
        opened,
        open_date: step.open_date,
        ...(axis.preview || !opened ? { preview: true } : {}),
      };
    },

    /** The masterclass as an iCalendar file (docs/product/axes.md#masterclass-calendar). */
    async masterclassCalendar(slug: string, slugStep: string, viewer: Viewer): Promise<string> {
      const { axis, step } = await masterclassStep(slug, slugStep, viewer, { page: false });
      return buildMeetingIcs({ ...masterclassEvent(axis, step), now: clock.now() });
    },

    async click(buttonId: string, viewer: Viewer) {
      const button = await repo.findButton(buttonId);
      if (!button) throw AppError.validation({ bid: 'Este botón no existe' });
      openAxisOr404({ ...button, active: button.axis_active }, viewer, clock.now());
      if (clock.now().getTime() < Date.parse(button.open_date)) throw new AppError('FORBIDDEN');
      await repo.insertClick(button.id, viewer.id, clock.now().toISOString());
      return { status: true as const };
    },

    async experts(slug: string, viewer: Viewer): Promise<Experts> {
      const axis = await axisOr404(slug, viewer);
      return {
        expert: {
          speaker: axis.speaker,
          speaker_gender: axis.speaker_gender === 'f' ? ('f' as const) : ('m' as const),
          speaker_job: axis.speaker_job,
          speaker_image: axis.speaker_image,
          speaker_image_rwd: axis.speaker_image_rwd,
          speaker_ln: axis.speaker_ln,
          speaker_fb: axis.speaker_fb,
          speaker_tw: axis.speaker_tw,
          speaker_yt: axis.speaker_yt,
          speaker_excerpt: axis.speaker_excerpt,
          speaker_name_axis_page: axis.speaker_name_axis_page || axis.speaker,
        },
        coachesForum: await repo.listCoaches(axis.id),
        questionsOpen: await questionsOpen(axis.id),
        ...(axis.preview ? { preview: true as const } : {}),
      };
    },

    /** A question is for the masterclass: once it has begun, none is taken (docs/product/axes.md#expert-question). */
    async question(slug: string, viewer: Viewer, question: string, submissionKey?: string) {
      const axis = await axisOr404(slug, viewer);
      if (!(await questionsOpen(axis.id))) throw new AppError('CONFLICT', EXPERT_QUESTIONS_CLOSED);
      await repo.insertQuestion(axis.id, viewer.id, question, clock.now().toISOString(), submissionKey);
      // Not waited for: the console hears of it within a turn of the event loop, one event for all the
      // questions asked in that turn (features/live/live.bus.ts), and the member's answer does not depend on it.
      void deps.onAsked?.(axis.id);
      return { status: true as const };
    },

    async related(slug: string, viewer: Viewer): Promise<Related> {
      const axis = await axisOr404(slug, viewer);
      const items = await repo.listRelated(axis.id);
      return {
        axisTitle: axis.title,
        groups: relatedGroups
          .map((g) => ({
            key: g.key,
            label: g.key === 'expert' ? `De ${axis.speaker}` : g.label,
            items: items
              .filter((i) => i.group_key === g.key)
              .map(({ title, description, url }) => ({ title, description, url })),
          }))
          .filter((g) => g.items.length > 0),
        ...(axis.preview ? { preview: true as const } : {}),
      };
    },

    /**
     * docs/product/certificates.md#route-certificate: the route certificate is eligible once stop 8 is open
     * and no stop is missing. Issuing it enters the member in the tablet draw (staff never enter).
     */
    async certificateEligibility(axisId: string, userId: string) {
      const axis = await repo.findAxisById(axisId);
      if (!axis || !isPublished(axis, clock.now()))
        throw new AppError('NOT_FOUND', 'No encontramos esta ruta.');
      const { certificate, missing } = await missingStops(axis.id, userId);
      const opened = Boolean(certificate && isOpen(certificate));
      return {
        axis,
        eligible: opened && missing.length === 0,
        missing,
        opened,
        ...(certificate ? { certificateStepId: certificate.id } : {}),
      };
    },

    /**
     * docs/product/axes.md#prize-draws: staff (by role or by their Compartir rol) never enter a draw, and
     * entries are recorded only inside an edition's participation period (docs/product/draws.md#editions).
     */
    async mayEnterTabletDraw(userId: string): Promise<boolean> {
      const user = await repo.findUserRol(userId);
      if (!user || user.rol === 'EQUIPO COMPARTIR' || user.role === 'staff') return false;
      return repo.drawPeriodOpen(clock.now().toISOString());
    },
  };
}
export type AxesService = ReturnType<typeof createAxesService>;
