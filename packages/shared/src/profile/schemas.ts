import { z } from '../validation/zod-config.ts';

/** POST users/allowNotificationsForum (docs/product/profile.md#forum-notifications): the profile's "Recibir notificaciones del foro". */
export const allowNotificationsSchema = z.object({
  allow: z.boolean({ message: 'Indica si quieres recibir notificaciones' }),
});
export type AllowNotificationsInput = z.infer<typeof allowNotificationsSchema>;
export const allowNotificationsResponseSchema = z.object({ allow: z.boolean() });

/** The mails a member can turn on or off in `/perfil` (docs/decisions/0037-durable-job-queue.md). */
export const mailPreferenceKinds = ['reminders', 'replay', 'forum', 'answers'] as const;
export type MailPreferenceKind = (typeof mailPreferenceKinds)[number];
export const mailPreferenceLabels: Record<MailPreferenceKind, string> = {
  reminders: 'Recordatorios de los encuentros en los que me inscribo',
  replay: 'Aviso cuando la grabación de un encuentro esté disponible',
  forum: 'Recibir notificaciones del foro',
  answers: 'Respuestas escritas a mis preguntas',
};
/** POST users/mail-preferences: one kind on or off. */
export const mailPreferenceSchema = z.object({
  kind: z.enum(mailPreferenceKinds, { message: 'Elige un tipo de correo' }),
  allow: z.boolean({ message: 'Indica si quieres recibir estos correos' }),
});
export type MailPreferenceInput = z.infer<typeof mailPreferenceSchema>;

/** GET axis/userData (docs/product/profile.md#profile-page-data); -1 means "none" and is shown as '-'. */
export const userDataSchema = z.object({
  tests: z.array(
    z.object({
      testName: z.string(),
      testSpeaker: z.string(),
      testAxis: z.string(),
      axisId: z.string(),
      axisSlug: z.string(),
      testState: z.string(),
      testScore: z.number().int(),
      notVisited: z.array(z.string()),
      opened: z.boolean(),
    }),
  ),
  threads: z.array(
    z.object({
      forumAxis: z.string(),
      forumState: z.string(),
      forumRanking: z.number().int(),
      forumPosts: z.number().int(),
    }),
  ),
  testsGlobal: z.string(),
  opened: z.boolean(),
});
export type UserData = z.infer<typeof userDataSchema>;

/** GET users/data: the profile's data block, the notification checkbox and the edit form's values. */
export const memberDataSchema = z.object({
  user: z.object({
    name: z.string(),
    lastname: z.string(),
    lastname2: z.string(),
    email: z.string(),
    country: z.string(),
    countryLabel: z.string(),
    doc: z.string(),
    phone: z.string(),
    rol: z.string(),
    region: z.string(),
    commune: z.string(),
    state: z.string(),
    city: z.string(),
    school: z.string(),
    school_type: z.string(),
    subscription: z.string(),
    level: z.string(),
    area: z.string(),
    notification_forum: z.boolean(),
    notification_reminders: z.boolean(),
    notification_replay: z.boolean(),
    notification_answers: z.boolean(),
    userUpdatedFields: z.number().int(),
    /** Directory ids of the place, to fill the cascading selects when editing. */
    place: z.record(z.string(), z.string()),
  }),
  redirect: z.string(),
});
export type MemberData = z.infer<typeof memberDataSchema>;

/** POST users/save answer (docs/product/profile.md#confirmation-save). */
export const saveResponseSchema = z.object({
  userUpdatedFields: z.number().int(),
  redirect: z.string(),
  /** Set when the form asked for another sign-in e-mail: the address the confirmation link went to. */
  emailConfirmationSentTo: z.string().optional(),
});
export type SaveResponse = z.infer<typeof saveResponseSchema>;
export const skipSchema = z.object({ redirectTo: z.string().max(2048).optional() });
export const skipResponseSchema = z.object({ redirect: z.string() });
