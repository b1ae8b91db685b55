import { createRequire } from 'node:module';
import type { dictionary as Dictionary } from '@zxcvbn-ts/language-common';

// The 49,000-word list loads on the first password checked, not when the server starts
// (docs/performance.md#start-up).
const require = createRequire(import.meta.url);

/**
 * The list of common passwords kept by zxcvbn-ts (`@zxcvbn-ts/language-common`, about 49,000 entries
 * from leaked-password corpora), plus the few Spanish ones our members would type first. Compared
 * lower-cased: "Password123" is as guessable as "password123".
 */
const SPANISH = [
  'contraseña',
  'contrasena',
  'contraseña1',
  'contrasena1',
  'contraseña123',
  'contrasena123',
  'educadores',
  'educadores1',
  'profesor123',
  'profesora123',
  'foroeducadores',
  'forodeeducadores',
  'compartir123',
  '1234567890',
];

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  if (!common) {
    const { dictionary } = require('@zxcvbn-ts/language-common') as { dictionary: typeof Dictionary };
    common = new Set([...dictionary['passwords-common'], ...SPANISH].map((p) => p.toLowerCase()));
  }
  return common.has(password.toLowerCase());
}
