import { SUBMISSION_KEY_HEADER, submissionHeaders } from '@foro/shared/http/submission';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  axisInfoSchema,
  axisParams,
  axisQuestionSchema,
  clickSchema,
  expertsSchema,
  masterclassInfoSchema,
  relatedSchema,
  stepParams,
  stopInfoSchema,
  visitSchema,
} from '@foro/shared/axes/schemas';
import { statusSchema } from '@foro/shared/meetings/schemas';
import { memberWriteLimit } from '../../lib/write-limit.ts';
import { requireMember } from '../../plugins/member.ts';

/** `masterclass-<slug>.ics`, safe in a content-disposition header. */
const masterclassIcsFilename = (slug: string) =>
  `masterclass-${slug.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}.ics`;

const writeLimit = memberWriteLimit(30);

export const axesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { axes } = app.services;
  const tags = ['axes'];
  const member = { access: 'member' as const };

  app.get(
    '/api/axis/info/:slug',
    {
      config: { ...member, cache: 'private' },
      schema: {
        tags,
        summary:
          'La ruta para el miembro: sus paradas (abiertas y visitadas), la masterclass con su hora y el progreso',
        params: axisParams,
        response: { 200: axisInfoSchema },
      },
    },
    async (request) => {
      return axes.info(request.params.slug, requireMember(request));
    },
  );

  app.get(
    '/api/axis/:slug/steps/:slugStep',
    {
      config: { ...member, cache: 'private' },
      schema: {
        tags,
        summary:
          'Una parada de la ruta: texto, contenidos insertados y botones; en la del certificado, las paradas que faltan',
        params: stepParams,
        response: { 200: stopInfoSchema },
      },
    },
    async (request) => {
      return axes.stop(request.params.slug, request.params.slugStep, requireMember(request));
    },
  );

  app.post(
    '/api/axis/:slug/registersteps/:slugStep',
    {
      config: { ...member, rateLimit: writeLimit },
      schema: {
        tags,
        summary:
          'Registra que el miembro abrió una parada de contenido o la del certificado; repetirlo no cambia nada',
        params: stepParams,
        response: { 200: visitSchema },
      },
    },
    async (request) =>
      axes.registerStep(request.params.slug, request.params.slugStep, requireMember(request), 'stop'),
  );

  app.get(
    '/api/axis/:slug/masterclass/:slugStep',
    {
      config: { ...member, cache: 'private' },
      schema: {
        tags,
        summary:
          'La masterclass de la ruta: textos, vídeo y chat, horarios por país, la hora del miembro y enlaces de calendario',
        params: stepParams,
        response: { 200: masterclassInfoSchema },
      },
    },
    async (request) => {
      return axes.masterclass(request.params.slug, request.params.slugStep, requireMember(request));
    },
  );

  // docs/product/axes.md#masterclass-calendar: a file download for the member's calendar.
  app.get(
    '/api/axis/:slug/masterclass/:slugStep/calendar',
    {
      config: { ...member, cache: 'private' },
      schema: {
        tags,
        summary: 'La masterclass como archivo de calendario (.ics), también antes de que abra su parada',
        params: stepParams,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const ics = await axes.masterclassCalendar(
        request.params.slug,
        request.params.slugStep,
        requireMember(request),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${masterclassIcsFilename(request.params.slugStep)}"`,
        )
        .send(ics);
    },
  );

  app.post(
    '/api/axis/:slug/registermasterclass/:slugStep',
    {
      config: { ...member, rateLimit: writeLimit },
      schema: {
        tags,
        summary: 'Registra que el miembro abrió la masterclass de la ruta; repetirlo no cambia nada',
        params: stepParams,
        response: { 200: visitSchema },
      },
    },
    async (request) =>
      axes.registerStep(request.params.slug, request.params.slugStep, requireMember(request), 'masterclass'),
  );

  app.post(
    '/api/click',
    {
      config: { ...member, rateLimit: writeLimit },
      schema: {
        tags,
        summary: 'Registra el clic del miembro en un botón de una parada abierta; repetirlo no cambia nada',
        body: clickSchema,
        response: { 200: statusSchema },
      },
    },
    async (request) => axes.click(request.body.bid, requireMember(request)),
  );

  app.get(
    '/api/axis/:slug/experts',
    {
      config: member,
      schema: {
        tags,
        summary: 'El experto o la experta de la ruta, sus coaches y si aún admite preguntas',
        params: axisParams,
        response: { 200: expertsSchema },
      },
    },
    async (request) => axes.experts(request.params.slug, requireMember(request)),
  );

  app.post(
    '/api/axis/:slug/question',
    {
      config: { ...member, rateLimit: memberWriteLimit(20) },
      schema: {
        tags,
        summary: 'Envía una pregunta al experto o la experta de la ruta, hasta que empieza la masterclass',
        params: axisParams,
        headers: submissionHeaders,
        body: axisQuestionSchema,
        response: { 200: statusSchema },
      },
    },
    async (request) =>
      axes.question(
        request.params.slug,
        requireMember(request),
        request.body.question,
        request.headers[SUBMISSION_KEY_HEADER],
      ),
  );

  app.get(
    '/api/axis/:slug/related',
    {
      config: member,
      schema: {
        tags,
        summary: 'Los contenidos relacionados de la ruta, agrupados por tipo',
        params: axisParams,
        response: { 200: relatedSchema },
      },
    },
    async (request) => axes.related(request.params.slug, requireMember(request)),
  );
};
