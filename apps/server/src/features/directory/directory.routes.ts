import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cityOptionSchema,
  cityParams,
  communeOptionSchema,
  countryParams,
  regionOptionSchema,
  regionParams,
  schoolOptionSchema,
  stateOptionSchema,
  stateParams,
} from '@foro/shared/directory/schemas';

/**
 * The directory calls of docs/product/directory.md#directory-calls. The country segment is folded (no spaces
 * or accents, any case: `republicadominicana`, `Chile`); an unknown country, state, region or city answers
 * 404.
 */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { directory } = app.services;
  const tags = ['directory'];
  // Reference lists change when staff import a file: browsers and proxies may keep them an hour.
  const access = { access: 'public' as const, cache: 'public-hour' as const };

  app.get(
    '/api/school/:country',
    {
      config: access,
      schema: {
        tags,
        summary: 'Colegios de un país con lista única (Costa Rica, Panamá, Nicaragua, Perú, Bolivia)',
        params: countryParams,
        response: { 200: z.array(schoolOptionSchema) },
      },
    },
    async (request) => await directory.countrySchools(request.params.country),
  );

  app.get(
    '/api/school/province/:country',
    {
      config: access,
      schema: {
        tags,
        summary: 'Departamentos, estados o provincias de un país',
        params: countryParams,
        response: { 200: z.array(stateOptionSchema) },
      },
    },
    async (request) => await directory.states(request.params.country),
  );

  app.get(
    '/api/school/city/:country/:state',
    {
      config: access,
      schema: {
        tags,
        summary: 'Ciudades de un departamento, estado o provincia (id)',
        params: stateParams,
        response: { 200: z.array(cityOptionSchema) },
      },
    },
    async (request) => await directory.cities(request.params.country, request.params.state),
  );

  app.get(
    '/api/schools/:country/:city',
    {
      config: access,
      schema: {
        tags,
        summary: 'Colegios de una ciudad (id); para Chile, de una comuna',
        params: cityParams,
        response: { 200: z.array(schoolOptionSchema) },
      },
    },
    async (request) => await directory.citySchools(request.params.country, request.params.city),
  );

  app.get(
    '/api/school/region/:country',
    {
      config: access,
      schema: {
        tags,
        summary: 'Regiones de Chile',
        params: countryParams,
        response: { 200: z.array(regionOptionSchema) },
      },
    },
    async (request) => await directory.regions(request.params.country),
  );

  app.get(
    '/api/communes/:country/:region',
    {
      config: access,
      schema: {
        tags,
        summary: 'Comunas de una región de Chile (id)',
        params: regionParams,
        response: { 200: z.array(communeOptionSchema) },
      },
    },
    async (request) => await directory.communes(request.params.country, request.params.region),
  );
};
