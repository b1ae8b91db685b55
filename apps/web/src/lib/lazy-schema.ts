import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

/** Once the page has loaded and the browser is idle (or at once, if it has already loaded). */
function whenIdle(run: () => void) {
  if (typeof window === 'undefined') return;
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 3_000 })
      : setTimeout(run, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** The schemas already asked for at idle: each once. */
const askedWhenIdle = new WeakSet<() => Promise<unknown>>();

/**
 * Asks for `schema` once the page has loaded and the browser is idle, the first time a form that checks
 * with it is drawn (not when its module runs: a page that shares a chunk with that form but does not
 * draw it loads no schema, docs/decisions/0105-a-member-pages-first-screen-in-few-files.md).
 */
function askWhenIdle(schema: () => Promise<unknown>) {
  if (askedWhenIdle.has(schema)) return;
  askedWhenIdle.add(schema);
  whenIdle(() => void schema().catch(() => undefined));
}

/**
 * A form's schema, loaded apart from the page: zod is most of a member page's code, and the first screen
 * draws, reads and updates live without it (docs/decisions/0072-a-member-pages-first-screen.md). It is
 * asked for once a form that uses it is drawn (`lazyZodResolver`, `useSchemaWhenIdle`), the page has
 * loaded and the browser is idle, so that the form still checks what was typed after the connection
 * drops; a failed load is asked for again on the next call.
 */
export function lazySchema<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    }));
}

/** For a form that checks with `schema` itself (without react-hook-form): asks for it when drawn. */
export function useSchemaWhenIdle(schema: () => Promise<unknown>) {
  useEffect(() => askWhenIdle(schema), [schema]);
}

/** The forms' resolver for zod, loaded the same way. */
const zodResolverModule = lazySchema(() => import('@hookform/resolvers/zod'));

/**
 * react-hook-form's zod resolver for a schema `lazySchema` loads: the same errors once it has come. If it
 * cannot come (the connection dropped before it did), the values go as typed and the server's check (the
 * same schema, its 422 with the same Spanish messages) answers instead.
 */
export function lazyZodResolver<T extends FieldValues>(
  schema: () => Promise<Parameters<typeof import('@hookform/resolvers/zod').zodResolver>[0]>,
): Resolver<T> {
  // Called as the form is drawn (its `useForm` options): both are asked for once the browser is idle.
  askWhenIdle(schema);
  askWhenIdle(zodResolverModule);
  return async (values, context, options) => {
    let resolver: Resolver<T>;
    try {
      const [{ zodResolver }, loaded] = await Promise.all([zodResolverModule(), schema()]);
      resolver = zodResolver(loaded) as unknown as Resolver<T>;
    } catch {
      return { values, errors: {} };
    }
    return resolver(values, context, options);
  };
}
