import { expect as baseExpect, seriousA11yViolations, test } from './fixtures';
import { mailsTo } from './outbox';
import { dayFromNow, publishedMeeting, xsrf } from './staff-api';

// Issue 34 item 3, decision 0075: staff answer a member's question to the speaker in writing; the
// member reads the answer under the question where they asked it, and gets it by mail.
const expect = baseExpect.configure({ timeout: 15_000 });
const MEMBER = 'completo@example.org';

test('a written answer from staff reaches the member under the question and by mail', async ({
  page,
  browser,
  signIn,
  sessionOf,
}) => {
  const stamp = Date.now();
  const title = `Leer en voz alta ${stamp}`;
  const question = `¿Cuántos minutos al día recomiendan? (${stamp})`;
  const answer = `Entre diez y quince minutos, todos los días (${stamp}).`;

  // A published meeting in two days, and the member's question to its speaker.
  const staffContext = await browser.newContext();
  await staffContext.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
  await staffContext.addCookies(await sessionOf('admin@example.org'));
  const staff = await staffContext.newPage();
  await staff.goto('/admin/encuentros');
  const meeting = await publishedMeeting(staff.request, {
    title,
    date: dayFromNow(2),
    time: '18:00',
    speaker: 'Lucía Fernández',
  });

  await signIn(MEMBER, `/encuentros/${meeting.slug}/interactua`);
  const asked = await page.request.post(`/api/meeting/${meeting.slug}/question`, {
    headers: { 'x-xsrf-token': await xsrf(page.request) },
    data: { question },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  // Staff write the answer in the meeting's question console.
  await staff.goto(`/admin/preguntas/consola/meeting/${meeting.id}`);
  const row = staff.getByRole('listitem').filter({ hasText: question });
  await row.getByRole('button', { name: 'Responder por escrito' }).click();
  await row.getByLabel('Respuesta escrita').fill(answer);
  await row.getByRole('button', { name: 'Publicar la respuesta' }).click();
  await expect(row).toContainText(answer);
  await expect(row.getByRole('button', { name: 'Editar la respuesta' })).toBeVisible();
  await staffContext.close();

  // The member reads it under the question, where they asked.
  await page.goto(`/encuentros/${meeting.slug}/interactua#tus-preguntas`);
  const mine = page.locator('#tus-preguntas').getByRole('listitem').filter({ hasText: question });
  await expect(mine).toContainText('Respondida');
  await expect(mine).toContainText(answer);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // And by mail, with the link back to the question.
  await expect
    .poll(async () => (await mailsTo(MEMBER)).some((m) => m.text.includes(answer)), { timeout: 30_000 })
    .toBe(true);
  const mail = (await mailsTo(MEMBER)).find((m) => m.text.includes(answer))!;
  expect(mail.html).toContain(`Respondieron tu pregunta en el encuentro «${title}»`);
  expect(mail.text).toContain(question);
  expect(mail.text).toContain(`/encuentros/${meeting.slug}/interactua#tus-preguntas`);
});
