import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/**
 * What the portal holds about one member, for the right of access (decision 0039). Every table with a
 * `user_id` column is either exported here or listed in NOT_EXPORTED with the reason; a test fails when a
 * new table is in neither list. Secrets (password hashes, session and link digests) never leave.
 */
export const EXPORTED_TABLES = [
  'sessions',
  'invitations',
  'email_changes',
  'meeting_inscriptions',
  'meeting_posts',
  'meeting_questions',
  'meeting_question_votes',
  'meeting_poll_votes',
  'meeting_contacts',
  'meeting_attendance',
  'meeting_presence',
  'meeting_attendance_marks',
  'certificates',
  'step_visits',
  'button_clicks',
  'axis_coaches',
  'axis_questions',
  'raffle_entries',
  'forum_participation',
  'thread_posts',
  'test_selections',
  'test_attempts',
  'password_resets',
  'post_reports',
  'raffle_draw_entries',
  'thread_reads',
  'oidc_identities',
] as const satisfies ReadonlyArray<keyof Database>;

/** What each part of the file holds, in Spanish, at the top of the file itself (decision 0070). */
export const EXPORT_GUIDE: Record<(typeof EXPORTED_TABLES)[number], string> = {
  sessions: 'Las sesiones abiertas: cuándo empezaron, el navegador y el último uso.',
  invitations: 'La invitación o solicitud con la que llegaste al portal.',
  email_changes: 'Los cambios de correo pedidos y aún no confirmados.',
  meeting_inscriptions: 'Las inscripciones a encuentros.',
  meeting_posts: 'Los mensajes escritos en el muro de los encuentros.',
  meeting_questions: 'Las preguntas hechas en los encuentros.',
  meeting_question_votes: 'Los votos a preguntas de los encuentros.',
  meeting_poll_votes: 'Las respuestas a encuestas de los encuentros.',
  meeting_contacts: 'Los mensajes enviados al equipo desde un encuentro.',
  meeting_attendance: 'La asistencia registrada a los encuentros.',
  meeting_presence: 'Los minutos de presencia en los encuentros en vivo.',
  meeting_attendance_marks: 'La asistencia marcada por el equipo del portal, con su motivo.',
  certificates: 'Los certificados emitidos, con el nombre con que se emitieron.',
  step_visits: 'Las paradas de las rutas que visitaste.',
  button_clicks: 'Los botones de las rutas que pulsaste.',
  axis_coaches: 'Las rutas en las que acompañas como coach.',
  axis_questions: 'Las preguntas hechas en las rutas.',
  raffle_entries: 'Las participaciones en sorteos.',
  forum_participation: 'La participación en los foros (para el ranking).',
  thread_posts: 'Los mensajes escritos en los foros.',
  test_selections: 'Las respuestas elegidas en las pruebas de casos prácticos.',
  test_attempts: 'Los intentos y resultados de las pruebas de casos prácticos.',
  password_resets: 'Los enlaces pedidos para elegir una contraseña nueva (sin el enlace).',
  post_reports: 'Los mensajes que reportaste al equipo.',
  raffle_draw_entries: 'Las entradas en los sorteos ya realizados.',
  thread_reads: 'Hasta dónde leíste cada conversación de los foros.',
  oidc_identities: 'Las cuentas de la editorial con las que entras al portal (proveedor e identificador).',
};

/** Tables with a `user_id` column that hold nothing about the member themselves. */
export const NOT_EXPORTED: Partial<Record<keyof Database, string>> = {
  member_search: 'A copy of users.search_text for the search index on SQLite; the account row is exported.',
};

/** Columns that would hand out a secret (or a way to one). */
const SECRET_COLUMNS = new Set(['password_hash', 'id_hash', 'secret_digest']);

const withoutSecrets = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMNS.has(column)));

export interface MemberExport {
  /** What the file is and what each part holds, in Spanish, for the member who opens it. */
  guide: {
    about: string;
    account: string;
    tables: Record<string, string>;
    byEmail: string;
    accountHistory: string;
  };
  exportedAt: string;
  account: Record<string, unknown>;
  tables: Record<string, Array<Record<string, unknown>>>;
  /** Rows found by the member's e-mail address rather than their id. */
  byEmail: {
    contact_requests: Array<Record<string, unknown>>;
    open_access_leads: Array<Record<string, unknown>>;
  };
  /** Changes staff made to the account (the audit log's entries about it). */
  accountHistory: Array<Record<string, unknown>>;
}

export async function exportMember(db: Db, userId: string, at: string): Promise<MemberExport | undefined> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const tables: MemberExport['tables'] = {};
  for (const table of EXPORTED_TABLES) {
    // Every exported table has a user_id column; the names come from the constant above, never from input.
    const rows = await db
      .selectFrom(table as 'sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .execute();
    tables[table] = rows.map((row) => withoutSecrets(row as unknown as Record<string, unknown>));
  }
  const byEmail = {
    contact_requests: (
      await db.selectFrom('contact_requests').selectAll().where('email', '=', user.email).execute()
    ).map((row) => withoutSecrets(row as unknown as Record<string, unknown>)),
    open_access_leads: (
      await db.selectFrom('open_access_leads').selectAll().where('email', '=', user.email).execute()
    ).map((row) => withoutSecrets(row as unknown as Record<string, unknown>)),
  };
  const accountHistory = await db
    .selectFrom('audit_log')
    .select(['action', 'changes_json', 'created_at'])
    .where('item_type', '=', 'account')
    .where('item_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return {
    guide: {
      about:
        'Copia de todo lo que el Foro de Educadores guarda de esta cuenta (derecho de acceso y portabilidad). ' +
        'Es un archivo JSON: se abre con cualquier editor de texto y otros programas pueden leerlo. ' +
        'Las fechas están en UTC. Las contraseñas y los enlaces secretos nunca salen del portal.',
      account: 'Los datos de la cuenta y del perfil.',
      tables: EXPORT_GUIDE,
      byEmail:
        'Lo que se guardó con tu correo antes de tener cuenta: solicitudes de invitación y de acceso abierto.',
      accountHistory: 'Los cambios que el equipo hizo en la cuenta, con su motivo.',
    },
    exportedAt: at,
    account: withoutSecrets(user as unknown as Record<string, unknown>),
    tables,
    byEmail,
    accountHistory: accountHistory.map((row) => ({
      action: row.action,
      at: row.created_at,
      changes: JSON.parse(row.changes_json) as unknown,
    })),
  };
}
