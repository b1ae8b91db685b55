import type { Kysely } from 'kysely';

// Frozen in time: never import app code here.

/**
 * The cookie policy names every cookie the portal sets (docs/decisions/0115-the-cookie-policy-names-its-cookies.md):
 * the seeded text described the session, the anti-forgery token and the stored choice, but not the two
 * cookies added since, `foro_member` (decision 0059) and `foro_consent` (decision 0108). Its section of
 * necessary cookies is replaced only where it still reads as seeded: a text staff have edited is theirs.
 * The page's date moves to the day of this text, as a save by staff would move it.
 */
const SECTION = 'necesarias';
const TEXT_DATE = '2026-11-29T12:00:00.000Z';
const SEEDED_DATE = '2026-03-01T12:00:00.000Z';

const SEEDED =
  '<p>Son imprescindibles para que el portal funcione y sea seguro. No requieren su consentimiento y no se usan para analizar su comportamiento ni para publicidad:</p><ul><li>Cookie de sesión (propia): identifica su sesión para que pueda iniciar sesión, avanzar por las rutas, participar en los foros y ver los encuentros sin volver a identificarse en cada página. Caduca al cerrar sesión o tras un periodo de inactividad.</li><li>XSRF-TOKEN (propia): protege los formularios del portal frente a ataques de falsificación de solicitudes entre sitios. Contiene un código aleatorio y dura lo mismo que la sesión.</li><li>Preferencia de consentimiento de cookies (almacenamiento local): recuerda si aceptó o rechazó las cookies de análisis, para no mostrarle el aviso en cada visita. Se conserva en su navegador hasta que la borre.</li></ul>';

const NAMED =
  '<p>Son imprescindibles para que el portal funcione y sea seguro. No requieren su consentimiento y no se usan para analizar su comportamiento ni para publicidad:</p><ul><li>foro_sid, cookie de sesión (propia): identifica su sesión para que pueda iniciar sesión, avanzar por las rutas, participar en los foros y ver los encuentros sin volver a identificarse en cada página. Caduca al cerrar sesión o tras un periodo de inactividad.</li><li>XSRF-TOKEN (propia): protege los formularios del portal frente a ataques de falsificación de solicitudes entre sitios. Contiene un código aleatorio y dura lo mismo que la sesión.</li><li>foro_member (propia): solo indica que en este navegador hay una sesión abierta, para que las páginas de los miembros carguen a la vez lo que necesitan. No contiene ningún dato suyo; se borra al cerrar sesión y dura como máximo 30 días.</li><li>Preferencia de consentimiento de cookies (almacenamiento local) y foro_consent (propia): recuerdan que ya respondió al aviso de cookies, para no mostrárselo en cada visita. Su elección (aceptar o rechazar) queda solo en su navegador; la cookie solo indica que respondió. Se conservan hasta que las borre, la cookie un año como máximo.</li></ul>';

interface Section {
  id: string;
  html: string;
}

async function replaceSection(db: Kysely<any>, from: string, to: string, date: string) {
  const row = await db
    .selectFrom('site_pages')
    .select(['content_json', 'revision'])
    .where('key', '=', 'cookies-policy')
    .executeTakeFirst();
  if (!row) return;
  const content = JSON.parse(row.content_json) as { sections?: Section[] };
  const section = content.sections?.find((s) => s.id === SECTION);
  if (section?.html !== from) return;
  section.html = to;
  await db
    .updateTable('site_pages')
    .set({ content_json: JSON.stringify(content), revision: Number(row.revision) + 1, updated_at: date })
    .where('key', '=', 'cookies-policy')
    .where('revision', '=', row.revision)
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await replaceSection(db, SEEDED, NAMED, TEXT_DATE);
}

export async function down(db: Kysely<any>): Promise<void> {
  await replaceSection(db, NAMED, SEEDED, SEEDED_DATE);
}
