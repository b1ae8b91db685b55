import { z } from 'zod';

/** POST users/allowNotificationsForum (spec §7): the profile's "Recibir notificaciones del foro". */
export const allowNotificationsSchema = z.object({
  allow: z.boolean({ message: 'Indica si quieres recibir notificaciones' }),
});
export type AllowNotificationsInput = z.infer<typeof allowNotificationsSchema>;
export const allowNotificationsResponseSchema = z.object({ allow: z.boolean() });
