import { expect, fillConnectForm, test } from './fixtures';

/**
 * The Content-Security-Policy forbids `eval`; a library that merely probes for it (zod does, unless
 * it runs jitless) makes the browser report a violation on every page that validates a form.
 */
test('a visit with forms validated in the browser reports no CSP violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });

  await page.goto('/foro-de-educadores?contacto=1');
  const contact = page.getByRole('dialog', { name: '¿Quieres unirte al Foro de Educadores?' });
  await contact.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(contact.getByLabel(/^Nombre/)).toHaveAttribute('aria-invalid', 'true');

  await page.goto('/connect?redirectTo=%2Fforo-de-educadores-2022');
  await fillConnectForm(page, 'nuevo@example.org');
  await page.waitForURL(/foro-de-educadores/);
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});
