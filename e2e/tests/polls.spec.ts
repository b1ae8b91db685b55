import type { Page } from '@playwright/test';
import { expect as baseExpect, seriousA11yViolations, test } from './fixtures';

/**
 * A live meeting's polls (issue 33 §3, docs/decisions/0061-polls.md): the demo host prepares and opens a
 * poll in the console reached from /perfil, a member votes with one tap on the interact page and sees
 * the results, the host sees the count move, then closes it and the member sees the final results.
 */
const expect = baseExpect.configure({ timeout: 15_000 });
const SLUG = 'bienestar-docente-y-socioemocional';
const TITLE = 'Bienestar docente y socioemocional';
const SHOTS = process.env.SCREENSHOT_DIR;

const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

for (const width of [375, 1366]) {
  test(`a poll from the host's console to a member's vote and its live results, at ${width} px`, async ({
    page,
    browser,
    signIn,
    sessionOf,
  }) => {
    const question = `¿Qué prefieres para la próxima sesión? (${width}-${Date.now()})`;
    await page.setViewportSize({ width, height: 900 });

    // The host follows the card on /perfil to the console and prepares the poll.
    await signIn('completo@example.org', '/perfil');
    await page
      .getByRole('region', { name: 'Tus encuentros como presentador/a' })
      .getByRole('link', { name: `Abrir la consola de preguntas de «${TITLE}»` })
      .click();
    const consoleRegion = page.getByRole('region', { name: 'Encuestas' });
    await expect(consoleRegion).toBeVisible();
    const form = consoleRegion.getByRole('form', { name: 'Preparar una encuesta' });
    // One option is not a poll: the shared schema says so before anything is sent.
    await form.getByRole('textbox', { name: 'Pregunta', exact: true }).fill(question);
    await form.getByRole('textbox', { name: 'Opción 1', exact: true }).fill('Talleres');
    await form.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(form.getByText('Escribe el texto de la opción.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Opción 2', exact: true }).fill('Charlas');
    await form.getByRole('button', { name: 'Añadir opción' }).click();
    await form.getByRole('textbox', { name: 'Opción 3', exact: true }).fill('Casos prácticos');
    await form.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(form.getByText('Encuesta guardada como borrador.')).toBeVisible();
    const row = consoleRegion.getByRole('listitem').filter({ hasText: question });
    await expect(row).toContainText('Borrador');
    await row.getByRole('button', { name: `Abrir la encuesta: ${question}` }).click();
    await expect(row).toContainText('Abierta');
    await expect(row).toContainText('0 votos en total');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // A member on the meeting's interact page: no counts before voting, one tap votes.
    const memberContext = await browser.newContext({ viewport: { width, height: 900 } });
    await memberContext.addInitScript(() => localStorage.setItem('foro.cookieConsent', 'rejected'));
    await memberContext.addCookies(await sessionOf('docente@example.org'));
    const member = await memberContext.newPage();
    await member.goto(`/encuentros/${SLUG}/interactua`);
    const polls = member.getByRole('region', { name: 'Encuestas' });
    const group = polls.getByRole('group', { name: question });
    await expect(group).toBeVisible();
    await expect(group).not.toContainText('votos');
    await group.getByRole('button', { name: 'Charlas', exact: true }).click();
    await expect(group.getByRole('button', { name: /^Charlas: 1 voto \(100 %\)$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await seriousA11yViolations(member)).toEqual([]);
    await shoot(member, `poll-member-${width}`);

    // The host's count moves without a reload (the live event, within about a second).
    await expect(row).toContainText('1 voto en total');
    await expect(row).toContainText('Charlas 1 voto · 100 %');
    // The member changes their mind while it is open.
    await group.getByRole('button', { name: /^Talleres: 0 votos/ }).click();
    await expect(group.getByRole('button', { name: /^Talleres: 1 voto \(100 %\)$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(row).toContainText('Talleres 1 voto · 100 %');
    await shoot(page, `poll-console-${width}`);

    // The host closes it: the member's page shows the final results, with no buttons.
    await row.getByRole('button', { name: `Cerrar la encuesta: ${question}` }).click();
    await expect(row).toContainText('Cerrada');
    const closed = polls.getByRole('list', { name: question });
    await expect(closed).toBeVisible();
    await expect(closed).toContainText('Talleres: 1 voto (100 %), tu voto');
    await expect(closed.getByRole('button')).toHaveCount(0);
    expect(await seriousA11yViolations(member)).toEqual([]);
    await memberContext.close();
  });
}
