// Public entry of the notifications feature: what other features, types/ and test/ may import from it
// (docs/decisions/0095-server-feature-boundaries.md). Its repository and internals stay private.
export type { MailQueueAdminService } from './mail-queue.admin.service.ts';
export { createNotificationsRepository } from './notifications.repository.ts';
export { createNotificationsService } from './notifications.service.ts';
export type { NotificationsService } from './notifications.service.ts';
export { QUEUED_MAIL_KINDS } from './queued-mails.ts';
export type { QueuedMails } from './queued-mails.ts';
export { unsubscribeToken } from './unsubscribe-token.ts';
