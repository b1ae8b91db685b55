import { describe, expect, it } from 'vitest';
import { z } from '@foro/shared/validation/zod-config';
import { threadPageSchema } from '@foro/shared/forum/schemas';
import { createResponseSerializer } from './response-serializer.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/answer', httpStatus: '200' }) as never;
const written = (schema: z.ZodType, data: unknown, crossCheck = false) =>
  JSON.parse(createResponseSerializer({ crossCheck })(route(schema))(data));

describe('the response serializer (decision 0121)', () => {
  it('writes the declared fields only, at every depth, as zod does', () => {
    const schema = z.object({
      name: z.string(),
      author: z.object({ id: z.string() }).nullable(),
      posts: z.array(z.object({ id: z.string(), at: z.string().optional() })),
      counts: z.record(z.string(), z.object({ n: z.number() })),
      none: z.object({}),
      closedAt: z.iso.datetime().nullable(),
    });
    const data = {
      name: 'Hilo',
      passwordHash: 'secreto',
      author: { id: 'u1', email: 'ana@example.org' },
      posts: [
        { id: 'p1', post_user_email: 'x@example.org' },
        { id: 'p2', at: '2026-11-29' },
      ],
      counts: { a: { n: 1, hidden: true } },
      none: { anything: 1 },
      closedAt: null,
    };
    const expected = {
      name: 'Hilo',
      author: { id: 'u1' },
      posts: [{ id: 'p1' }, { id: 'p2', at: '2026-11-29' }],
      counts: { a: { n: 1 } },
      none: {},
      closedAt: null,
    };
    expect(written(schema, data)).toEqual(expected);
    expect(written(schema, { ...data, author: null })).toEqual({ ...expected, author: null });
    const closed = '2026-11-29T10:00:00.000Z';
    expect(written(schema, { ...data, closedAt: closed })).toEqual({ ...expected, closedAt: closed });
    expect(written(schema, data, true)).toEqual(expected);
  });

  it('writes a thread page exactly as zod does', () => {
    const page = {
      thread: { id: 't1', slug: 'hilo', title: 'Hilo', coach: null, closed: false, pinned: true },
      axisTitle: 'Eje',
      threadTitle: 'Hilo',
      posts: [
        {
          id: 'p1',
          post: '<p>Hola</p>',
          creation_date: '29/11/2026',
          user: { name: 'Ana Pérez', coach: false, image: '' },
          own: true,
          reported: false,
          editable: true,
          user_id: 'never written',
        },
      ],
      page: 1,
      pages: 1,
      total: 1,
      canModerate: false,
    };
    const byZod = JSON.parse(JSON.stringify(threadPageSchema.encode(page as never)));
    expect(written(threadPageSchema, page, true)).toEqual(byZod);
    expect(byZod.posts[0]).not.toHaveProperty('user_id');
  });

  it('keeps zod for a union of objects, which fast-json-stringify would check otherwise', () => {
    const schema = z.object({
      item: z.union([z.object({ kind: z.literal('a'), a: z.string() }), z.object({ kind: z.literal('b') })]),
    });
    expect(written(schema, { item: { kind: 'a', a: 'x', extra: 1 } })).toEqual({
      item: { kind: 'a', a: 'x' },
    });
  });

  it('fails, in the test app, an answer whose values zod refuses', () => {
    const schema = z.object({ count: z.number().int(), open: z.boolean() });
    // Written as given in production (fast-json-stringify checks no value)…
    expect(written(schema, { count: '3', open: 1 })).toEqual({ count: 3, open: true });
    // …and refused where the tests run, so a service that returns the wrong type fails its test.
    expect(() => written(schema, { count: '3', open: 1 }, true)).toThrow(/doesn't match the schema/);
  });
});
