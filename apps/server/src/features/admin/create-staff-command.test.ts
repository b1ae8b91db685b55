import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase, migrateToLatest } from '../../db/database.ts';
import { fixedClock } from '../../lib/clock.ts';
import { Browser, TEST_NOW } from '../../test/app.ts';
import { errorLogStream } from '../../test/error-logs.ts';

const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const script = path.join(serverDir, 'scripts/create-staff.ts');

/** `npm run create-staff` runs this: the real script in its own process, the password on stdin. */
function createStaff(dataDir: string, args: string[], stdin: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [script, ...args],
      {
        cwd: serverDir,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          NODE_ENV: 'test',
        },
        timeout: 30_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr }),
    );
    child.stdin!.end(stdin);
  });
}

describe('npm run create-staff (docs/product/admin.md#first-staff-account)', () => {
  it('creates on an empty portal an account that signs in and reaches the back office', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-staff-'));
    const refused = await createStaff(dataDir, ['persona@example.org'], 'corta\n');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('La contraseña debe tener al menos 10 caracteres.');

    const done = await createStaff(dataDir, ['Persona@Example.org', '--name', 'Ana'], 'una clave segura\n');
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toBe('Cuenta del equipo creada: persona@example.org. Ya puede entrar en /admin.\n');
    expect(done.stdout).not.toContain('una clave segura');

    // The same database, opened by the server with no demo content.
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'error',
    });
    const { db, dialect } = createDatabase({ databaseUrl: config.databaseUrl, dataDir });
    await migrateToLatest(db);
    const app = await buildApp({ config, db, dialect, clock: fixedClock(TEST_NOW) }, errorLogStream());
    try {
      expect(await db.selectFrom('meetings').select('id').execute()).toEqual([]);
      const person = new Browser(app);
      expect((await person.signIn('persona@example.org', 'una clave segura', '/admin')).statusCode).toBe(303);
      const audit = await person.request({ url: '/api/admin/audit' });
      expect(audit.statusCode).toBe(200);
      expect(audit.json().entries).toEqual([
        expect.objectContaining({
          action: 'create',
          actor: { id: 'command-line', email: 'npm run create-staff' },
          item: expect.objectContaining({ type: 'account', label: 'persona@example.org' }),
        }),
      ]);
      expect(JSON.stringify(audit.json())).not.toContain('una clave segura');
    } finally {
      await app.close();
      await db.destroy();
    }
  });

  it('makes an existing member staff with the new password', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-staff-'));
    await createStaff(dataDir, ['ana@example.org'], 'primera clave larga\n');
    const again = await createStaff(dataDir, ['ana@example.org'], 'segunda clave larga\n');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('ya existía');
  });

  it('explains its use when called without an address', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foro-staff-'));
    const usage = await createStaff(dataDir, [], '');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Uso: npm run create-staff -- correo@example.org');
  });
});
