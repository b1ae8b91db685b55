import { afterEach, describe, expect, it } from 'vitest';
import main from './main.tsx?raw';

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

describe('zod in the browser', () => {
  it('is configured by the shared module before anything else in the entry', () => {
    const firstImport = main.split('\n').find((line) => line.startsWith('import'));
    expect(firstImport).toBe("import '@foro/shared/validation/zod-config';");
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
