import fp from 'fastify-plugin';

/**
 * What a route lets browsers and proxies keep, declared once in its `config.cache`. Private
 * answers are never stored; public ones only when they succeed, so an error is never cached.
 */
export const cachePolicies = {
  'no-store': 'no-store',
  private: 'private, no-store',
  /** Kept by any cache but checked with the server each time: content staff may change at any moment. */
  'public-revalidate': 'public, no-cache',
  'public-5-minutes': 'public, max-age=300',
  'public-hour': 'public, max-age=3600',
  'public-day': 'public, max-age=86400',
  /** A file whose address changes with its content (uploaded media, built assets): kept for a year. */
  'public-immutable': 'public, max-age=31536000, immutable',
} as const;
export type CachePolicy = keyof typeof cachePolicies;

export const cacheControl = fp(async (app) => {
  // A callback, not an async hook: every answer runs it, and a promise each was work for nothing.
  app.addHook('onSend', (request, reply, payload, done) => {
    const policy = request.routeOptions.config.cache;
    if (!policy || reply.hasHeader('cache-control')) return done(null, payload);
    if (policy.startsWith('public') && reply.statusCode >= 400) return done(null, payload);
    // Staff may be served drafts on the member pages (docs/product/admin.md#drafts-and-publication):
    // an answer to staff is never stored, whatever the route lets others keep.
    const staff = request.user?.role === 'staff';
    reply.header('cache-control', cachePolicies[staff && policy.startsWith('public') ? 'private' : policy]);
    done(null, payload);
  });
});
