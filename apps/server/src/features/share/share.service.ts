import { plainTitle } from '@foro/shared/meetings/title';
import {
  livePhase,
  MASTERCLASS_MINUTES,
  meetingClockState,
  meetingDisplayTime,
  PUBLISHER_TIME_ZONE,
} from '@foro/shared/meetings/time';
import type { Clock } from '../../lib/clock.ts';
import { isPublished } from '../../lib/publication.ts';
import type { ShareRepository } from './share.repository.ts';
import { shellWithPreview } from './shell-meta.ts';

/** What a shared link shows before anyone opens it (docs/product/sharing.md). */
export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute path of the 1200×630 picture on this server. */
  image: string;
  imageAlt: string;
  type: 'website' | 'article';
}

const SITE = 'Foro de Educadores';
const SITE_DESCRIPTION =
  'Foro de Educadores: la comunidad de docentes y directivos de 15 países de Latinoamérica. Encuentros con expertos, rutas de aprendizaje y certificados.';
const SITE_IMAGE = '/api/share/image/portal';

/** The public pages that name themselves without data (their titles as the pages set them). */
const STATIC: Record<string, { title: string; description?: string }> = {
  '/': { title: 'Quiénes somos' },
  '/foro-de-educadores': {
    title: 'Foro de Educadores 2021',
    description:
      'Encuentros mensuales en directo con expertos en educación: pregunta, debate y obtén tu certificado.',
  },
  '/foro-de-educadores-2022': {
    title: 'Foro de Educadores 2022',
    description:
      'Rutas de aprendizaje de 8 paradas con masterclass en vivo, casos prácticos, coaches y certificado.',
  },
  '/bases-del-sorteo': { title: 'Bases legales del sorteo' },
  '/politica-cookies': { title: 'Política de cookies' },
  '/politica-privacidad': { title: 'Política de privacidad' },
  '/condiciones-de-uso': { title: 'Condiciones de uso' },
  '/politica-de-rrss': { title: 'Política de redes sociales' },
};

/** The open-access form page: its preview follows the open masterclass's time (issue 33). */
const OPEN_ACCESS = '/acceso-abierto';
const OPEN_ACCESS_TITLE = 'Vive la masterclass en abierto';
const OPEN_ACCESS_DESCRIPTION =
  'Deja tu correo y tu país y mira la masterclass abierta del Foro de Educadores.';

/** `DD/MM/YYYY a las HH:mm (GMT-5)` of an instant in a zone. */
const whenText = (startsAt: Date, timeZone: string) => {
  const time = meetingDisplayTime(startsAt, timeZone);
  const [year, month, day] = time.date.split('/');
  return `${day}/${month}/${year} a las ${time.hour_formated} (${time.time_zone})`;
};

const MEETING = /^\/encuentros\/([^/]+)\/(?:vive-el-encuentro|experto|interactua|contacto)\/?$/;
const AXIS = /^\/eje\/([^/]+)(?:\/.*)?$/;
const excerpt = (text: string, max = 200) => {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 1).trimEnd()}…` : plain;
};

/**
 * The title, description and picture of a portal page for link previews. Pages that need signing in
 * get them too, from public information only: a meeting's title, date and time, a route's title and
 * claim — what the public lists already show. Drafts and archived items get the portal's own preview.
 */
export function createShareService(deps: { repo: ShareRepository; clock: Clock }) {
  const portal = (title?: string, description?: string): LinkPreview => ({
    title: title ? `${title} · ${SITE}` : SITE,
    description: description ?? SITE_DESCRIPTION,
    image: SITE_IMAGE,
    imageAlt: SITE,
    type: 'website',
  });

  return {
    /** The app shell with a page's preview tags (plugins/web.ts serves it). */
    shellWithPreview,
    async preview(pathname: string): Promise<LinkPreview> {
      const known = STATIC[pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname];
      if (known) return portal(known.title, known.description);
      const now = deps.clock.now();
      if (pathname.replace(/\/$/, '') === OPEN_ACCESS) {
        const open = await deps.repo.openMasterclass();
        if (!open?.published_at || Date.parse(open.published_at) > now.getTime())
          return portal(OPEN_ACCESS_TITLE, OPEN_ACCESS_DESCRIPTION);
        const startsAt = new Date(open.starts_at);
        const phase = livePhase(startsAt, MASTERCLASS_MINUTES, now);
        return portal(
          OPEN_ACCESS_TITLE,
          excerpt(
            phase === 'before'
              ? `Masterclass en directo el ${whenText(startsAt, PUBLISHER_TIME_ZONE)}: ${open.title}. ${OPEN_ACCESS_DESCRIPTION}`
              : phase === 'live'
                ? `Masterclass en directo ahora: ${open.title}. ${OPEN_ACCESS_DESCRIPTION}`
                : `La masterclass «${open.title}» ya se celebró. Deja tu correo y tu país y mira la grabación.`,
          ),
        );
      }
      const meetingSlug = MEETING.exec(pathname)?.[1];
      if (meetingSlug) {
        const meeting = await deps.repo.meeting(decodeURIComponent(meetingSlug));
        if (!meeting || !isPublished(meeting, now)) return portal();
        const title = plainTitle(meeting.title);
        const startsAt = new Date(meeting.starts_at);
        const when = whenText(startsAt, meeting.time_zone);
        // The preview follows the meeting's state: a past meeting is no longer "en directo".
        const { post_event } = meetingClockState(
          {
            startsAt,
            durationMinutes: meeting.duration_minutes,
            timeZone: meeting.time_zone,
            activeOverride: meeting.active_override === null ? null : meeting.active_override === 1,
            postEventOverride:
              meeting.post_event_override === null ? null : meeting.post_event_override === 1,
          },
          now,
        );
        const live = !post_event && now >= startsAt;
        return {
          title: `${title} · ${SITE}`,
          description: excerpt(
            `${
              post_event
                ? `Encuentro celebrado el ${when}. Revívelo en el Foro de Educadores.`
                : live
                  ? `Encuentro en directo ahora (comenzó el ${when}).`
                  : `Encuentro en directo el ${when}.`
            } ${meeting.topic}`,
          ),
          image: `/api/share/image/meeting/${encodeURIComponent(meeting.slug)}`,
          imageAlt: title,
          type: 'article',
        };
      }
      const axisSlug = AXIS.exec(pathname)?.[1];
      if (axisSlug && axisSlug !== 'sorteo') {
        const axis = await deps.repo.axis(decodeURIComponent(axisSlug));
        if (!axis || !isPublished(axis, now)) return portal();
        return {
          title: `${axis.title} · ${SITE}`,
          description: excerpt(axis.claim || axis.excerpt || SITE_DESCRIPTION),
          image: `/api/share/image/axis/${encodeURIComponent(axis.slug)}`,
          imageAlt: axis.title,
          type: 'article',
        };
      }
      return portal();
    },

    /** The content picture behind a preview image, or undefined for the portal's own. */
    async picture(kind: 'meeting' | 'axis', slug: string): Promise<string | undefined> {
      const now = deps.clock.now();
      if (kind === 'meeting') {
        const meeting = await deps.repo.meeting(slug);
        return meeting && isPublished(meeting, now) ? meeting.img : undefined;
      }
      const axis = await deps.repo.axis(slug);
      return axis && isPublished(axis, now) ? axis.speaker_image : undefined;
    },
  };
}
export type ShareService = ReturnType<typeof createShareService>;
