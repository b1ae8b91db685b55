import type { Clock } from '../../lib/clock.ts';
import type { ProfileRepository } from './profile.repository.ts';

export function createProfileService(deps: { repo: ProfileRepository; clock: Clock }) {
  return {
    async allowNotificationsForum(userId: string, allow: boolean) {
      await deps.repo.setNotificationForum(userId, allow, deps.clock.now().toISOString());
      return { allow: await deps.repo.getNotificationForum(userId) };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
