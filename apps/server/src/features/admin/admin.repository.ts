import type { Db } from '../../db/database.ts';
import { afterPosition } from '../../lib/keyset.ts';

export interface AuditFilter {
  actorId?: string | undefined;
  itemType?: string | undefined;
  itemId?: string | undefined;
  /** Entries strictly older than this position (newest first). */
  after?: { at: string; id: string } | undefined;
  limit: number;
}

export function createAdminRepository(db: Db) {
  return {
    /** Newest first, keyset-paged on (created_at, id): flat cost however long the log grows. */
    auditEntries(filter: AuditFilter) {
      let query = db.selectFrom('audit_log').selectAll();
      if (filter.actorId) query = query.where('actor_id', '=', filter.actorId);
      if (filter.itemType) query = query.where('item_type', '=', filter.itemType);
      if (filter.itemId) query = query.where('item_id', '=', filter.itemId);
      const after = filter.after;
      if (after)
        query = query.where(afterPosition(['created_at', 'id'], { key: after.at, id: after.id }, 'desc'));
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
    },

    staff() {
      return db
        .selectFrom('users')
        .select(['id', 'email', 'name', 'lastname'])
        .where('role', '=', 'staff')
        .orderBy('email')
        .execute();
    },
  };
}
export type AdminRepository = ReturnType<typeof createAdminRepository>;
