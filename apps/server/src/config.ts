import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { parseMailbox } from './lib/mailer.ts';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'], { message: 'usa 0 o 1' })
  .transform((v) => v === '1' || v === 'true');

const isSmtpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number({ message: 'debe ser un número' }).int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  MEDIA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar por postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // docs/decisions/0044-live-updates.md: the comment that keeps proxies from closing an idle stream.
  LIVE_HEARTBEAT_SECONDS: z.coerce
    .number({ message: 'debe ser un número' })
    .int()
    .min(1)
    .max(300)
    .default(20),
  // Decision 0133: how often the open live pages are counted for attendance, at the middle of each period
  // by the wall clock. A minute is counted once however often: less than 60 only for tests and demos.
  ATTENDANCE_TICK_SECONDS: z.coerce
    .number({ message: 'debe ser un número' })
    .int()
    .min(1)
    .max(60)
    .default(60),
  // A stream writes at most once in this window; what comes meanwhile goes out together (0071).
  LIVE_BATCH_MS: z.coerce.number({ message: 'debe ser un número' }).int().min(0).max(2000).default(250),
  // Streams one member may hold open in one process (the benchmark raises it: one member, many streams).
  LIVE_STREAMS_PER_MEMBER: z.coerce.number({ message: 'debe ser un número' }).int().min(1).default(12),
  // Streams one client address may hold open in one process, whoever signed in (docs/decisions/0067).
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number({ message: 'debe ser un número' }).int().min(1).default(240),
  DATABASE_POOL_SIZE: z.coerce.number({ message: 'debe ser un número' }).int().min(1).max(200).default(10),
  SESSION_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  // The Open Badges issuer key (docs/decisions/0092): `npm run credentials:key` prints one.
  CREDENTIAL_KEY: z
    .string()
    .regex(
      /^z[1-9A-HJ-NP-Za-km-z]{40,120}$/,
      'debe ser una clave secreta Ed25519 en multibase (npm run credentials:key)',
    )
    .optional(),
  // Public keys (multibase) of retired issuer keys: still published, so what they signed keeps verifying.
  CREDENTIAL_RETIRED_KEYS: z
    .string()
    .default('')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.string().regex(/^z6Mk[1-9A-HJ-NP-Za-km-z]{40,60}$/, 'cada clave debe empezar por z6Mk'))),
  PUBLIC_URL: z.url('debe ser una URL completa, por ejemplo https://foro.example.org').optional(),
  SEED_DEMO: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EMBED_HOSTS: z
    .string()
    .default('https://www.youtube-nocookie.com https://player.vimeo.com https://vimeo.com')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean)),
  MEDIA_HOSTS: z
    .string()
    .default('')
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https$/, error: 'cada origen debe empezar por https://' }))),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: booleanFlag.default(false),
  PRERENDER: booleanFlag.default(true),
  // A member's page is drawn for them only while the process is nearly idle (decisions 0108 and 0135).
  DRAW_BELOW_BUSY: z.coerce.number({ message: 'debe ser un número' }).min(0).max(1).default(0.1),
  SIGNIN_RATE_LIMIT: z.coerce.number({ message: 'debe ser un número' }).int().min(1).default(10),
  SMTP_URL: z
    .string()
    .refine(
      isSmtpUrl,
      'debe empezar por smtp:// o smtps://, por ejemplo smtp://usuario:clave@correo.example.org:587',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z
    .string()
    .refine(
      (v) => parseMailbox(v) !== null,
      'debe ser una sola dirección de correo, por ejemplo Foro de Educadores <foro@example.org>',
    )
    .default('Foro de Educadores <foro@example.org>'),
  // Sign-in with OpenID Connect (docs/decisions/0083-oidc-sign-in.md): all four or none.
  OIDC_ISSUER: z
    .url('debe ser la URL del proveedor, por ejemplo https://cuentas.example.org')
    .refine(isSafeIssuer, 'debe empezar por https:// (http:// solo para localhost)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OIDC_CLIENT_ID: z
    .string()
    .max(500)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OIDC_CLIENT_SECRET: z
    .string()
    .max(2000)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OIDC_NAME: z
    .string()
    .max(60, 'debe tener como mucho 60 caracteres')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PASSWORD_SIGNIN: booleanFlag.default(true),
  // Media in an S3-compatible bucket (docs/decisions/0091-media-in-object-storage.md): without S3_BUCKET, the disk.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'debe ser un nombre de bucket (minúsculas, cifras, puntos y guiones)',
    )
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z
    .string()
    .max(60)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'debe ser una URL completa, por ejemplo https://s3.example.org' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_ACCESS_KEY_ID: z
    .string()
    .max(500)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .max(2000)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'debe ser una URL completa, por ejemplo https://cdn.example.org/media',
    })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // docs/decisions/0080-metrics.md: without it there is no /metrics; with it, the scraper's bearer token.
  METRICS_TOKEN: z
    .string()
    .min(32, 'debe tener al menos 32 caracteres')
    .regex(/^[\x21-\x7e]+$/, 'solo caracteres visibles, sin espacios')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** The provider is reached over HTTPS; plain HTTP only on this machine (tests, a local provider). */
