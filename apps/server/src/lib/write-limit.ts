import type { FastifyRequest } from 'fastify';

/**
 * How many writes a minute a route takes (docs/decisions/0033-forums-that-grow.md). A signed-in
 * person's writes are counted per person: the teachers of a school who share one address each get
 * their own allowance during a live meeting. Anonymous forms stay counted per address (the rate
 * limit's default key).
 */
export const memberWriteLimit = (max: number) => ({
  max,
  timeWindow: '1 minute',
  // The session is resolved before the route's own hooks run, so the member is known here.
  keyGenerator: (request: FastifyRequest) => (request.user ? `member:${request.user.id}` : request.ip),
});
