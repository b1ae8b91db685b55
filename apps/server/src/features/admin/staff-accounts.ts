import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import { memberSearchText, refreshSearchText } from '../../lib/member-search.ts';
import { hashPassword } from '../../lib/passwords.ts';

/** The command line as an actor of the audit log: the person at the server's console. */
export const COMMAND_LINE_ACTOR = { id: 'command-line', email: 'npm run create-staff' };

export const staffAccountSchema = z.object({
  email: z.email({ error: 'Escribe un correo electrónico válido.' }).max(254).toLowerCase(),
  password: z.string().min(10, { error: 'La contraseña debe tener al menos 10 caracteres.' }).max(200),
  name: z.string().trim().min(1).max(100).default('Equipo'),
  lastname: z.string().trim().min(1).max(100).default('Compartir'),
});
export type StaffAccountInput = z.input<typeof staffAccountSchema>;

/**
 * Creates a staff account (rol EQUIPO COMPARTIR), or makes an existing account staff and gives it
 * the new password (docs/product/admin.md#first-staff-account). Audited as a change by the command
 * line; the password itself is never recorded.
 */
export async function createStaffAccount(
  db: Db,
  clock: Clock,
  input: StaffAccountInput,
): Promise<{ email: string; created: boolean }> {
  const parsed = staffAccountSchema.safeParse(input);
  if (!parsed.success)
    throw AppError.validation(
      Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? '_'), i.message])),
    );
  const { email, password, name, lastname } = parsed.data;
  const passwordHash = await hashPassword(password);
  const now = clock.now().toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select(['id', 'role', 'rol'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('users')
        .set({ role: 'staff', rol: 'EQUIPO COMPARTIR', password_hash: passwordHash, updated_at: now })
        .where('id', '=', existing.id)
        .execute();
      await refreshSearchText(trx, existing.id);
      // Every session of the account ends: it signs in again with the new password and role.
      await trx.deleteFrom('sessions').where('user_id', '=', existing.id).execute();
      await recordAudit(trx, {
        actor: COMMAND_LINE_ACTOR,
        action: 'update',
        item: { type: 'account', id: existing.id, label: email },
        before: { role: existing.role, rol: existing.rol, password: 'anterior' },
        after: { role: 'staff', rol: 'EQUIPO COMPARTIR', password: 'nueva' },
        at: now,
      });
      return { email, created: false };
    }
    const id = newId();
    await trx
      .insertInto('users')
      .values({
        id,
        email,
        password_hash: passwordHash,
        name,
        lastname,
        country: 'colombia',
        city: 'Bogotá',
        role: 'staff',
        rol: 'EQUIPO COMPARTIR',
        search_text: memberSearchText({ name, lastname, email, rol: 'EQUIPO COMPARTIR' }),
        // Staff accounts skip the members' data confirmation (docs/product/profile.md#confirmation-page).
        updated_fields: 1,
        notification_forum: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await recordAudit(trx, {
      actor: COMMAND_LINE_ACTOR,
      action: 'create',
      item: { type: 'account', id, label: email },
      after: { email, name, lastname, role: 'staff', rol: 'EQUIPO COMPARTIR' },
      at: now,
    });
    return { email, created: true };
  });
}
