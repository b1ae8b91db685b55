import {
  mailWordingCatalog,
  mailWordingKeys,
  type MailVariables,
  type MailWordingFields,
  type MailWordingKey,
} from '@foro/shared/mail-wording/catalog';
import {
  wordingErrors,
  type AdminMailWording,
  type MailWordingSummary,
  type MailWordingUpdate,
} from '@foro/shared/mail-wording/schemas';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { lastChangeOf, recordAudit, type Actor } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { renderWording } from '../../lib/mail-templates.ts';
import { staleEdit } from '../../lib/stale-edit.ts';
import { createMailWordingRepository, type MailWordingRow } from './mail-wording.repository.ts';

const ORIGINAL_BY = 'Texto original del portal';

const fieldsOf = (row: MailWordingRow): MailWordingFields => ({
  subject: row.subject,
  preheader: row.preheader,
  body: row.body,
  action: row.action,
  notes: row.notes,
});

/** Field names as the form sends them (`wording.body`), for field errors and a conflict's details. */
const prefixed = <V>(values: Record<string, V> | MailWordingFields) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [`wording.${k}`, v as V])) as Record<string, V>;

/**
 * The wording of the portal's mails (docs/decisions/0082-mail-wording-by-staff.md): the one each
 * mail uses when it is written (staff's latest revision, or the original in code), and the back
 * office's editor with versions, a preview with sample values, and the audit log. No cache: a mail
 * reads one row by its primary key when it is written, far from any hot path, so an edit counts at
 * once in every process.
 */
export function createMailWordingService(deps: { db: Db; clock: Clock; publicUrl: string }) {
  const { db, clock } = deps;

  async function current(key: MailWordingKey, on: Db = db): Promise<MailWordingFields> {
    const row = await createMailWordingRepository(on).latest(key);
    return row ? fieldsOf(row) : mailWordingCatalog[key].defaults;
  }

  async function adminView(key: MailWordingKey, on: Db = db): Promise<AdminMailWording> {
    const rows = await createMailWordingRepository(on).versions(key);
    const latest = rows[0];
    return {
      key,
      revision: latest?.revision ?? 0,
      wording: latest ? fieldsOf(latest) : mailWordingCatalog[key].defaults,
      versions: [
        ...rows.map((row) => ({
          revision: row.revision,
          wording: fieldsOf(row),
          at: row.created_at,
          by: row.created_by_email,
        })),
        { revision: 0, wording: mailWordingCatalog[key].defaults, at: '', by: ORIGINAL_BY },
      ],
    };
  }

  return {
    current,

    async list(): Promise<MailWordingSummary[]> {
      const latest = new Map(
        (await createMailWordingRepository(db).latestOfEach()).map((row) => [row.key, row]),
      );
      return mailWordingKeys.map((key) => {
        const row = latest.get(key);
        const entry = mailWordingCatalog[key];
        return {
          key,
          label: entry.label,
          when: entry.when,
          subject: row?.subject ?? entry.defaults.subject,
          changed: Boolean(row),
          changedAt: row?.created_at ?? null,
          changedBy: row?.created_by_email ?? null,
        };
      });
    },

    get: (key: MailWordingKey) => adminView(key),

    /** A new revision at the one staff loaded (409 with the saved fields if someone saved meanwhile). */
    async save(actor: Actor, key: MailWordingKey, input: MailWordingUpdate): Promise<AdminMailWording> {
      const errors = wordingErrors(key, input.wording);
      if (Object.keys(errors).length) throw AppError.validation(prefixed(errors));
      return db.transaction().execute(async (trx) => {
        const repo = createMailWordingRepository(trx);
        const latest = await repo.latest(key);
        const before = latest ? fieldsOf(latest) : mailWordingCatalog[key].defaults;
        const savedRevision = latest?.revision ?? 0;
        const stale = () =>
          lastChangeOf(trx, 'mail-wording', key).then((lastChange) =>
            staleEdit({
              saved: prefixed(before),
              sent: prefixed(input.wording),
              revision: savedRevision,
              lastChange,
            }),
          );
        if (input.revision !== savedRevision) throw await stale();
        const at = clock.now().toISOString();
        const inserted = await repo.insert({
          key,
          revision: savedRevision + 1,
          ...input.wording,
          created_by: actor.id,
          created_by_email: actor.email,
          created_at: at,
        });
        if (!inserted) throw await stale();
        await recordAudit(trx, {
          actor,
          action: 'update',
          item: { type: 'mail-wording', id: key, label: mailWordingCatalog[key].label },
          before: { ...before },
          after: { ...input.wording },
          at,
        });
        return adminView(key, trx);
      });
    },

    /** The mail as it would leave with these texts and the sample values (nothing is saved). */
    preview(key: MailWordingKey, wording: MailWordingFields) {
      const errors = wordingErrors(key, wording);
      if (Object.keys(errors).length) throw AppError.validation(prefixed(errors));
      const entry = mailWordingCatalog[key];
      const samples = Object.fromEntries(
        Object.entries(entry.variables).map(([name, variable]) => [name, variable.sample]),
      ) as MailVariables<typeof key>;
      const mail = renderWording(key, wording, samples, {
        name: 'Rosa',
        ...(entry.hasAction ? { actionUrl: `${deps.publicUrl.replace(/\/$/, '')}/` } : {}),
      });
      return { subject: mail.subject, text: mail.text, html: mail.html };
    },
  };
}
export type MailWordingService = ReturnType<typeof createMailWordingService>;