function isSafeIssuer(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

/** S3_BUCKET turns object storage on; these must come with it (S3_ENDPOINT and S3_PUBLIC_URL may not). */
const S3_KEYS = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_PUBLIC_URL'] as const;

const OIDC_KEYS = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_NAME'] as const;

/** Sign-in through an OpenID provider: its issuer, the portal's client and the name on the button. */
export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
}

export type Config = {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  dataDir: string;
  /** Uploaded media files (docs/product/media.md): `DATA_DIR/media` unless MEDIA_DIR says otherwise. */
  mediaDir: string;
  databaseUrl: string | undefined;
  liveHeartbeatMs: number;
  /** Decision 0133: how often the open live pages are counted for attendance (60 s). */
  attendanceTickMs: number;
  /** docs/decisions/0071: a stream writes at most once in this many ms (0: every frame at once). */
  liveBatchMs: number;
  liveStreamsPerMember: number;
  liveStreamsPerAddress: number;
  /** Connections one server process keeps to PostgreSQL (docs/decisions/0033-forums-that-grow.md). */
  databasePoolSize: number;
  sessionSecret: string;
  /**
   * The Open Badges issuer key (docs/decisions/0092-open-badges-credentials.md): the current secret
   * key, or outside production one derived from the session secret; undefined: nothing is signed.
   */
  credentialKey: string | undefined;
  /** Public keys of retired issuer keys, still published in the portal's DID document. */
  credentialRetiredKeys: string[];
  publicUrl: string;
  secureCookies: boolean;
  seedDemo: boolean;
  logLevel: string;
  embedHosts: string[];
  /** Origins of the publisher's CDN whose images and audio pages may show (CSP img-src, media-src). */
  mediaHosts: string[];
  webDist: string;
  /**
   * Visitor pages sent prerendered (docs/decisions/0055-prerendered-visitor-pages.md); `PRERENDER=0` sends
   * them as empty shells the browser draws, as before.
   */
  prerender: boolean;
  /**
   * A member's live page, route stop and thread are drawn for them while this process's event loop was
   * busy less than this share of the time lately (docs/decisions/0108-member-pages-drawn-on-the-server.md):
   * `1` always, `0` never.
   */
  drawBelowBusy: number;
  trustProxy: boolean;
  /** Sign-in attempts allowed per minute from one address. */
  signInRateLimit: number;
  /** SMTP server for outgoing mail; without it mail is written to `DATA_DIR/outbox`. */
  smtpUrl: string | undefined;
  /** Sender of every e-mail: `Name <address>`. */
  mailFrom: string;
  /** OpenID Connect sign-in (decision 0083); undefined: only the portal's own passwords. */
  oidc: OidcConfig | undefined;
  /** `PASSWORD_SIGNIN=0`: the portal's own passwords no longer sign in (needs `oidc`). */
  passwordSignIn: boolean;
  /** Bearer token of `GET /metrics` (docs/decisions/0080-metrics.md); without it the route answers 404. */
  metricsToken: string | undefined;
  /** Media in an S3-compatible bucket (decision 0091); undefined: on disk in `mediaDir`. */
  s3: S3Config | undefined;
};

export interface S3Config {
  bucket: string;
  region: string;
  /** Another provider than AWS (MinIO, R2, …): addressed by path, `endpoint/bucket/key`. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where a CDN serves the bucket: media requests are redirected there. */
  publicUrl: string | undefined;
}

