import type {
  AuditAction,
  AuditItemType,
  AuditPage,
  AuditQuery,
  StaffMember,
} from '@foro/shared/admin/schemas';
import { decodeCursor, keysetPage } from '../../lib/keyset.ts';
import type { AdminRepository } from './admin.repository.ts';

/** The back office's own pages: the audit log and the staff list (docs/product/admin.md). */
const toPosition = ({ key, id }: { key: string; id: string }) => ({ at: key, id });

export function createAdminService(deps: { repo: AdminRepository }) {
  return {
    async audit(query: AuditQuery & { limit: number }): Promise<AuditPage> {
      const rows = await deps.repo.auditEntries({
        actorId: query.actor,
        itemType: query.itemType,
        itemId: query.itemId,
        after: query.cursor ? toPosition(decodeCursor(query.cursor)) : undefined,
        limit: query.limit + 1,
      });
      const page = keysetPage(rows, query.limit, (row) => row.created_at);
      return {
        entries: page.rows.map((row) => ({
          id: row.id,
          at: row.created_at,
          actor: { id: row.actor_id, email: row.actor_email },
          action: row.action as AuditAction,
          item: { type: row.item_type as AuditItemType, id: row.item_id, label: row.item_label },
          changes: JSON.parse(row.changes_json) as AuditPage['entries'][number]['changes'],
        })),
        ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}),
      };
    },

    async staff(): Promise<StaffMember[]> {
      const rows = await deps.repo.staff();
      return rows.map((r) => ({ id: r.id, email: r.email, name: `${r.name} ${r.lastname}`.trim() }));
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
