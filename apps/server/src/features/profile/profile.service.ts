import { countryLabel } from '@foro/shared/directory/countries';
import type { MemberData, UserData } from '@foro/shared/profile/schemas';
import type { Clock } from '../../lib/clock.ts';
import type { AxesService } from '../axes/axes.service.ts';
import type { ForumService } from '../forum/forum.service.ts';
import type { TestsService } from '../tests/tests.service.ts';
import type { ProfileRepository } from './profile.repository.ts';

export function createProfileService(deps: {
  repo: ProfileRepository;
  clock: Clock;
  axes: Pick<AxesService, 'certificateEligibility'>;
  forum: Pick<ForumService, 'ranking'>;
  tests: Pick<TestsService, 'attemptsOf'>;
}) {
  const { repo, clock } = deps;
  return {
    async allowNotificationsForum(userId: string, allow: boolean) {
      await repo.setNotificationForum(userId, allow, clock.now().toISOString());
      return { allow: await repo.getNotificationForum(userId) };
    },

    async memberData(userId: string, redirect: string): Promise<MemberData> {
      const u = await repo.findUser(userId);
      return {
        user: {
          name: u.name,
          lastname: u.lastname,
          email: u.email,
          country: countryLabel(u.country),
          city: u.city,
          rol: u.rol,
          notification_forum: u.notification_forum === 1,
        },
        redirect,
      };
    },

    /** Spec §3 "Profile page data": one row per active route for tests and for the forum ranking. */
    async userData(userId: string): Promise<UserData> {
      const axes = await repo.listActiveAxes();
      const attempts = await deps.tests.attemptsOf(userId);
      const tests: UserData['tests'] = [];
      const threads: UserData['threads'] = [];
      for (const axis of axes) {
        const attempt = attempts.find((a) => a.axis_id === axis.id);
        const progress = await deps.axes.certificateEligibility(axis.id, userId);
        tests.push({
          testName: attempt?.title ?? '-',
          testSpeaker: attempt?.speaker ?? '-',
          testAxis: axis.title,
          axisId: axis.id,
          axisSlug: axis.slug,
          testState: attempt ? 'Completado' : 'Pendiente',
          testScore: attempt ? attempt.score : -1,
          notVisited: progress.missing,
          opened: progress.opened,
        });
        const rank = await deps.forum.ranking(axis.id, userId);
        threads.push({
          forumAxis: axis.title,
          forumState: rank.posts > 0 ? 'Participando' : 'Sin participar',
          forumRanking: rank.place,
          forumPosts: rank.posts,
        });
      }
      const scores = tests.filter((t) => t.testScore >= 0).map((t) => t.testScore);
      const average = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : -1;
      return {
        tests,
        threads,
        testsGlobal:
          average < 0
            ? '-'
            : `${Number.isInteger(average) ? average : average.toFixed(1).replace('.', ',')}/10`,
        opened: tests.some((t) => t.opened),
      };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
