import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Table of migration 2026-11-21-009-invitations, columns as stored (timestamps ISO-8601 UTC text).
 * Kept in the feature and attached with `withTables`, like the directory's tables.
 */
export interface InvitationsTable {
  id: string;
  /** The invited address, lower-cased. */
  email: string;
  /** Name used to greet the person in the mail; '' when not given. */
  name: string;
  /** SHA-256 (base64url) of the secret in the link; the secret itself is never stored. */
  secret_digest: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** The account created with the invitation. */
  user_id: string | null;
}

export type InvitationTables = { invitations: InvitationsTable };
export type InvitationsDb = Kysely<Database & InvitationTables>;

/** The app's database seen with the invitations table. */
export function invitationsDb(db: Kysely<Database>): InvitationsDb {
  return db.withTables<InvitationTables>();
}
