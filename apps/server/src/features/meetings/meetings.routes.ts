import { SUBMISSION_KEY_HEADER, submissionHeaders } from '@foro/shared/http/submission';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  axisCardSchema,
  inscriptionSchema,
  inscriptionCancelledSchema,
  meetingCardSchema,
  meetingContactSchema,
  meetingDetailQuery,
  meetingWithChatSchema,
  meetingPostSchema,
  meetingPostsPageSchema,
  meetingQuestionSchema,
  pageQuery,
  slugParams,
  speakerSchema,
  statusSchema,
} from '@foro/shared/meetings/schemas';
import { hostedMeetingsPath, hostedMeetingsSchema } from '@foro/shared/meetings/hosts';
import { meetingIcsFilename } from './meeting-calendar.ts';
import { memberWriteLimit } from '../../lib/write-limit.ts';
import { requireMember } from '../../plugins/member.ts';
import { jsonOf, sendKept } from '../../lib/public-answers.ts';

/** JSON text made (and checked against the route's schema) by the service, sent as it is. */
const sendJsonText = (reply: FastifyReply, text: string) =>
  reply.type('application/json; charset=utf-8').send(text);

/** Members' writes are limited per member, so a stuck button or a script cannot flood the forum. */
const writeLimit = memberWriteLimit(20);

