import { afterEach, describe, expect, it, vi } from 'vitest';

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

describe('zod in the browser', () => {
  it('is configured by any schema module, with no import of the configuration first', async () => {
    // The entry no longer loads zod (docs/performance.md "First load on a phone"): each schema takes `z`
    // from the configured module (a lint rule), so loading one schema module alone configures zod.
    vi.resetModules();
    const { contactSchema } = await import('@foro/shared/contact/schemas');
    const { z } = await import('zod');
    expect(contactSchema).toBeDefined();
    expect(z.config().jitless).toBe(true);
    expect(z.config().localeError).toBeDefined();
  });

  it('validates a form without probing `new Function`, which the CSP would report', async () => {
    const constructed: unknown[][] = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        constructed.push(args);
        return Reflect.construct(target, args);
      },
    });
    const { z } = await import('@foro/shared/validation/zod-config');
    const { contactSchema } = await import('@foro/shared/contact/schemas');
    const form = z.object({ name: z.string().min(1), age: z.number() });
    expect(form.safeParse({ name: 'Ana', age: 30 }).success).toBe(true);
    const result = contactSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(constructed).toEqual([]);
    expect(z.config().jitless).toBe(true);
  });

  it('answers in Spanish where a schema has no message of its own', async () => {
    const { z } = await import('@foro/shared/validation/zod-config');
    const issues = z.object({ page: z.number().min(1), name: z.string() }).safeParse({ page: 0 }).error!
      .issues;
    expect(issues.map((i) => i.message)).toEqual([
      'Debe ser mayor o igual que 1.',
      'Este campo es obligatorio.',
    ]);
  });
});
