import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals text with AES-256-GCM under a key derived from the session secret and a purpose, so a queued
 * job can carry what must not lie readable in the jobs table, its backups or the back office's queue
 * (a reset link, an invitation link, a mail's body): only this process, which knows the key, opens
 * it. Rotating the session secret makes sealed values unreadable (`open` answers null).
 */
export function sealer(sessionSecret: string, purpose: string) {
  const key = createHash('sha256').update(`${purpose}|${sessionSecret}`).digest();
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
    },
    open(sealed: string): string | null {
      try {
        const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
        if (!iv || !tag || !body) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
