import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults for a fresh clone', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
  });

  it('names every bad value in one clear message', () => {
    expect(() => loadConfig({ PORT: 'tres mil', DATABASE_URL: 'mysql://x', SEED_DEMO: 'quizá' })).toThrow(
      /PORT: debe ser un número[\s\S]*DATABASE_URL: debe empezar por postgres:\/\/[\s\S]*SEED_DEMO: usa 0 o 1/,
    );
  });

  it('refuses to start in production without a session secret, and never seeds there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: es obligatoria en producción/,
    );
    const prod = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SEED_DEMO: '1' });
    expect(prod.seedDemo).toBe(false);
  });

  it('uses Secure cookies behind an https public URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://foro.example.org/' }).secureCookies).toBe(true);
  });

  it('keeps uploads under DATA_DIR unless MEDIA_DIR says otherwise, and takes CDN origins in https only', () => {
    expect(loadConfig({ DATA_DIR: '/srv/foro' }).mediaDir).toBe('/srv/foro/media');
    expect(loadConfig({ DATA_DIR: '/srv/foro', MEDIA_DIR: '/mnt/archivos' }).mediaDir).toBe('/mnt/archivos');
    expect(loadConfig({}).mediaHosts).toEqual([]);
    expect(
      loadConfig({ MEDIA_HOSTS: 'https://cdn.example.org/img https://media.example.net' }).mediaHosts,
    ).toEqual(['https://cdn.example.org', 'https://media.example.net']);
    expect(() => loadConfig({ MEDIA_HOSTS: 'http://cdn.example.org' })).toThrow(
      /MEDIA_HOSTS[\s\S]*cada origen debe empezar por https:\/\//,
    );
  });

  it('turns metrics on only with a long enough token, and says why it refuses one', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'a'.repeat(32);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'corta' })).toThrow(
      /METRICS_TOKEN: debe tener al menos 32 caracteres/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: `${token} b` })).toThrow(
      /METRICS_TOKEN: solo caracteres visibles/,
    );
  });
});
