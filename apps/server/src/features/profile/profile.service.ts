import { countryLabel } from '@foro/shared/directory/countries';
import { BOT_CHECK_FAILED } from '@foro/shared/botcheck/constants';
import type { ResolvePlaceInput, ResolvePlaceResult } from '@foro/shared/directory/schemas';
import { confirmationSchema, OTHER_CITY, type ConfirmationInput } from '@foro/shared/profile/confirmation';
import type { MailPreferenceKind, MemberData, UserData } from '@foro/shared/profile/schemas';
import { safeRedirectPath } from '@foro/shared/session/redirect';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AxesService } from '../axes/index.ts';
import type { ForumService } from '../forum/index.ts';
import type { TestsService } from '../tests/index.ts';
import type { EmailChangeService } from './email-change.service.ts';
import type { ProfileRepository } from './profile.repository.ts';

/** What saving needs from the directory: the place ids checked against each other and named. */
export interface PlaceResolver {
  resolvePlace(input: ResolvePlaceInput): Promise<ResolvePlaceResult>;
}

const parsePlace = (json: string): Record<string, string> => {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
};

export function createProfileService(deps: {
  repo: ProfileRepository;
  clock: Clock;
  axes: Pick<AxesService, 'certificateEligibility'>;
  forum: Pick<ForumService, 'ranking'>;
  tests: Pick<TestsService, 'attemptsOf'>;
  places: PlaceResolver;
  verifyBotToken: (token: string) => Promise<boolean>;
  emailChange: Pick<EmailChangeService, 'request'>;
}) {
  const { repo, clock } = deps;
  return {
    async allowNotificationsForum(userId: string, allow: boolean) {
      await repo.setNotificationForum(userId, allow, clock.now().toISOString());
      return { allow: await repo.getNotificationForum(userId) };
    },

    async setMailPreference(userId: string, kind: MailPreferenceKind, allow: boolean) {
      return { kind, allow: await repo.setMailPreference(userId, kind, allow, clock.now().toISOString()) };
    },

    async memberData(userId: string, redirect: string): Promise<MemberData> {
      const u = await repo.findUser(userId);
      return {
        user: {
          name: u.name,
          lastname: u.lastname,
          lastname2: u.lastname2,
          email: u.email,
          country: u.country,
          countryLabel: countryLabel(u.country),
          doc: u.doc,
          phone: u.phone,
          rol: u.rol,
          region: u.region,
          commune: u.commune,
          state: u.state,
          city: u.city,
          school: u.school,
          school_type: u.school_type,
          subscription: u.subscription,
          level: u.level,
          area: u.area,
          notification_forum: u.notification_forum === 1,
          notification_reminders: u.notification_reminders === 1,
          notification_replay: u.notification_replay === 1,
          notification_answers: u.notification_answers === 1,
          userUpdatedFields: u.updated_fields,
          place: parsePlace(u.place_ids),
        },
        redirect,
      };
    },

    /**
     * POST users/save: the same rules as the browser, the bot check, the place checked against the
     * directory, then the member is confirmed. With a certificate requested the answer's redirect is
     * the certificate (the browser opens it in a new window); otherwise a path of our own.
     * The sign-in e-mail is never written here: another address starts a change that the new address
     * must confirm (decision 0014), and the answer is the same whether that address is free or not.
     */
    async save(userId: string, input: ConfirmationInput) {
      if (!(await deps.verifyBotToken(input.captchaToken ?? ''))) {
        throw AppError.validation({ captchaToken: BOT_CHECK_FAILED });
      }
      const parsed = confirmationSchema.safeParse(input);
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
        throw AppError.validation(errors);
      }
      const v = parsed.data;
      const chile = v.country === 'chile';
      const place = await deps.places.resolvePlace({
        country: v.country,
        ...(chile ? { region: v.region, commune: v.commune } : { state: v.state, city: v.city }),
        school: v.school,
      });
      if (!place.ok) throw AppError.validation(place.errors);
      const n = place.names;
      const member = await repo.findUser(userId);
      const newEmail = v.email.toLowerCase();
      const changesEmail = newEmail !== member.email.toLowerCase();
      // Mailed before anything is saved: if the mail cannot go out, the form can simply be sent again.
      if (changesEmail) {
        await deps.emailChange.request({
          userId,
          name: v.name,
          currentEmail: member.email,
          newEmail,
        });
      }
      await repo.saveConfirmation(
        userId,
        {
          country: v.country,
          name: v.name,
          lastname: v.lastname,
          lastname2: v.lastname2,
          doc: v.doc,
          phone: v.phone,
          rol: v.rol,
          region: n.region ?? '',
          commune: n.commune ?? '',
          state: n.state ?? '',
          city: v.city === OTHER_CITY ? v.city_name : (n.city ?? n.commune ?? ''),
          school: v.school === 'otro' ? v.school_name : (n.school ?? ''),
          school_id: n.schoolId ?? '',
          school_type: chile ? v.school_type : '',
          subscription: chile ? v.subscription : '',
          level: v.level,
          area: v.area,
          place_ids: JSON.stringify({
            state: v.state,
            city: v.city,
            region: v.region,
            commune: v.commune,
            school: v.school,
          }),
        },
        clock.now().toISOString(),
      );
      let redirect = safeRedirectPath(v.redirectTo, '/perfil');
      if (v.certificate && v.slug) {
        if (v.certificateKind === 'encuentro')
          redirect = `/certificado/encuentro/${encodeURIComponent(v.slug)}`;
        if (v.certificateKind === 'eje') {
          const axisId = await repo.findAxisIdBySlug(v.slug);
          if (axisId) redirect = `/certificado/eje/${encodeURIComponent(axisId)}`;
        }
      }
      return {
        userUpdatedFields: 1,
        redirect,
        ...(changesEmail ? { emailConfirmationSentTo: newEmail } : {}),
      };
    },

    async skip(userId: string, redirectTo: string | undefined) {
      await repo.markSkipped(userId, clock.now().toISOString());
      return { redirect: safeRedirectPath(redirectTo, '/') };
    },

    /**
     * docs/product/profile.md#profile-page-data: one row per active route for tests and for the forum
     * ranking.
     */
    async userData(userId: string): Promise<UserData> {
      const axes = await repo.listActiveAxes(clock.now().toISOString());
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
