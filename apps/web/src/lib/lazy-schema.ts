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

/**
 * A form's schema, loaded apart from the page: zod is most of a member page's code, and the first screen
 * draws, reads and updates live without it (docs/decisions/0072-a-member-pages-first-screen.md). It is
 * asked for when the page has loaded and the browser is idle, so that a form still checks what was typed
 * after the connection drops; a failed load is asked for again on the next call.
 */
export function lazySchema<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  const get = () =>
    (pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    }));
  whenIdle(() => void get().catch(() => undefined));
  return get;
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
