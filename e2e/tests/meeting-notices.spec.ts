import fs from 'node:fs/promises';
import path from 'node:path';
import { expect as baseExpect, seriousA11yViolations, test } from './fixtures';
import { partsOf } from './outbox';
import { dayFromNow, publishedMeeting, signedIn, xsrf } from './staff-api';

// Issue 34 §1, decision 0073: moving a meeting tells its registered members, with the calendar file.
const expect = baseExpect.configure({ timeout: 15_000 });
const SHOTS = process.env.SCREENSHOT_DIR;

/** The outbox's mails to `email` that carry a calendar file of `uid`, each as its text and its file. */
async function calendarMailsTo(email: string, uid: string) {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  const found: { text: string; ics: string }[] = [];
  for (const file of (await fs.readdir(outbox).catch(() => [] as string[])).sort()) {
    const eml = await fs.readFile(path.join(outbox, file), 'utf8');
    if (!new RegExp(`^To: (?:.*<)?${email.replace(/[.]/g, '\\.')}>?\\r?$`, 'm').test(eml)) continue;
    const parts = partsOf(eml);
    const ics = parts.find((p) => /content-type:\s*text\/calendar/i.test(p.headers))?.body ?? '';
    if (!ics.replace(/\r\n[ \t]/g, '').includes(`UID:${uid}`)) continue;
    const text = parts.find((p) => /content-type:\s*text\/plain/i.test(p.headers))?.body ?? '';
    found.push({ text, ics: ics.replace(/\r\n[ \t]/g, '') });
  }
  return found;
}

test('staff move a meeting with registered members: the editor says how many will be told, and each gets the notice with the updated calendar file', async ({
  browser,
  sessionOf,
}) => {
  const staff = await signedIn(browser, sessionOf, 'admin@example.org', '/admin/encuentros');
  const title = `Aviso de cambio ${Date.now()}`;
  const meeting = await publishedMeeting(staff.request, { title, date: dayFromNow(6), time: '10:00' });
  const uid = `${meeting.id}@foro-de-educadores`;

  // Two members sign up; each is sent the confirmation with the calendar invitation.
  const members = ['docente@example.org', 'completo@example.org'];
  for (const email of members) {
    const member = await signedIn(browser, sessionOf, email, '/perfil');
    const signedUp = await member.request.get(`/api/meeting/${meeting.slug}/inscription`, {
      headers: { 'x-xsrf-token': await xsrf(member.request) },
    });
    expect(signedUp.status()).toBe(200);
    await member.context().close();
  }
  // Both confirmations are out before the move: one sent after it would carry the new hour already.
  for (const email of members) {
    await expect
      .poll(async () => (await calendarMailsTo(email, uid)).map((m) => /^METHOD:(\w+)/m.exec(m.ics)?.[1]), {
        timeout: 30_000,
      })
      .toEqual(['REQUEST']);
  }

  // The editor: nothing to say until the hour changes, then the count, before saving.
  await staff.goto(`/admin/encuentros/${meeting.id}`);
  const hour = staff.getByRole('textbox', { name: 'Hora', exact: true });
  await expect(hour).toHaveValue('10:00');
  const notice = staff.getByText(
    'Se avisará a 2 docentes inscritos del cambio, con el evento actualizado para su calendario.',
  );
  await expect(notice).toHaveCount(0);
  await hour.fill('11:30');
  await expect(notice).toBeVisible();
  expect(await seriousA11yViolations(staff)).toEqual([]);
  if (SHOTS)
    for (const width of [375, 768, 1366]) {
      await staff.setViewportSize({ width, height: 900 });
      await notice.scrollIntoViewIfNeeded();
      await staff.screenshot({ path: `${SHOTS}/meeting-notice-${width}.png` });
      expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  await staff.setViewportSize({ width: 1366, height: 900 });
  await hour.fill('10:00');
  await expect(notice).toHaveCount(0);
  await hour.fill('11:30');
  const saved = staff.waitForResponse(
    (r) => r.url().endsWith(`/api/admin/meetings/${meeting.id}`) && r.request().method() === 'PUT',
  );
  await staff.getByRole('button', { name: 'Guardar los cambios' }).click();
  const after = (await (await saved).json()) as { revision: number };
  expect(after.revision).toBeGreaterThan(meeting.revision);

  // Each member's notice: the same event (UID), a higher SEQUENCE, the new hour (16:30 UTC).
  for (const email of members) {
    await expect.poll(async () => (await calendarMailsTo(email, uid)).length, { timeout: 30_000 }).toBe(2);
    const [confirmation, moved] = await calendarMailsTo(email, uid);
    expect(moved!.text).toContain('cambió de fecha u hora');
    // In the member's own zone (decision 0046): 11:30 in Bogotá.
    expect(moved!.text).toMatch(/a las \d{2}:30 \(GMT/);
    expect(moved!.ics).toMatch(/^METHOD:REQUEST\r?$/m);
    const sequence = (ics: string) => Number(/^SEQUENCE:(\d+)/m.exec(ics)?.[1]);
    expect(sequence(moved!.ics)).toBe(after.revision);
    expect(sequence(moved!.ics)).toBeGreaterThan(sequence(confirmation!.ics));
    expect(moved!.ics).toMatch(/^DTSTART:\d{8}T163000Z\r?$/m);
  }

  // The back office's outbox lists them as sent, with their recipients.
  await staff.goto('/admin/correo');
  await staff.getByRole('button', { name: /^Enviados/ }).click();
  const sent = staff.getByRole('table');
  for (const email of members)
    await expect(
      sent
        .getByRole('row', { name: new RegExp(`Cambio en un encuentro ${email.replace(/[.]/g, '\\.')}`) })
        .first(),
    ).toBeVisible();
  expect(await seriousA11yViolations(staff)).toEqual([]);
  if (SHOTS)
    for (const width of [375, 768, 1366]) {
      await staff.setViewportSize({ width, height: 900 });
      await staff.screenshot({ path: `${SHOTS}/mail-queue-sent-${width}.png` });
    }
});
