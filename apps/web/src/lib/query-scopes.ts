/**
 * Key prefixes that several features' data share. A feature's key factory builds on them, and a
 * mutation that must refresh another feature's data invalidates a scope here instead of hard-coding
 * that feature's keys (docs/decisions/0022-web-feature-boundaries.md#query-keys).
 */
export const queryScopes = {
  /** The signed-in member and what depends on them (lib/session). */
  session: ['session'] as const,
  /** The member's profile data (features/profile). */
  profile: ['profile'] as const,
  /** Everything about one route: stops, related content, tests, forum threads. */
  axis: (slug: string) => ['axis', slug] as const,
  /** The back office's data (features/<f>/admin): never mixed with what members read. */
  admin: ['admin'] as const,
};
