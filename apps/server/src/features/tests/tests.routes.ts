import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { axisParams } from '@foro/shared/axes/schemas';
import { statusSchema } from '@foro/shared/meetings/schemas';
import {
  testListSchema,
  testResultsSchema,
  testSaveSchema,
  testSavedSchema,
  testSchema,
  testSelectionSchema,
} from '@foro/shared/tests/schemas';
import { memberWriteLimit } from '../../lib/write-limit.ts';
import { requireMember } from '../../plugins/member.ts';

export const testsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tests } = app.services;
  const tags = ['tests'];
  const member = { access: 'member' as const };

  app.get(
    '/api/axis/:slug/tests/list',
    {
      config: { ...member, cache: 'private' },
      schema: {
        tags,
        summary: 'Los casos prácticos de la ruta para elegir, y si el miembro ya eligió uno o lo resolvió',
        params: axisParams,
        response: { 200: testListSchema },
      },
    },
    async (request) => {
      return tests.list(request.params.slug, requireMember(request));
    },
  );

  app.post(
    '/api/axis/:slug/tests/selection',
    {
      config: member,
      schema: {
        tags,
        summary: 'Guarda el caso práctico que elige el miembro, mientras no haya resuelto ninguno de la ruta',
        params: axisParams,
        body: testSelectionSchema,
        response: { 200: statusSchema },
      },
    },
    async (request) => tests.select(request.params.slug, requireMember(request), request.body.test),
  );

  app.get(
    '/api/test/:slug',
    {
      config: { ...member, cache: 'private' },
      schema: {
        tags,
        summary:
          'El caso práctico elegido: introducción y preguntas con sus opciones, sin las respuestas correctas',
        params: axisParams,
        response: { 200: testSchema },
      },
    },
    async (request) => {
      return tests.test(request.params.slug, requireMember(request));
    },
  );

  app.post(
    '/api/test/save/:slug',
    {
      config: { ...member, rateLimit: memberWriteLimit(10) },
      schema: {
        tags,
        summary:
          'Envía las respuestas del caso práctico: lo puntúa sobre 10, una sola vez, y marca visitada la parada 7',
        params: axisParams,
        body: testSaveSchema,
        response: { 200: testSavedSchema },
      },
    },
    async (request) => tests.save(request.params.slug, requireMember(request), request.body),
  );

  app.get(
    '/api/test/results/:slug',
    {
      config: { ...member, cache: 'private' },
      schema: {
        tags,
        summary:
          'La evaluación del caso práctico resuelto: la nota sobre 10 y cada respuesta con la correcta',
        params: axisParams,
        response: { 200: testResultsSchema },
      },
    },
    async (request) => {
      return tests.results(request.params.slug, requireMember(request));
    },
  );
};
