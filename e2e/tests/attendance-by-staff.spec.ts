import fs from 'node:fs/promises';
import path from 'node:path';
import { expect as baseExpect, seriousA11yViolations, test } from './fixtures';
import { pastRightEdge } from './overflow';
import { dayFromNow, publishedMeeting, register, signedIn } from './staff-api';

// Issue 34 item 2: staff mark a member's attendance, import it from a list of e-mails and issue the
// meeting's certificates at once, each member mailed their link (the server's outbox holds the mails).

const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.SCREENSHOT_DIR;

/** The outbox's "Tu certificado de asistencia" messages to `email` about the meeting `slug`. */
async function outboxMails(email: string, slug: string): Promise<string[]> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const found: string[] = [];
  for (const file of await fs.readdir(dir).catch(() => [])) {
    // Soft line breaks of quoted-printable bodies joined, so links read whole.
    const eml = (await fs.readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '');
    const to = /^To: .*$/m.exec(eml)?.[0] ?? '';
    if (
      to.includes(`<${email}>`) &&
      eml.includes('Subject: Tu certificado de asistencia') &&
      eml.includes(slug)
    )
      found.push(eml);
  }
  return found;
}

test('staff mark attendance, import a list and issue every certificate, mailed to each member', async ({
  browser,
  sessionOf,
}) => {
  const staff = await signedIn(browser, sessionOf, 'admin@example.org', '/admin/encuentros');
  const title = `Asistencia por el equipo ${Date.now()}`;
  const meeting = await publishedMeeting(staff.request, {
    title,
    date: dayFromNow(-2),
    time: '10:00',
    attendance_minutes: 30,
    iframe_post_event: 'https://player.vimeo.com/video/76979871',
    speaker: 'Lucía Fernández',
  });
  // docente registered but never opened the page: registering is not attending.
  const member = await signedIn(browser, sessionOf, 'docente@example.org', '/perfil');
  await register(member.request, meeting.slug);

  // Staff mark her as attended live, with a reason.
  await staff.goto(`/admin/encuentros/${meeting.id}/asistencia?lista=registered`);
  await staff.getByRole('button', { name: /Cambiar asistencia de/ }).click();
  const mark = staff.getByRole('dialog', { name: 'Cambiar la asistencia' });
  await mark.getByRole('button', { name: 'Guardar' }).click();
  await expect(mark.getByText('Elige cómo cuenta su asistencia.')).toBeVisible();
  await mark.getByLabel(/Cómo cuenta su asistencia/).selectOption({ label: 'Asistió en directo' });
  await mark.getByLabel(/Motivo/).fill('Lo siguió desde la sala de profesores del colegio');
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await mark.getByRole('button', { name: 'Guardar' }).click();
  await expect(mark).toBeHidden();
  await expect(
    staff.getByText(
      'Asistió en directo · marcado por el equipo: Lo siguió desde la sala de profesores del colegio',
    ),
  ).toBeVisible();
  const lists = staff.getByRole('navigation', { name: 'Listas del encuentro' });
  await expect(lists.getByRole('link', { name: /Asistieron en directo/ })).toContainText('1');

  // Staff import the broadcaster's list: one member of the portal, one address of nobody.
  await staff.getByRole('button', { name: 'Importar asistencia' }).click();
  const importer = staff.getByRole('dialog', { name: 'Importar la asistencia' });
  await importer
    .getByLabel(/^Correos/)
    .fill('nombre;correo;minutos\nNuevo;NUEVO@example.org;41\nOtra;nadie@example.net;50');
  await importer.getByLabel(/Motivo/).fill('Lista de asistentes de la plataforma de emisión');
  await importer.getByRole('button', { name: 'Importar' }).click();
  const imported = staff.getByRole('dialog', { name: 'Asistencia importada' });
  await expect(imported.getByRole('status')).toHaveText('Marcamos a 1 docente como asistentes.');
  await expect(imported.getByText('nadie@example.net')).toBeVisible();
  await imported.getByRole('button', { name: 'Listo' }).click();
  await expect(lists.getByRole('link', { name: /Asistieron en directo/ })).toContainText('2');

  // Staff issue the certificates at once, after a confirmation.
  await staff.getByRole('button', { name: 'Emitir los certificados' }).click();
  const issue = staff.getByRole('dialog', { name: 'Emitir los certificados' });
  await expect(issue).toContainText('asistieron en directo (2)');
  if (SHOTS)
    for (const width of [375, 768, 1366]) {
      await staff.setViewportSize({ width, height: 900 });
      await staff.screenshot({ path: `${SHOTS}/attendance-issue-${width}.png` });
    }
  await issue.getByRole('button', { name: 'Emitir y enviar' }).click();
  const done = staff.getByRole('dialog', { name: 'Certificados emitidos' });
  await expect(done).toContainText('Certificados emitidos y enviados por correo: 1');
  await expect(done).toContainText('Sin datos confirmados: 1 docente');
  await done.getByRole('button', { name: 'Listo' }).click();
  await expect(lists.getByRole('link', { name: /Certificados emitidos/ })).toContainText('1');

  // The mails reach the outbox: docente's link, and nuevo asked to confirm her data.
  await expect
    .poll(async () => (await outboxMails('docente@example.org', meeting.slug)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const [mail] = await outboxMails('docente@example.org', meeting.slug);
  expect(mail).toContain(`/certificado/encuentro/${meeting.slug}`);
  await expect
    .poll(async () => (await outboxMails('nuevo@example.org', meeting.slug)).length, {
      timeout: 30_000,
    })
    .toBe(1);

  // The member downloads the certificate staff issued: it says she attended live.
  await member.goto(`/encuentros/${meeting.slug}/vive-el-encuentro`);
  await expect(member.getByRole('button', { name: 'Descargar certificado' })).toBeVisible();
  // On a tablet held upright, the certificates list keeps "Revocar" within reach (issue 34 item 10).
  await staff.setViewportSize({ width: 768, height: 900 });
  await lists.getByRole('link', { name: /Certificados emitidos/ }).click();
  await expect(staff.getByRole('button', { name: /^Revocar/ })).toBeVisible();
  expect(await pastRightEdge(staff)).toEqual([]);
  if (SHOTS) await staff.screenshot({ path: `${SHOTS}/attendance-lists-768.png`, fullPage: true });
});