export const meetingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { meetings, meetingHosts } = app.services;
  const tags = ['meetings'];
  const meetingCards = z.array(meetingCardSchema);
  const axisCards = z.array(axisCardSchema);

  // The same list for every visitor but staff (who also see drafts): kept ready to send, checked against
  // the change counter on each request (docs/performance.md#public-lists).
  app.get(
    '/api/meetings',
    {
      config: { access: 'public', cache: 'public-revalidate', keptAnswer: 'meetings' },
      schema: {
        tags,
        summary:
          'Los encuentros publicados, los próximos primero y luego los pasados (el equipo ve también los borradores)',
        response: { 200: meetingCards },
      },
    },
    async (request, reply) => {
      if (request.user?.role === 'staff') return meetings.list(request.user);
      const answer = await app.publicAnswers.get('meetings', async () =>
        jsonOf(meetingCards, await meetings.list(null)),
      );
      return sendKept(request, reply, answer);
    },
  );

  // The meetings the member hosts, for their console links on /perfil (docs/decisions/0050-meeting-hosts.md).
  app.get(
    hostedMeetingsPath,
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags,
        summary:
          'Los encuentros en los que el miembro es presentador/a (sin los archivados), para abrir su consola de preguntas',
        response: { 200: hostedMeetingsSchema },
      },
    },
    async (request) => meetingHosts.hosted(requireMember(request).id),
  );

  app.get(
    '/api/meeting/:slug',
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags,
        summary:
          'Un encuentro para el miembro: datos, horarios y materiales, con su inscripción, su asistencia y su certificado; desde su página en directo, con la primera página de su foro',
        params: slugParams,
        querystring: meetingDetailQuery,
        response: { 200: meetingWithChatSchema },
      },
    },
    // Sent as the text the service made, checked against the schema where it is made (decision 0118).
    async (request, reply) =>
      sendJsonText(
        reply,
        await meetings.detail(request.params.slug, requireMember(request), request.query.chat === '1'),
      ),
  );

  // Opened in a new window (docs/product/meetings.md#calendar-file): a file download anyone may add to a
  // calendar.
  app.get(
    '/api/meeting/:slug/calendar',
    {
      config: { access: 'public', cache: 'public-5-minutes' },
      schema: {
        tags,
        summary: 'El encuentro como archivo de calendario (.ics), para cualquiera que lo descargue',
        params: slugParams,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const ics = await meetings.calendar(request.params.slug, request.user);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${meetingIcsFilename(request.params.slug)}"`)
        .send(ics);
    },
  );

  app.get(
    '/api/meeting/:slug/speakers',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'Quien imparte el encuentro y quien lo conduce, con sus biografías y redes sociales (público)',
        params: slugParams,
        response: { 200: z.array(speakerSchema) },
      },
    },
    async (request) => meetings.speakers(request.params.slug, request.user),
  );

  // The inscription stays a GET (docs/product/meetings.md#inscription); registering twice changes nothing.
  // It writes, so it needs the anti-forgery header like a POST (a cross-site link cannot register
  // anyone) and has no HEAD.
  app.get(
    '/api/meeting/:slug/inscription',
    {
      // 409: the meeting does not take inscriptions yet (inactive).
      config: { access: 'member', cache: 'no-store', antiForgery: 'header', errors: ['CONFLICT'] },
      exposeHeadRoute: false,
      schema: {
        tags,
        summary:
          'Inscribe al miembro en el encuentro y, la primera vez, le envía la confirmación con la invitación de calendario',
        params: slugParams,
        response: { 200: inscriptionSchema },
      },
    },
    async (request) => {
      return meetings.inscribe(request.params.slug, requireMember(request));
    },
  );

  // Issue 16 §3: a member who cannot come any more takes the registration back; their reminders go.
  app.post(
    '/api/meeting/:slug/inscription/cancel',
    {
      // 409: the meeting is over (the registration is part of its record).
      config: { access: 'member', cache: 'no-store', errors: ['CONFLICT'] },
      schema: {
        tags,
        summary:
          'Anula la inscripción del miembro hasta que acaba el encuentro, y con ella sus recordatorios',
        params: slugParams,
        response: { 200: inscriptionCancelledSchema },
      },
    },
    async (request) => {
      return meetings.cancelInscription(request.params.slug, requireMember(request));
    },
  );

  app.get(
    '/api/meeting/:slug/posts',
    {
      config: { access: 'member', cache: 'private' },
      schema: {
        tags,
        summary: 'Los comentarios del foro del encuentro, 10 por página, los más recientes primero',
        params: slugParams,
        querystring: pageQuery,
        response: { 200: meetingPostsPageSchema },
      },
    },
    async (request) => {
      return meetings.posts(request.params.slug, request.query.page, requireMember(request));
    },
  );

  app.post(
    '/api/meeting/:slug/post',
    {
      config: { access: 'member', rateLimit: writeLimit },
      schema: {
        tags,
        summary:
          'Publica un comentario en el foro del encuentro (con una palabra vigilada, queda pendiente de revisión)',
        params: slugParams,
        headers: submissionHeaders,
        body: meetingPostSchema,
        response: { 200: meetingPostsPageSchema },
      },
    },
    async (request) =>
      meetings.addPost(
        request.params.slug,
        requireMember(request),
        request.body.post,
        request.headers[SUBMISSION_KEY_HEADER],
      ),
  );

  app.post(
    '/api/meeting/:slug/question',
    {
      config: { access: 'member', rateLimit: writeLimit },
      schema: {
        tags,
        summary:
          'Envía una pregunta del miembro para el ponente del encuentro, una vez abiertas las inscripciones',
        params: slugParams,
        headers: submissionHeaders,
        body: meetingQuestionSchema,
        response: { 200: statusSchema },
      },
    },
    async (request) =>
      meetings.addQuestion(
        request.params.slug,
        requireMember(request),
        request.body.question,
        request.headers[SUBMISSION_KEY_HEADER],
      ),
  );

  app.post(
    '/api/meeting/contact',
    {
      config: { access: 'member', rateLimit: writeLimit },
      schema: {
        tags,
        summary:
          'Envía al equipo un mensaje del miembro sobre un encuentro, o el aviso de que no puede ver la emisión',
        body: meetingContactSchema,
        response: { 200: statusSchema },
      },
    },
    async (request) =>
      meetings.contact(
        request.body.meetingSelect,
        requireMember(request),
        request.body.msg,
        request.body.kind,
      ),
  );

  app.get(
    '/api/axis',
    {
      config: { access: 'public', cache: 'public-revalidate', keptAnswer: 'axis' },
      schema: {
        tags: ['axes'],
        summary: 'Las rutas publicadas, en el orden que fija el equipo',
        response: { 200: axisCards },
      },
    },
    async (request, reply) =>
      sendKept(
        request,
        reply,
        await app.publicAnswers.get('axis', async () => jsonOf(axisCards, await meetings.axes())),
      ),
  );
};
