/** Table types of the database; one interface per table, columns as stored. Timestamps are ISO-8601 UTC text. */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  name: string;
  lastname: string;
  country: string;
  role: 'member' | 'coach' | 'staff';
  rol: string;
  updated_fields: number;
  /** 1 when the member wants e-mails about the forum (profile checkbox). */
  notification_forum: number;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
}
