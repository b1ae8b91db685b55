import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import spectralRulesets from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { operationIdOf } from './openapi.ts';

// CommonJS packages: their exports come as the default export.
const { Spectral, Document } = spectralCore;
const { Json } = spectralParsers;
const { oas } = spectralRulesets;

interface Operation {
  summary?: string;
  operationId?: string;
}

/**
 * The document as an integrator's tools read it: Spectral's OpenAPI rules (the publisher's IT and
 * client generators run them). One rule is replaced: `operation-description` asks a long description
 * of every operation, where this document gives each a one-line summary, checked below.
 */
describe('the OpenAPI document passes Spectral', () => {
  let t: TestApp;
  let text: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    text = (await t.app.inject({ url: '/api/openapi.json' })).body;
  });
  afterAll(() => t.close());

  it('with no error and no warning of the OpenAPI ruleset', async () => {
    const spectral = new Spectral();
    spectral.setRuleset({
      extends: [[oas as never, 'recommended']],
      rules: { 'operation-description': 'off' },
    });
    const results = await spectral.run(new Document(text, Json, '/api/openapi.json'));
    const found = results.map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
    expect(found).toEqual([]);
  });

  it('with a Spanish summary and a name for every operation', () => {
    const doc = JSON.parse(text) as { paths: Record<string, Record<string, Operation>> };
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(operations)) {
        if (!operation.summary?.trim()) missing.push(`${method.toUpperCase()} ${path}: no summary`);
        if (!operation.operationId) missing.push(`${method.toUpperCase()} ${path}: no operationId`);
      }
    expect(missing).toEqual([]);
  });
});

describe('operationIdOf', () => {
  it('names an operation by its method and address, parameters as "by"', () => {
    expect(operationIdOf('GET', '/api/meeting/:slug/posts')).toBe('getMeetingBySlugPosts');
    expect(operationIdOf('POST', '/api/admin/meetings/:meetingId/attendance/import')).toBe(
      'postAdminMeetingsByMeetingIdAttendanceImport',
    );
    expect(operationIdOf('GET', '/.well-known/did.json')).toBe('getWellKnownDidJson');
    expect(operationIdOf('DELETE', '/api/axis/:slug/threads/:slugThread/posts/:id')).toBe(
      'deleteAxisBySlugThreadsBySlugThreadPostsById',
    );
  });
});
