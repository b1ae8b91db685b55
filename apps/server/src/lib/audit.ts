import type { AuditAction, AuditItemType } from '@foro/shared/admin/schemas';
import type { Db } from '../db/database.ts';
import { newId } from './ids.ts';

/** Who made a change in the back office. */
export interface Actor {
  id: string;
  email: string;
}

export interface AuditChange {
  actor: Actor;
  action: AuditAction;
  item: { type: AuditItemType; id: string; label: string };
  /** The item's fields before the change (absent for a creation) and after (absent for a deletion). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  at: string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs, each with its value before and after. */
export function changedFields(
  before: Record<string, unknown> = {},
  after: Record<string, unknown> = {},
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!same(before[field], after[field]))
      changes[field] = { before: before[field] ?? null, after: after[field] ?? null };
  }
  return changes;
}

/**
 * Records one change of the back office (docs/product/admin.md#audit-log). Call it with the
 * transaction that makes the change, so that the change and its record land together or not at all.
 * A save that changes nothing records nothing.
 */
export async function recordAudit(db: Db, change: AuditChange): Promise<void> {
  const changes = changedFields(change.before, change.after);
  if (change.action === 'update' && Object.keys(changes).length === 0) return;
  await db
    .insertInto('audit_log')
    .values({
      id: newId(),
      actor_id: change.actor.id,
      actor_email: change.actor.email,
      action: change.action,
      item_type: change.item.type,
      item_id: change.item.id,
      item_label: change.item.label.slice(0, 300),
      changes_json: JSON.stringify(changes),
      created_at: change.at,
    })
    .execute();
}

/** The latest audit entry of an item: who last changed it and when (for a conflict's message). */
export async function lastChangeOf(
  db: Db,
  type: AuditItemType,
  id: string,
): Promise<{ by: string; at: string } | undefined> {
  const row = await db
    .selectFrom('audit_log')
    .select(['actor_email', 'created_at'])
    .where('item_type', '=', type)
    .where('item_id', '=', id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { by: row.actor_email, at: row.created_at } : undefined;
}

const EMAIL = /[^\s"<>(),;:\\]+@[^\s"<>(),;:\\]+\.[a-z]{2,}/gi;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a closed account leaves in the audit log (decision 0039, issue 35): its entries stay, as the
 * history of who did what and when, but none names the person. Where the account acted, its actor
 * address becomes `replacement` (the tombstone address); its own entries are labelled `label`, and every
 * address they carry (the current one, one it asked to change to) is replaced in them and wherever else
 * in the log it appears (an invitation, a contact request). Call it in the closure's transaction.
 */
export async function anonymiseInAuditLog(
  db: Db,
  input: { userId: string; addresses: string[]; replacement: string; label: string },
): Promise<void> {
  const { userId, replacement, label } = input;
  await db
    .updateTable('audit_log')
    .set({ actor_email: replacement })
    .where('actor_id', '=', userId)
    .execute();
  const own = await db
    .selectFrom('audit_log')
    .select('changes_json')
    .where('item_type', '=', 'account')
    .where('item_id', '=', userId)
    .execute();
  const addresses = new Set(input.addresses.map((a) => a.toLowerCase()).filter((a) => a.includes('@')));
  for (const row of own)
    for (const found of row.changes_json.match(EMAIL) ?? []) addresses.add(found.toLowerCase());
  addresses.delete(replacement.toLowerCase());
  await db
    .updateTable('audit_log')
    .set({ item_label: label })
    .where('item_type', '=', 'account')
    .where('item_id', '=', userId)
    .execute();
  if (addresses.size === 0) return;

  // The address as the log wrote it, in any case; LIKE only narrows the rows (`_` matches any letter).
  const pattern = new RegExp([...addresses].map(escapeRegExp).join('|'), 'gi');
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'actor_email', 'item_label', 'changes_json'])
    .where((eb) =>
      eb.or(
        [...addresses].flatMap((address) => [
          eb(eb.fn('lower', ['actor_email']), 'like', `%${address}%`),
          eb(eb.fn('lower', ['item_label']), 'like', `%${address}%`),
          eb(eb.fn('lower', ['changes_json']), 'like', `%${address}%`),
        ]),
      ),
    )
    .execute();
  for (const row of rows) {
    const scrubbed = {
      actor_email: row.actor_email.replace(pattern, replacement),
      item_label: row.item_label.replace(pattern, replacement),
      changes_json: row.changes_json.replace(pattern, replacement),
    };
    await db.updateTable('audit_log').set(scrubbed).where('id', '=', row.id).execute();
  }
}
