import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Table of migration 2026-11-23-012-email-changes, columns as stored (timestamps ISO-8601 UTC text). */
export interface EmailChangesTable {
  id: string;
  user_id: string;
  /** The address asked for, lower-cased. */
  new_email: string;
  /** SHA-256 (base64url) of the secret in the link; the secret itself is never stored. */
  secret_digest: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type EmailChangeTables = { email_changes: EmailChangesTable };
export type EmailChangesDb = Kysely<Database & EmailChangeTables>;

export function emailChangesDb(db: Kysely<Database>): EmailChangesDb {
  return db.withTables<EmailChangeTables>();
}
