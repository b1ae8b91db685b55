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
