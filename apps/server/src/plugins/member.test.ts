import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requireMember } from './member.ts';

describe('requireMember', () => {
  it('returns the signed-in member', () => {
    const user = { id: 'u1' };
    expect(requireMember({ user } as unknown as FastifyRequest)).toBe(user);
  });

  it('refuses a request without one as UNAUTHENTICATED (401), not a crash', () => {
    expect(() => requireMember({ user: null } as unknown as FastifyRequest)).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED', statusCode: 401 }),
    );
  });
});
