import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { permissionsPolicy } from './permissions-policy.ts';

/**
 * Strict CSP: our own scripts and styles only; frames limited to the configured video and chat hosts
 * and to the portal's own pages, which only the portal itself may frame (the back office previews a
 * draft at phone and computer widths, docs/product/admin.md#drafts-and-publication).
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        // Media of the publisher's CDN, pasted in content instead of an upload (docs/product/media.md).
        imgSrc: ["'self'", 'data:', 'blob:', ...app.config.mediaHosts],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", ...app.config.mediaHosts],
        frameSrc: ["'self'", ...app.config.embedHosts],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: app.config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: app.config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const policy = permissionsPolicy(app.config.embedHosts);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', policy);
  });
});
