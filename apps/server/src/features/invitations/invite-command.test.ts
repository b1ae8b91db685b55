import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { invitationProblems } from '@foro/shared/invitations/schemas';
import { app as appPlugin, loggerOptions } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase, migrateToLatest } from '../../db/database.ts';
import { fixedClock } from '../../lib/clock.ts';
import { sha256 } from '../../lib/ids.ts';
import { Browser, TEST_NOW } from '../../test/app.ts';
import { LINK_PATTERN, recipient } from '../../test/mailbox.ts';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('../../..', import.meta.url));
const script = path.join(serverDir, 'scripts/invite.ts');
const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'foro-invite-'));

/** `npm run invite` runs this: the real script in its own process, with the given environment. */
async function invite(dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [script, ...args], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: '',
        PUBLIC_URL: 'https://foro.example.org',
        NODE_ENV: 'test',
      },
      timeout: 30_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

const outbox = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => path.join(dir, f)) : [];
};

describe('npm run invite', () => {
  it('invites by mail (the outbox without SMTP_URL) and never prints the link', async () => {
    const dataDir = tempDir();
    const result = await invite(dataDir, ['Nueva.Docente@Example.org', '--name', 'Nueva Docente']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Invitación enviada a nueva\.docente@example\.org .*Válida hasta el /);

    const files = outbox(dataDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(fs.statSync(files[0]!).mode & 0o777).toBe(0o600);
    const mail = await simpleParser(fs.readFileSync(files[0]!));
    expect(recipient(mail)).toBe('nueva.docente@example.org');
    expect(mail.subject).toBe('Tu invitación al Foro de Educadores');
    expect(mail.text).toContain('Hola, Nueva Docente:');
    const [link, origin, secret] = LINK_PATTERN.exec(mail.text ?? '') ?? [];
    expect(origin).toBe('https://foro.example.org');
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.stdout).not.toContain(secret);
    expect(result.stdout).not.toContain(link);

    const { db } = createDatabase({ dataDir });
    try {
      const rows = await db.selectFrom('invitations').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'nueva.docente@example.org', secret_digest: sha256(secret!) });
      expect(JSON.stringify(rows)).not.toContain(secret);
    } finally {
      await db.destroy();
    }
  });

  it('refuses a member and explains its usage', async () => {
    const dataDir = tempDir();
    const { db } = createDatabase({ dataDir });
    await migrateToLatest(db);
    const now = new Date().toISOString();
    await db
      .insertInto('users')
      .values({
        id: 'c0ffee00-0000-4000-8000-000000000001',
        email: 'socia@example.org',
        password_hash: '!',
        name: 'Socia',
        lastname: '',
        country: '',
        city: '',
        role: 'member',
        rol: '',
        search_text: '',
        updated_fields: 1,
        notification_forum: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.destroy();

    const member = await invite(dataDir, ['Socia@Example.org']);
    expect(member.code).toBe(1);
    expect(member.stderr).toContain(
      'No se envió la invitación: Ya existe una cuenta con el correo socia@example.org.',
    );
    expect(outbox(dataDir)).toEqual([]);

    const usage = await invite(dataDir, []);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Uso: npm run invite -- correo@example.org [--name "Nombre Apellido"]');
  });
});

describe('logs', () => {
  it('never carry the secret of an invitation, through the whole flow', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'trace',
      DATA_DIR: tempDir(),
      WEB_DIST: '/nonexistent',
    });
    const { db, dialect } = createDatabase({ dataDir: ':memory:' });
    await migrateToLatest(db);
    const fastify = Fastify({
      logger: { ...(loggerOptions(config) as object), stream },
      routerOptions: { maxParamLength: 200 },
    });
    await fastify.register(appPlugin, { config, db, dialect, clock: fixedClock(TEST_NOW) });
    await fastify.ready();
    let secret = '';
    try {
      await fastify.services.invitations.issue({ email: 'registro@example.org', name: 'Ana' });
      // Through the queue (decision 0073): the worker writes the mail; its log line names the job only.
      await fastify.jobWorker.drain();
      const [file] = outbox(config.dataDir);
      const mail = await simpleParser(fs.readFileSync(file!));
      secret = LINK_PATTERN.exec(mail.text ?? '')?.[2] ?? '';
      expect(secret).not.toBe('');

      const browser = new Browser(fastify);
      await browser.request({ url: `/acceso-invitados/${secret}` });
      await browser.request({ url: '/api/sanctum/csrf-cookie' });
      await browser.request({ method: 'POST', url: '/api/users/registration', payload: { hash: secret } });
      const page = await browser.request({ url: '/connect' });
      const token = /name="_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const created = await browser.request({
        method: 'POST',
        url: '/connect/register',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          name: 'Ana',
          lastname: 'Rojas',
          password: 'una-clave-larga',
          passwordConfirmation: 'una-clave-larga',
          _token: token,
        }).toString(),
      });
      expect(created.statusCode).toBe(303);
      const again = await browser.request({
        method: 'POST',
        url: '/api/users/registration',
        payload: { hash: secret },
      });
      expect(again.json().message).toBe(invitationProblems.used);
    } finally {
      await fastify.close();
      await db.destroy();
    }
    const all = lines.join('\n');
    expect(all).toContain('/acceso-invitados/[redacted]');
    expect(all).toContain('/api/users/registration');
    expect(all).toContain('mail written to the outbox');
    expect(all).not.toContain(secret);
    expect(all).not.toContain(secret.slice(0, 12));
  });
});
