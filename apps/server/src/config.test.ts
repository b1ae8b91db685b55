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
  it('puts media in a bucket only with S3_BUCKET, S3_REGION and both keys, and checks them (decision 0091)', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const s3 = {
      S3_BUCKET: 'foro-media',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secreto',
    };
    expect(loadConfig(s3).s3).toEqual({
      bucket: 'foro-media',
      region: 'eu-west-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secreto',
      publicUrl: undefined,
    });
    expect(() => loadConfig({ S3_BUCKET: 'foro-media', S3_ENDPOINT: 'https://s3.example.org' })).toThrow(
      /S3_REGION: es obligatoria cuando se da S3_BUCKET, S3_ENDPOINT[\s\S]*S3_SECRET_ACCESS_KEY: es obligatoria/,
    );
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.example.org' })).toThrow(
      /S3_BUCKET: es obligatoria/,
    );
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Foro_Media' })).toThrow(
      /S3_BUCKET: debe ser un nombre de bucket/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: debe ser una URL/);
    const cdn = loadConfig({ ...s3, S3_PUBLIC_URL: 'https://cdn.example.org/foro/' });
    expect(cdn.s3?.publicUrl).toBe('https://cdn.example.org/foro');
    expect(cdn.mediaHosts).toEqual(['https://cdn.example.org']);
    expect(() =>
      loadConfig({
        ...s3,
        NODE_ENV: 'production',
        SESSION_SECRET: 'x'.repeat(32),
        S3_PUBLIC_URL: 'http://cdn.example.org',
      }),
    ).toThrow(/S3_PUBLIC_URL: debe empezar por https:\/\//);
  });
  it('turns OpenID sign-in on with all four OIDC variables, and checks them', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(loadConfig({}).passwordSignIn).toBe(true);
    const oidc = {
      OIDC_ISSUER: 'https://cuentas.example.org',
      OIDC_CLIENT_ID: 'foro',
      OIDC_CLIENT_SECRET: 's3cret',
      OIDC_NAME: 'Cuenta Educa',
    };
    expect(loadConfig({ ...oidc, PASSWORD_SIGNIN: '0' })).toMatchObject({
      oidc: { issuer: 'https://cuentas.example.org', clientId: 'foro', name: 'Cuenta Educa' },
      passwordSignIn: false,
    });
    expect(() => loadConfig({ OIDC_ISSUER: oidc.OIDC_ISSUER, OIDC_NAME: 'X' })).toThrow(
      /OIDC_CLIENT_ID: es obligatoria cuando se da OIDC_ISSUER, OIDC_NAME[\s\S]*OIDC_CLIENT_SECRET: es obligatoria/,
    );
    expect(() => loadConfig({ ...oidc, OIDC_ISSUER: 'http://cuentas.example.org' })).toThrow(
      /OIDC_ISSUER: debe empezar por https:\/\/ \(http:\/\/ solo para localhost\)/,
    );
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc?.issuer).toBe(
      'http://127.0.0.1:4000',
    );
    expect(() => loadConfig({ PASSWORD_SIGNIN: '0' })).toThrow(
      /PASSWORD_SIGNIN: solo puede ser 0 con OIDC_ISSUER/,
    );
    expect(() => loadConfig({ ...oidc, PASSWORD_SIGNIN: 'no' })).toThrow(/PASSWORD_SIGNIN: usa 0 o 1/);
  });

  it('never puts the OIDC client secret in its error messages', () => {
    let message = '';
    try {
      loadConfig({ OIDC_CLIENT_SECRET: 'very-secret-value' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('OIDC_ISSUER: es obligatoria cuando se da OIDC_CLIENT_SECRET');
    expect(message).not.toContain('very-secret-value');
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
