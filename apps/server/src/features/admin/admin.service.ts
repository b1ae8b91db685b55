import type {
  AuditAction,
  AuditItemType,
  AuditPage,
  AuditQuery,
  StaffMember,
} from '@foro/shared/admin/schemas';
import { AppError } from '../../lib/app-error.ts';
import type { AdminRepository } from './admin.repository.ts';

/** A keyset position as an opaque token the browser sends back unchanged. */
const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id) throw AppError.validation({ cursor: 'La página pedida no es válida.' });
  return { at, id };
}

/** The back office's own pages: the audit log and the staff list (docs/product/admin.md). */
export function createAdminService(deps: { repo: AdminRepository }) {
  return {
    async audit(query: AuditQuery & { limit: number }): Promise<AuditPage> {
      const rows = await deps.repo.auditEntries({
        actorId: query.actor,
        itemType: query.itemType,
        itemId: query.itemId,
        after: query.cursor ? decodeCursor(query.cursor) : undefined,
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        entries: page.map((row) => ({
          id: row.id,
          at: row.created_at,
          actor: { id: row.actor_id, email: row.actor_email },
          action: row.action as AuditAction,
          item: { type: row.item_type as AuditItemType, id: row.item_id, label: row.item_label },
          changes: JSON.parse(row.changes_json) as AuditPage['entries'][number]['changes'],
        })),
        ...(rows.length > query.limit && last ? { nextCursor: encodeCursor(last.created_at, last.id) } : {}),
      };
    },

    async staff(): Promise<StaffMember[]> {
      const rows = await deps.repo.staff();
      return rows.map((r) => ({ id: r.id, email: r.email, name: `${r.name} ${r.lastname}`.trim() }));
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