const DEV_SECRET = 'development-only-secret-change-me-0123456789';

/**
 * Outside production, an issuer key derived from the session secret, so credentials sign and verify
 * in development and tests without a step: `z` + base58btc(0x8026 ‖ seed ‖ 32 zero bytes), the form
 * `npm run credentials:key` prints, of which only the seed is read.
 */
function devCredentialKey(secret: string): string {
  const seed = createHash('sha256').update(`credential-key:${secret}`).digest();
  const bytes = Buffer.concat([Buffer.from([0x80, 0x26]), seed, Buffer.alloc(32)]);
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let value = BigInt(`0x${bytes.toString('hex')}`);
  let text = '';
  while (value > 0n) {
    text = alphabet[Number(value % 58n)] + text;
    value /= 58n;
  }
  return `z${text}`;
}

/** Reads and checks the environment; throws one message naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new Error('Configuración no válida:\n  SESSION_SECRET: es obligatoria en producción');
  }
  const oidcSet = OIDC_KEYS.filter((key) => e[key] !== undefined);
  if (oidcSet.length > 0 && oidcSet.length < OIDC_KEYS.length) {
    const missing = OIDC_KEYS.filter((key) => e[key] === undefined);
    throw new Error(
      `Configuración no válida:\n${missing.map((key) => `  ${key}: es obligatoria cuando se da ${oidcSet.join(', ')}`).join('\n')}`,
    );
  }
  if (!e.PASSWORD_SIGNIN && oidcSet.length === 0) {
    throw new Error(
      'Configuración no válida:\n  PASSWORD_SIGNIN: solo puede ser 0 con OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET y OIDC_NAME',
    );
  }
  const s3Set = [...S3_KEYS, ...S3_OPTIONAL].filter((key) => e[key] !== undefined);
  if (s3Set.length > 0 && S3_KEYS.some((key) => e[key] === undefined)) {
    const missing = S3_KEYS.filter((key) => e[key] === undefined);
    throw new Error(
      `Configuración no válida:\n${missing.map((key) => `  ${key}: es obligatoria cuando se da ${s3Set.join(', ')}`).join('\n')}`,
    );
  }
  const s3PublicUrl = e.S3_PUBLIC_URL?.replace(/\/+$/, '');
  if (s3PublicUrl && e.NODE_ENV === 'production' && !s3PublicUrl.startsWith('https://')) {
    throw new Error('Configuración no válida:\n  S3_PUBLIC_URL: debe empezar por https://');
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(e.DATA_DIR, 'media')),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    liveHeartbeatMs: e.LIVE_HEARTBEAT_SECONDS * 1000,
    attendanceTickMs: e.ATTENDANCE_TICK_SECONDS * 1000,
    liveBatchMs: e.LIVE_BATCH_MS,
    liveStreamsPerMember: e.LIVE_STREAMS_PER_MEMBER,
    liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
    sessionSecret: e.SESSION_SECRET ?? DEV_SECRET,
    credentialKey:
      e.CREDENTIAL_KEY ??
      (e.NODE_ENV === 'production' ? undefined : devCredentialKey(e.SESSION_SECRET ?? DEV_SECRET)),
    credentialRetiredKeys: e.CREDENTIAL_RETIRED_KEYS,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    seedDemo: e.SEED_DEMO && e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    embedHosts: e.EMBED_HOSTS,
    // Pages load media from the CDN the media route redirects to (S3_PUBLIC_URL).
    mediaHosts: [...e.MEDIA_HOSTS, ...(s3PublicUrl ? [s3PublicUrl] : [])].map((url) => new URL(url).origin),
    prerender: e.PRERENDER,
    drawBelowBusy: e.DRAW_BELOW_BUSY,
    trustProxy: e.TRUST_PROXY,
    signInRateLimit: e.SIGNIN_RATE_LIMIT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET && e.OIDC_NAME
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            name: e.OIDC_NAME,
          }
        : undefined,
    passwordSignIn: e.PASSWORD_SIGNIN,
    metricsToken: e.METRICS_TOKEN,
    s3:
      e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: s3PublicUrl,
          }
        : undefined,
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
  };
}
